// `npm run bench`: measures and prints, with no thresholds (notes/performance.md has the floor to compare with).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { measureBundle, measurePages } from './bundle-size';
import { measureDebtorsRatio, printDebtorsRatio, type PageTiming } from './debtors-ratio';
import type { ListTiming } from './list-timing';
import { addBulkData, BULK, measureBulkLists, measureDemoLists } from './lists';
import { benchGradebook } from './gradebook';
import { measureHumanPace } from './human-pace';
import { measureLatency, type Latency } from './latency';
import { measureListSql, type SqlTiming } from './list-sql';
import { measurePageLoad, pageLoadSkipReason } from './page-load';
import { printPageLoad } from './page-load-report';
import { createScratchDatabase } from '../server/test/database';
import { freshDataDir, serverEnv, startServer } from './server-process';
import { fixed, kB, printTable } from './table';
import { adminToken } from './token';

const PORTS = { fresh: 3320, existing: 3321, postgres: 3322, gradebook: 3323 };
const LIST = '/api/subjects-info';

type ColdStart = { engine: string; data: string; ms: number };
type LatencyRow = { engine: string; latency: Latency };
type ListRows = { engine: string; demo: ListTiming[]; bulk: ListTiming[]; bulkSeconds: number; sql: SqlTiming[]; debtors: PageTiming[] };

const build = () => {
  console.log('vite build …');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
};

