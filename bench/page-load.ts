// A signed-in cold load of a list page beside the floor app (issue 7, item 3): both through their real servers,
// their runs interleaved by ../shared/perf/page-load.mjs in one invocation, bytes on the wire as Chromium saw them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './server-process';

const PERF_DIR = resolve(process.env.PERF_DIR ?? '../shared/perf');
const FLOOR_PORT = 3390;
const PRODUCT_PORT = 3391;
export const PAGE_LOAD_PATH = '/students/table';
const FLOOR_PATH = '/orders';
const ROWS = 10; // 'ready' = this many table rows visible, on both pages

type Summary = { min: number | null; median: number | null; max: number | null };
type PageLoadOutput = { url: string; failed: number; summary: Record<string, Summary>; js: { count: number; encoded: number } | null };
export type PageLoadRow = { throttle: string; floor: PageLoadOutput; product: PageLoadOutput };

const waitFor = async (url: string) => {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
};

// Signs in once through the real login page and keeps the browser state, so every timed run starts signed in
// at the provider (its session cookie) as a returning user does, with nothing cached.
const signedInState = async (baseUrl: string, statePath: string) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${PAGE_LOAD_PATH}`);
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

export const measurePageLoad = async (dataDir: string, runs = 5): Promise<PageLoadRow[]> => {
  const floor = spawn(process.execPath, ['server.mjs'], { cwd: join(PERF_DIR, 'floor-app'), env: { ...process.env, PORT: String(FLOOR_PORT) }, stdio: 'ignore' });
  const product = await startServer(PRODUCT_PORT, { DATA_DIR: dataDir });
  const stateFolder = mkdtempSync(join(tmpdir(), 'h5-state-'));
  try {
    await waitFor(`http://localhost:${FLOOR_PORT}${FLOOR_PATH}`);
    const statePath = join(stateFolder, 'signed-in.json');
    await signedInState(product.url, statePath);
    const urls = [`http://localhost:${FLOOR_PORT}${FLOOR_PATH}`, `${product.url}${PAGE_LOAD_PATH}`];
    return ['none', 'fast4g'].map((throttle) => {
      const result = spawnSync(
        process.execPath,
        [join(PERF_DIR, 'page-load.mjs'), ...urls, '--selector', '.ant-table-row', '--count', String(ROWS), '--runs', String(runs), '--throttle', throttle, '--state', statePath, '--json'],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      if (result.status !== 0) throw new Error(`page-load.mjs failed:\n${result.stderr}`);
      const [floorOut, productOut] = JSON.parse(result.stdout) as PageLoadOutput[];
      return { throttle, floor: floorOut, product: productOut };
    });
  } finally {
    floor.kill('SIGTERM');
    await product.stop();
    rmSync(stateFolder, { recursive: true, force: true });
  }
};
