// `npx tsx bench/debtors-ratio.ts` (issue 22): on the demo data, through the real server over HTTP, the first page
// of each debtors tab against the first page of the students list (goal: each ≤ 1.5×). A tab's page is every
// request its screen makes at once ('Должники с суммами': the rows and the footer, side by side). Medians of
// sequential loads after a warm-up; ratios of medians. Wired into `npm run bench`; BENCH_PORT (default 3324).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createScratchDatabase } from '../server/test/database';
import { freshDataDir, serverEnv, startServer } from './server-process';
import { fixed, printTable } from './table';
import { adminToken } from './token';

export type PageTiming = { label: string; paths: string[]; medianMs: number; p95Ms: number; ratio: number };

const STUDENTS = { label: 'Ученики, первая страница', paths: ['students-info?_start=0&_end=25'] };
const TABS = [
  { label: 'Должники', paths: ['debtors-info?_start=0&_end=25'] },
  { label: 'Должники с суммами (строки и итог)', paths: ['debtors-with-amount-info?_start=0&_end=25', 'debtors-with-amount-info/summary'] },
  { label: 'Перерасчеты', paths: ['recalculations-info?_start=0&_end=25'] },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const timePage = async (base: string, token: string, paths: string[], runs: number, warmUp: number) => {
  const durations: number[] = [];
  for (let index = 0; index < warmUp + runs; index += 1) {
    const started = performance.now();
    await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`GET /api/${path} answered ${response.status}: ${body.slice(0, 300)}`);
      }),
    );
    if (index >= warmUp) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { medianMs: percentile(durations, 50), p95Ms: percentile(durations, 95) };
};

// The pages are timed in turns (students, each tab, again) so that a burst of load on the shared machine falls on
// all of them alike.
export const measureDebtorsRatio = async (base: string, token: string, rounds = 5, runs = 10): Promise<PageTiming[]> => {
  const pages = [STUDENTS, ...TABS];
  const samples = new Map<string, { medians: number[]; p95s: number[] }>(pages.map((page) => [page.label, { medians: [], p95s: [] }]));
  for (const page of pages) await timePage(base, token, page.paths, 0, 5); // warm every route first
  for (let round = 0; round < rounds; round += 1) {
    for (const page of pages) {
      const timing = await timePage(base, token, page.paths, runs, 1);
      samples.get(page.label)!.medians.push(timing.medianMs);
      samples.get(page.label)!.p95s.push(timing.p95Ms);
    }
  }
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
  const students = median(samples.get(STUDENTS.label)!.medians);
  return pages.map((page) => {
    const { medians, p95s } = samples.get(page.label)!;
    return { label: page.label, paths: page.paths, medianMs: median(medians), p95Ms: median(p95s), ratio: median(medians) / students };
  });
};

export const printDebtorsRatio = (rows: { engine: string; pages: PageTiming[] }[]) =>
  printTable(
    'Demo data: each debtors tab’s first page against the students list’s first page, over HTTP (goal ≤ 1.5×)',
    ['engine', 'page', 'median ms', 'p95 ms', 'ratio to students'],
    rows.flatMap(({ engine, pages }) => pages.map((page) => [engine, page.label, fixed(page.medianMs, 1), fixed(page.p95Ms, 1), `${page.ratio.toFixed(2)}×`])),
  );

// A fresh database with the demo data (the first start seeds it), then the pages through a second start.
const onEngine = async (engine: string, port: number, env: Record<string, string>) => {
  const first = await startServer(port, env); // migrations and the demo data
  await first.stop();
  const token = await adminToken(serverEnv(port, env));
  const server = await startServer(port, env);
  try {
    return { engine, pages: await measureDebtorsRatio(server.url, token) };
  } finally {
    await server.stop();
  }
};

if (process.argv[1]?.endsWith(join('bench', 'debtors-ratio.ts'))) {
  const port = Number(process.env.BENCH_PORT ?? 3324);
  const rows: { engine: string; pages: PageTiming[] }[] = [];
  const dataDir = freshDataDir();
  try {
    // DEBTORS_ENGINES=postgres leaves PGlite out
    if (process.env.DEBTORS_ENGINES !== 'postgres') rows.push(await onEngine('PGlite', port, { DATA_DIR: dataDir }));
    const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (postgresUrl) {
      const scratch = await createScratchDatabase(postgresUrl, undefined, 'bench');
      const pgDir = freshDataDir();
      try {
        rows.push(await onEngine('PostgreSQL', port, { DATA_DIR: pgDir, DATABASE_URL: scratch.url }));
      } finally {
        await scratch.drop();
        rmSync(pgDir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  printDebtorsRatio(rows);
}
