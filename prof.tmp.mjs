import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ storageState: '/tmp/state.json', viewport: { width: 1366, height: 768 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto('http://localhost:3456/students/table');
await page.locator('.ant-table-row').nth(9).waitFor();
console.log('ready', Date.now() - t0);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); });
const byFile = new Map();
profile.samples.forEach((id, i) => { const n = byId.get(id); const key = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byFile.set(key, (byFile.get(key) ?? 0) + (dt[i] ?? 0)); });
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(5)} ms ${k}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(5)} ms ${k}`).join('\n'));
let t = profile.startTime; const buckets = new Map();
profile.samples.forEach((id, i) => { t += dt[i]; const n = byId.get(id); const b = Math.floor((t - profile.startTime) / 1000 / 50) * 50; const k = n.callFrame.functionName === '(idle)' ? 'idle' : n.callFrame.functionName === '(program)' ? 'prog' : 'js'; const e = buckets.get(b) ?? { idle: 0, prog: 0, js: 0 }; e[k] += dt[i] / 1000; buckets.set(b, e); });
console.log([...buckets].map(([b, e]) => `${String(b).padStart(5)} idle ${e.idle.toFixed(0).padStart(3)} prog ${e.prog.toFixed(0).padStart(3)} js ${e.js.toFixed(0).padStart(3)}`).join('\n'));
{
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const win = new Map(); let tt = profile.startTime;
  const [from, to] = (process.env.WIN ?? '760,1150').split(',').map(Number);
  profile.samples.forEach((id, i) => { tt += dt[i]; const ms = (tt - profile.startTime) / 1000; if (ms < from || ms > to) return;
    // the nearest frame of our own code or of a named library chunk
    let cur = id; const names = [];
    while (cur !== undefined && names.length < 40) { const n = byId.get(cur); if (n.callFrame.url) names.push(`${n.callFrame.functionName || 'anon'}@${n.callFrame.url.split('/').pop()}`); cur = parent.get(cur); }
    for (const name of new Set(names)) win.set(name, (win.get(name) ?? 0) + dt[i] / 1000);
  });
  console.log('=== inclusive in window');
  console.log([...win].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`).join('\n'));
}
page.on('console', () => {});
const timings = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => !e.name.includes('/assets/')).map((e) => `${Math.round(e.startTime)}->${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '').slice(0, 60)}`));
console.log(timings.join('\n'));
await browser.close();