const onPglite = async (coldStarts: ColdStart[], latencies: LatencyRow[], lists: ListRows[]) => {
  const dataDir = freshDataDir();
  try {
    const fresh = await startServer(PORTS.fresh, { DATA_DIR: dataDir });
    coldStarts.push({ engine: 'PGlite', data: 'fresh folder (initdb, migrations, demo data)', ms: fresh.msToFirstPage });
    await fresh.stop();

    const env = { DATA_DIR: dataDir };
    const token = await adminToken(serverEnv(PORTS.existing, env));
    const existing = await startServer(PORTS.existing, env);
    coldStarts.push({ engine: 'PGlite', data: 'existing folder', ms: existing.msToFirstPage });
    let demo: ListTiming[];
    let debtors: PageTiming[];
    try {
      latencies.push({ engine: 'PGlite', latency: await measureLatency(`${existing.url}${LIST}`, token) });
      demo = await measureDemoLists(existing.url, token);
      debtors = await measureDebtorsRatio(existing.url, token);
    } finally {
      await existing.stop();
    }
    // the folder is one process's: the bulk rows go in while the server is stopped
    const bulkSeconds = await addBulkData(serverEnv(PORTS.existing, env));
    const bulk = await startServer(PORTS.existing, env);
    let bulkTimings: ListTiming[];
    try {
      bulkTimings = await measureBulkLists(bulk.url, token);
    } finally {
      await bulk.stop();
    }
    // the same statements in this process, once the server has let go of the folder
    const sqlTimings = await measureListSql(serverEnv(PORTS.existing, env), bulkTimings);
    lists.push({ engine: 'PGlite', demo, bulk: bulkTimings, bulkSeconds, sql: sqlTimings, debtors });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const onPostgres = async (adminUrl: string, coldStarts: ColdStart[], latencies: LatencyRow[], lists: ListRows[]) => {
  const scratch = await createScratchDatabase(adminUrl, undefined, 'bench');
  const dataDir = freshDataDir();
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
    const server = await startServer(PORTS.postgres, env);
    coldStarts.push({ engine: 'PostgreSQL', data: 'empty database (migrations, demo data)', ms: server.msToFirstPage });
    try {
      const token = await adminToken(serverEnv(PORTS.postgres, env));
      latencies.push({ engine: 'PostgreSQL', latency: await measureLatency(`${server.url}${LIST}`, token) });
      const demo = await measureDemoLists(server.url, token);
      const debtors = await measureDebtorsRatio(server.url, token);
      const bulkSeconds = await addBulkData(serverEnv(PORTS.postgres, env));
      const bulk = await measureBulkLists(server.url, token);
      lists.push({ engine: 'PostgreSQL', demo, bulk, bulkSeconds, sql: await measureListSql(serverEnv(PORTS.postgres, env), bulk), debtors });
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const printLists = (title: string, byEngine: { engine: string; rows: ListTiming[] }[]) =>
  printTable(
    title,
    ['engine', 'list', 'GET /api/…', 'rows', 'x-total-count', 'body kB', 'runs', 'median ms', 'p95 ms'],
    byEngine.flatMap(({ engine, rows }) =>
      rows.map((row) => [engine, row.label, row.path, String(row.rows), String(row.total), kB(row.bytes), String(row.runs), fixed(row.medianMs, 1), fixed(row.p95Ms, 1)]),
    ),
  );

const pageLoad = async () => {
  const skip = pageLoadSkipReason();
  if (skip) {
    console.log(`\nSigned-in cold load beside the floor app not measured: ${skip}`);
    return;
  }
  const dataDir = freshDataDir();
  try {
    printPageLoad(await measurePageLoad(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

// issue 24: 200 staff on PostgreSQL and 30 on PGlite at one action every 10 s (BENCH_HUMAN_PACE_SECONDS, 300)
const humanPace = () => measureHumanPace(Number(process.env.BENCH_HUMAN_PACE_SECONDS ?? 300));

const main = async () => {
  console.log(`machine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}, Node ${process.version}`);
  if (process.env.BENCH_ONLY === 'human-pace') return void (await humanPace());
  build();
  await pageLoad();
  if (process.env.BENCH_ONLY === 'page-load') return;
  const bundle = measureBundle('dist');
  const pageSizes = measurePages('.', 'dist');

  const coldStarts: ColdStart[] = [];
  const latencies: LatencyRow[] = [];
  const lists: ListRows[] = [];
  await onPglite(coldStarts, latencies, lists);
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) await onPostgres(postgresUrl, coldStarts, latencies, lists);

  printTable(
    'Cold start: spawn of the server to the first 200 of GET /',
    ['engine', 'data', 'ms'],
    coldStarts.map((row) => [row.engine, row.data, fixed(row.ms, 0)]),
  );
  printTable(
    `JS for the first page after sign-in (on the wire: the brotli file the server sends; home chunk: ${bundle.homeChunks.join(', ')})`,
    ['part', 'raw kB', 'on the wire kB'],
    [
      ['entry + its static imports', kB(bundle.initialJs.raw), kB(bundle.initialJs.wire)],
      ['home page lazy chunk (beyond the entry)', kB(bundle.homeExtraJs.raw), kB(bundle.homeExtraJs.wire)],
      ['first page total', kB(bundle.initialJs.raw + bundle.homeExtraJs.raw), kB(bundle.initialJs.wire + bundle.homeExtraJs.wire)],
      ['floor: bare stack list page (notes/performance.md)', '1656.0', '522.0'],
    ],
  );
  printTable(
    `GET ${LIST} with an admin token: ${latencies[0]?.latency.sequential.count ?? 0} sequential requests, then autocannon`,
    ['engine', 'body bytes', 'median ms', 'p95 ms', 'failed', 'conn x s', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors'],
    latencies.map(({ engine, latency: { sequential, load } }) => [
      engine,
      String(sequential.bytes),
      fixed(sequential.medianMs, 2),
      fixed(sequential.p95Ms, 2),
      String(sequential.failures),
      `${load.connections} x ${load.seconds}`,
      fixed(load.requestsPerSecond, 0),
      String(load.p50Ms),
      String(load.p99Ms),
      String(load.bad),
    ]),
  );
  printTable(
    'JS per screen on the wire (brotli, as served): its lazy chunk, what it adds to the entry (chunk + shared chunks the entry lacks), the page in all',
    ['path', 'title', 'module', 'chunk kB', 'beyond entry kB', 'page total kB'],
    pageSizes.map((page) => [page.path, page.title, page.module, kB(page.chunk.wire), kB(page.beyondEntry.wire), kB(page.pageTotal.wire)]),
  );
  printLists('Lists at demo size, sequential GETs with an admin token', lists.map(({ engine, demo }) => ({ engine, rows: demo })));
  printDebtorsRatio(lists.map(({ engine, debtors }) => ({ engine, pages: debtors })));
  printLists(
    `Lists and reports with ${BULK.students} more students, ${BULK.applications} more applications, ${BULK.grades} more grades, ${BULK.payments} more payments and ${BULK.expenses} expenses (seeded in ${lists.map((row) => `${row.engine} ${fixed(row.bulkSeconds, 0)} s`).join(', ')})`,
    lists.map(({ engine, bulk }) => ({ engine, rows: bulk })),
  );
  printTable(
    `List routes at bulk size: p95 over HTTP (the server process) against the same SQL replayed in process (goal: ≤ 2×)`,
    ['engine', 'list', 'statements', 'HTTP p95 ms', 'SQL p95 ms', 'ratio'],
    lists.flatMap(({ engine, bulk, sql }) =>
      bulk.map((row) => {
        const replay = sql.find((timing) => timing.path === row.path);
        return [
          engine,
          row.label,
          String(replay?.statements ?? 'n/a'),
          fixed(row.p95Ms, 1),
          replay ? fixed(replay.p95Ms, 1) : 'n/a',
          replay && replay.p95Ms > 0 ? `${(row.p95Ms / replay.p95Ms).toFixed(2)}×` : 'n/a',
        ];
      }),
    ),
  );
  // issue 10: the gradebook's read with 2,000,000 grades, in folders and databases of its own
  await benchGradebook(PORTS.gradebook, postgresUrl);
  await humanPace();
  console.log(`\nload average ${loadavg()[0].toFixed(2)} at the end: this machine is shared, compare figures taken in one run`);
  if (!postgresUrl) console.log('\nPostgreSQL not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where a scratch database may be created).');
};

await main();
