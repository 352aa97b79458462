#!/usr/bin/env node
// `npm test`: the type-check, unit tests, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), two
// instances behind nginx (`npm run test:cluster`), then the built app end to end in Debian's Chromium. Runs that fit
// beside each other on two cores go side by side: the type-check with the vite build, the two API runs (each database
// is its own). A run alone streams its output as it goes; runs side by side stream theirs line by line, each line
// headed by its run's label. The last line is `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const CHROMIUM = '/usr/bin/chromium';
const bin = (name) => join('node_modules', '.bin', name);

// `prefix`: the run shares the terminal with another, so each of its lines says whose it is
const run = (command, args, env = process.env, prefix = undefined) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (prefix) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${prefix}] ${line}\n`));
      }
    }
    child.on('error', (error) => {
      console.error(`cannot start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const banner = (text) => console.log(`\n=== ${text} ===\n`);

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const ensureChromium = async () => {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing and this is not root. Install Debian's Chromium (Playwright's own download does not work here):\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    return false;
  }
  banner(`${CHROMIUM} is missing: installing Debian's chromium (apt-get update && apt-get install -y chromium)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], env)) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', 'chromium'], env)) !== 0) return false;
  return existsSync(CHROMIUM);
};

const withoutTestDatabase = () => {
  const { TEST_DATABASE_URL: _unused, ...env } = process.env;
  return env;
};

// The whole tree type-checks (src, resources, providers, server, e2e, bench, scripts): one failure when it does not.
const runTypecheck = async (prefix) => {
  const code = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], process.env, prefix);
  return { label: 'type-check', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
};

// A runner that dies before writing its report (a crash, a syntax error, a server that never started)
// still counts as one failure, so the summary can never claim success for a run that did not happen.
const runVitest = async (label, project, env, reportDir, prefix) => {
  const report = join(reportDir, `vitest-${label.replace(/\W+/g, '-')}.json`);
  const code = await run(
    bin('vitest'),
    ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    prefix,
  );
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  if (code !== 0 && failed === 0) failed = Math.max(1, json?.numFailedTestSuites ?? 0);
  return { label, passed, failed, failures: vitestFailures(json) };
};

// Each failed test as its file, its name and the first line of its message, for the summary: the end of a long
// log is what is read first, and often all that is kept.
// Vitest reports a test or hook past its timeout with the stack of an error named STACK_TRACE_ERROR and no message.
const firstLine = (text) => {
  const line = String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (a test or its beforeAll/afterAll ran past its timeout)' : line;
};
const vitestFailures = (json) =>
  (json?.testResults ?? []).flatMap((file) => {
    const where = file.name?.replace(`${process.cwd()}/`, '') ?? '?';
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });

// The build is no test: its failure shows as the e2e run's, which cannot run without it.
const buildApp = (prefix) => run(bin('vite'), ['build'], process.env, prefix);

const runPlaywright = async (reportDir) => {
  const report = join(reportDir, 'playwright.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  const stats = readJson(report)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  const flaky = stats?.flaky ? ` (${stats.flaky} passed only on retry)` : '';
  return { label: `e2e${flaky}`, passed, failed };
};

// Two instances behind nginx on one PostgreSQL (scripts/test-cluster.ts): it skips itself, and says why, without
// nginx or PostgreSQL; a run that dies before its report counts as one failure.
const runCluster = async (reportDir) => {
  const report = join(reportDir, 'cluster.json');
  const code = await run(bin('tsx'), ['scripts/test-cluster.ts'], { ...process.env, CLUSTER_REPORT: report });
  const json = readJson(report);
  if (json?.skipped) return { label: `cluster (skipped: ${json.skipped})`, passed: 0, failed: 0 };
  const passed = json?.passed ?? 0;
  let failed = json?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  return { label: 'cluster (2 instances, nginx, PostgreSQL)', passed, failed };
};

const minutesSince = (start) => `${((Date.now() - start) / 60_000).toFixed(1)} min`;

const main = async () => {
  if (!(await ensureChromium())) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const start = Date.now();
  const reportDir = mkdtempSync(join(tmpdir(), 'test-reports-'));
  const results = [];
  try {
    // tsc works on one core, which leaves the other to the build
    banner('type-check (tsc --noEmit) and vite build, side by side');
    const [typecheck, buildCode] = await Promise.all([runTypecheck('type-check'), buildApp('vite build')]);
    results.push(typecheck);
    banner(`unit (${minutesSince(start)} in)`);
    results.push(await runVitest('unit', 'unit*', process.env, reportDir));
    // the two API runs share nothing (each test file has its own database copy, each run its own template)
    const apiRuns = [runVitest('api on PGlite', 'api*', withoutTestDatabase(), reportDir, 'api PGlite')];
    if (process.env.TEST_DATABASE_URL) {
      banner(`API tests on PGlite and on PostgreSQL, side by side (${minutesSince(start)} in)`);
      apiRuns.push(runVitest('api on PostgreSQL', 'api*', process.env, reportDir, 'api PostgreSQL'));
    } else {
      banner(`API tests on PGlite (${minutesSince(start)} in); on PostgreSQL skipped: TEST_DATABASE_URL is not set`);
    }
    results.push(...(await Promise.all(apiRuns)));
    banner(`cluster: two instances behind nginx on PostgreSQL (${minutesSince(start)} in)`);
    results.push(await runCluster(reportDir));
    banner(`e2e (Playwright, Chromium; ${minutesSince(start)} in)`);
    results.push(buildCode === 0 ? await runPlaywright(reportDir) : { label: 'e2e (vite build failed)', passed: 0, failed: 1 });
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
  banner(`summary (${minutesSince(start)})`);
  for (const result of results) console.log(`${result.label.padEnd(40)} ${result.passed} passed, ${result.failed} failed`);
  for (const result of results.filter((result) => result.failures?.length)) {
    console.log(`\nfailed in ${result.label}:`);
    for (const failure of result.failures) console.log(`  ${failure}`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
};

await main();
