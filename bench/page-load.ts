// Signed-in cold loads of the first screens beside the floor app (issue 7 item 3, issue 21 item 5): both through
// their real servers, the runs of all the URLs interleaved by ../shared/perf/page-load.mjs in one invocation per
// network profile, bytes on the wire as Chromium saw them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './server-process';

const PERF_DIR = resolve(process.env.PERF_DIR ?? '../shared/perf');
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3390);
const PRODUCT_PORT = Number(process.env.PAGE_LOAD_PORT ?? 3391);
const FLOOR_PATH = '/orders';
// The first screens measured: three lists and the tasks board.
export const PAGE_LOAD_PATHS = ['/students/table', '/clients/table', '/payments/history', '/tasks'];
export const THROTTLES = ['none', 'fast4g'] as const;
const ROWS = 10;
// 'ready' = ROWS table rows (the floor and the lists) or task cards (the board) visible
const READY_SELECTOR = '.ant-table-row, [data-testid^="task-card-"]';

type Summary = { min: number | null; median: number | null; max: number | null };
export type Resource = { url: string; type: string; start: number; end: number };
export type PageLoadOutput = {
  url: string;
  failed: number;
  summary: Record<string, Summary>;
  js: { count: number; encoded: number } | null;
  waterfallRun1: Resource[] | null;
  perRun: { ok: boolean; ready?: number }[];
};
export type PageLoadRow = { throttle: string; floor: PageLoadOutput; pages: { path: string; out: PageLoadOutput }[] };

const waitFor = async (url: string) => {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
};

// Signs in once through the real login page and keeps the browser state (the provider's session cookie), so every
// timed run starts as a returning user's does: signed in at the provider, nothing cached, no token stored.
const signedInState = async (baseUrl: string, statePath: string) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${PAGE_LOAD_PATHS[0]}`);
    await page.getByLabel('Логин').fill('admin');
    await page.getByLabel('Пароль').fill('admin');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.locator('.ant-table-row').nth(ROWS - 1).waitFor();
    await context.storageState({ path: statePath });
  } finally {
    await browser.close();
  }
};

export const pageLoadSkipReason = () => {
  if (!existsSync(join(PERF_DIR, 'page-load.mjs'))) return `${PERF_DIR}/page-load.mjs not found (set PERF_DIR)`;
  if (!existsSync(join(PERF_DIR, 'node_modules', 'playwright-core'))) return `run npm ci in ${PERF_DIR}`;
  if (!existsSync(join(PERF_DIR, 'floor-app', 'dist', 'index.html'))) return `build the floor app: cd ${PERF_DIR}/floor-app && npm ci && npx vite build`;
  return undefined;
};

export const measurePageLoad = async (dataDir: string, runs = Number(process.env.PAGE_LOAD_RUNS ?? 5)): Promise<PageLoadRow[]> => {
  const floor = spawn(process.execPath, ['server.mjs'], { cwd: join(PERF_DIR, 'floor-app'), env: { ...process.env, PORT: String(FLOOR_PORT) }, stdio: 'ignore' });
  const product = await startServer(PRODUCT_PORT, { DATA_DIR: dataDir });
  const stateFolder = mkdtempSync(join(tmpdir(), 'h5-state-'));
  try {
    // the floor's server listens on 127.0.0.1 only
    const floorUrl = `http://127.0.0.1:${FLOOR_PORT}${FLOOR_PATH}`;
    await waitFor(floorUrl);
    const statePath = join(stateFolder, 'signed-in.json');
    await signedInState(product.url, statePath);
    const urls = [floorUrl, ...PAGE_LOAD_PATHS.map((path) => `${product.url}${path}`)];
    return THROTTLES.map((throttle) => {
      const result = spawnSync(
        process.execPath,
        [join(PERF_DIR, 'page-load.mjs'), ...urls, '--selector', READY_SELECTOR, '--count', String(ROWS), '--runs', String(runs), '--throttle', throttle, '--state', statePath, '--json'],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      if (!result.stdout.trim().startsWith('[')) throw new Error(`page-load.mjs failed:\n${result.stderr}`);
      const [floorOut, ...pageOuts] = JSON.parse(result.stdout) as PageLoadOutput[];
      return { throttle, floor: floorOut, pages: pageOuts.map((out, index) => ({ path: PAGE_LOAD_PATHS[index], out })) };
    });
  } finally {
    floor.kill('SIGTERM');
    await product.stop();
    rmSync(stateFolder, { recursive: true, force: true });
  }
};
