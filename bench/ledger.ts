// `npx tsx bench/ledger.ts` (issue 22): the kept money state at the bench size (bench/lists.ts BULK: 20,000
// students). Times the rows added with the ledger kept by their writes, the backfill (ledger_refresh of every
// student, what migration 0012_ledger runs on an existing database), a payment with its ledger update, and the
// first page of each debtors tab and the amounts footer. PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names one. Ports 3310–3311.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { queryRows } from '../server/db/rows';
import * as tables from '../server/db/schema/index';
import { createScratchDatabase } from '../server/test/database';
import { addBulkData } from './lists';
import { timeList, type ListTiming } from './list-timing';
import { freshDataDir, serverEnv, startServer } from './server-process';
import { fixed, printTable } from './table';
import { adminToken } from './token';

type Figures = { engine: string; bulkSeconds: number; backfillSeconds: number; keptRows: number; payment: { p50: number; p95: number }; pages: ListTiming[] };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// In process (the server stopped: one process per PGlite folder): the backfill, then payments one after another.
const inProcess = async (env: Record<string, string | undefined>) => {
  const database = await openDatabase(loadConfig(env));
  try {
    const { db } = database;
    const started = performance.now();
    await db.execute(sql`select ledger_refresh(array(select id from students))`);
    const backfillSeconds = (performance.now() - started) / 1000;
    // as after a seed: the rebuild left every old row dead. PGlite has no autovacuum; PostgreSQL's would come within
    // a minute, and until it does the planner counts the dead rows (a parallel scan of 116,000 estimated rows where
    // 51,000 live: 100 ms for the debtors' first page instead of 25), so the bench runs it here on both engines
    await db.execute(sql`vacuum analyze`);
    const [{ rows }] = await queryRows<{ rows: number }>(db, sql`select count(*)::int as rows from ledger_cycles`);
    const enrolments = await queryRows<{ student_id: number; class_id: number; subject_id: number }>(
      db,
      sql`select le.student_id, le.class_id, c.subject_id from ledger_enrolments le join school_classes c on c.id = le.class_id order by random() limit 60`,
    );
    const durations: number[] = [];
    for (const [index, enrolment] of enrolments.entries()) {
      const begun = performance.now();
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(tables.payments)
          .values({ studentId: enrolment.student_id, paymentDate: '2026-01-15', totalAmount: '100.00', createdBy: 'bench' })
          .returning({ id: tables.payments.id });
        await tx.insert(tables.paymentDetails).values({ paymentId: payment.id, classId: enrolment.class_id, subjectId: enrolment.subject_id, amount: '100.00', classCycle: 1, lessonAmount: 8 });
      });
      if (index >= 10) durations.push(performance.now() - begun); // ten to warm up
    }
    durations.sort((a, b) => a - b);
    return { backfillSeconds, keptRows: rows, payment: { p50: percentile(durations, 50), p95: percentile(durations, 95) } };
  } finally {
    await database.close();
  }
};

const firstPages = async (url: string, token: string) => [
  await timeList(url, token, 'Должники, first page', 'debtors-info?_start=0&_end=25', 30, 5),
  await timeList(url, token, 'Должники с суммами, first page', 'debtors-with-amount-info?_start=0&_end=25', 30, 5),
  await timeList(url, token, 'Должники с суммами, footer', 'debtors-with-amount-info/summary', 30, 5, () => ({ rows: 1, total: 1 })),
  await timeList(url, token, 'Перерасчеты, first page', 'recalculations-info?_start=0&_end=25', 30, 5),
  await timeList(url, token, 'Должники, by debt desc', 'debtors-with-amount-info?_start=0&_end=25&_sort=totalDebt&_order=desc', 20, 3),
  await timeList(url, token, 'Должники, search q=иван', 'debtors-info?_start=0&_end=25&q=%D0%B8%D0%B2%D0%B0%D0%BD', 20, 3),
];

const onPglite = async (): Promise<Figures> => {
  const dataDir = freshDataDir();
  try {
    const env = { DATA_DIR: dataDir };
    const first = await startServer(3310, env);
    await first.stop();
    const bulkSeconds = await addBulkData(serverEnv(3310, env));
    const kept = await inProcess(serverEnv(3310, env));
    const token = await adminToken(serverEnv(3310, env));
    const server = await startServer(3310, env);
    try {
      return { engine: 'PGlite', bulkSeconds, ...kept, pages: await firstPages(server.url, token) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const onPostgres = async (adminUrl: string): Promise<Figures> => {
  const scratch = await createScratchDatabase(adminUrl, undefined, 'bench');
  const dataDir = freshDataDir();
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
    const first = await startServer(3311, env);
    await first.stop();
    const bulkSeconds = await addBulkData(serverEnv(3311, env));
    const kept = await inProcess(serverEnv(3311, env));
    const token = await adminToken(serverEnv(3311, env));
    const server = await startServer(3311, env);
    try {
      return { engine: 'PostgreSQL', bulkSeconds, ...kept, pages: await firstPages(server.url, token) };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith(join('bench', 'ledger.ts'))) {
  const figures: Figures[] = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (process.env.LEDGER_ENGINES !== 'postgres') figures.push(await onPglite());
  if (postgresUrl) figures.push(await onPostgres(postgresUrl));
  else console.log('PostgreSQL not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  printTable(
    'Ledger at 20,000 students: seeding with the ledger kept, backfill, a payment with its ledger update',
    ['engine', 'bulk rows added s', 'backfill s', 'kept cycle rows', 'payment p50 ms', 'payment p95 ms'],
    figures.map((row) => [row.engine, fixed(row.bulkSeconds, 0), fixed(row.backfillSeconds, 1), String(row.keptRows), fixed(row.payment.p50, 1), fixed(row.payment.p95, 1)]),
  );
  printTable(
    'Debtors tabs at 20,000 students (goal p95: ≤ 50 ms PostgreSQL, ≤ 150 ms PGlite)',
    ['engine', 'read', 'rows', 'total', 'p50 ms', 'p95 ms'],
    figures.flatMap((row) => row.pages.map((page) => [row.engine, page.label, String(page.rows), String(page.total), fixed(page.medianMs, 1), fixed(page.p95Ms, 1)])),
  );
}
