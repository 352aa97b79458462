import { asc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import * as tables from '../server/db/schema/index';
import type { Db, Tx } from '../server/db/types';
import { createRandom } from '../server/seed/random';
import { seedBulkPayments } from '../server/seed/bulk-payments';
import { reportsOf } from '../server/services/report-sums-check';
import { createScratchDatabase } from '../server/test/database';
import { measureListSql } from './list-sql';
import { timeList, type ListTiming } from './list-timing';
import { freshDataDir, serverEnv, startServer } from './server-process';
import { fixed } from './table';
import { adminToken } from './token';

// Issue 9: the owner reports at bulk size (200,000 payments from Money I's bench, 50,000 expenses here).

const BATCH = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = 3;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const amountOf = (kopecks: number) => `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

type Column = [column: PgColumn, type: 'int' | 'date' | 'numeric' | 'text' | 'bool', values: unknown[]];

// One INSERT of many rows, one array parameter per column (as server/seed/bulk-payments.ts does).
const insertColumns = async (tx: Tx, table: PgTable, columns: Column[]) => {
  const names = sql.join(columns.map(([column]) => sql.identifier(column.name)), sql`, `);
  const arrays = sql.join(columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`), sql`, `);
  await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
};

// n more expenses over the last three years: every type and payment type, a third of them for a group, its teacher
// and a cycle, one in twenty archived. The same rows for the same seed and day.
export const seedBulkExpenses = async (db: Db, n: number, seed = 500_000) => {
  const random = createRandom(seed);
  const now = Date.now();
  return db.transaction(async (tx) => {
    const types = (await tx.select({ id: tables.expenseTypes.id }).from(tables.expenseTypes).orderBy(asc(tables.expenseTypes.id))).map((row) => row.id);
    const payTypes = (await tx.select({ id: tables.expensePaymentTypes.id }).from(tables.expensePaymentTypes)).map((row) => row.id);
    const groups = await tx.select({ id: tables.schoolClasses.id, staffId: tables.schoolClasses.staffId }).from(tables.schoolClasses);
    if (types.length === 0 || payTypes.length === 0) return 0;
    let added = 0;
    while (added < n) {
      const rows = Array.from({ length: Math.min(BATCH, n - added) }, () => {
        const group = groups.length > 0 && random.chance(0.33) ? random.pick(groups) : null;
        return {
          day: isoDay(now - random.integer(0, YEARS * 365) * DAY_MS),
          amount: amountOf(random.integer(100, 5_000_000)),
          cycle: group ? random.integer(1, 10) : null,
          type: random.pick(types),
          payType: random.pick(payTypes),
          staff: group?.staffId ?? null,
          group: group?.id ?? null,
          archived: random.chance(0.05),
        };
      });
      await insertColumns(tx, tables.expenses, [
        [tables.expenses.expenseDate, 'date', rows.map((row) => row.day)],
        [tables.expenses.totalAmount, 'numeric', rows.map((row) => row.amount)],
        [tables.expenses.cycleNumber, 'int', rows.map((row) => row.cycle)],
        [tables.expenses.expenseTypeId, 'int', rows.map((row) => row.type)],
        [tables.expenses.expensePaymentTypeId, 'int', rows.map((row) => row.payType)],
        [tables.expenses.staffId, 'int', rows.map((row) => row.staff)],
        [tables.expenses.schoolClassId, 'int', rows.map((row) => row.group)],
        [tables.expenses.paid, 'bool', rows.map(() => true)],
        [tables.expenses.isArchived, 'bool', rows.map((row) => row.archived)],
        [tables.expenses.createdBy, 'text', rows.map(() => 'bench')],
      ]);
      added += rows.length;
    }
    await tx.execute(sql`analyze expenses`);
    return added;
  });
};

// The eleven report routes as the screens ask them: the last three years (every bulk row), the types narrowed to
// two where the route takes them (the drawer's filter: the `exists` and `any` paths), profit by group of cycle 1.
export const reportPaths = (descriptorIds: string, expenseTypeIds: string, today = new Date()) => {
  const range = `startDate=${isoDay(today.getTime() - YEARS * 365 * DAY_MS)}&endDate=${isoDay(today.getTime())}`;
  const payments = `${range}&paymentDescriptorIds=${descriptorIds}`;
  const both = `${payments}&expenseTypeIds=${expenseTypeIds}`;
  return [
    ['expenses by month', `owner/expenses/monthly-summary?${range}&expenseTypeIds=${expenseTypeIds}`],
    ['expenses by cycle', `owner/expenses/cycle-summary?${range}`],
    ['income by subject', `owner/payments/monthly-summary-by-subject?${range}`],
    ['income by teacher, 2 types', `owner/payments/monthly-summary-by-teacher?${payments}`],
    ['income by group', `owner/payments/monthly-summary-by-school-class?${range}`],
    ['income by group and cycle', `owner/payments/summary-by-class-and-cycle?${range}`],
    ['profit by subject', `owner/profit/summary-by-subject-chart?${range}`],
    ['profit by teacher, both filters', `owner/profit/summary-by-teacher-chart?${both}`],
    ['profit by group', `owner/profit/summary-by-school-class-chart?${range}`],
    ['profit by cycle and group', `owner/profit/summary-by-cycle-and-school-class?${range}`],
    ['profit by group, cycle 1', 'owner/profit-by-cycle/1'],
  ] as const;
};

// Sequential GETs of each report with an admin token (the list bench's timing: warm-up, then the runs).
// The first two payment types and expense types of a fresh database (ids 1 and 2: the seeded reference lists).
export const measureReports = async (base: string, token: string, runs = 20): Promise<ListTiming[]> => {
  const timings: ListTiming[] = [];
  for (const [label, path] of reportPaths('1,2', '1,2')) timings.push(await timeList(base, token, `report: ${label}`, path, runs, 3));
  return timings;
};

const addReportData = async (env: Record<string, string | undefined>, payments: number, expenses: number) => {
  const started = Date.now();
  const database = await openDatabase(loadConfig(env));
  try {
    await seedBulkPayments(database.db, payments);
    await seedBulkExpenses(database.db, expenses);
    // on both engines: PGlite has no autovacuum, and PostgreSQL's would come only after the bulk rows, so until then
    // the planner reads the kept sums and the range's edges with the statistics of an empty history (bench/ledger.ts)
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1000;
};

type Row = { engine: string; http: ListTiming; sqlP95?: number; statements?: number };

// Issue 22: each report read in process both ways, from the kept monthly sums (as the routes read it now) and from
// the history alone (as before), over the screens' range (reportPaths: three years to today, parts of months at
// both ends) with every type: p50 and p95 ms of each, and whether the two answers are the same.
type SourceTiming = { report: string; kept: { p50: number; p95: number }; history: { p50: number; p95: number }; same: boolean };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const timeCalls = async (call: () => Promise<unknown>, runs: number) => {
  const durations: number[] = [];
  let answer = '';
  for (let index = 0; index < runs + 2; index += 1) {
    const started = performance.now();
    answer = JSON.stringify(await call());
    if (index >= 2) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), answer };
};

export const timeSources = async (env: Record<string, string | undefined>, runs = 10, today = new Date()): Promise<SourceTiming[]> => {
  const database = await openDatabase(loadConfig(env));
  try {
    const query = { startDate: isoDay(today.getTime() - YEARS * 365 * DAY_MS), endDate: isoDay(today.getTime()) };
    const kept = reportsOf(database.db, query, 'kept');
    const history = reportsOf(database.db, query, 'history');
    const timings: SourceTiming[] = [];
    for (const report of Object.keys(kept) as (keyof typeof kept)[]) {
      const [fromKept, fromHistory] = [await timeCalls(kept[report], runs), await timeCalls(history[report], runs)];
      timings.push({ report, kept: fromKept, history: fromHistory, same: fromKept.answer === fromHistory.answer });
    }
    const started = performance.now();
    await database.db.execute(sql`select report_sums_rebuild()`);
    timings.push({ report: 'report_sums_rebuild() (the backfill)', kept: { p50: performance.now() - started, p95: Number.NaN }, history: { p50: Number.NaN, p95: Number.NaN }, same: true });
    return timings;
  } finally {
    await database.close();
  }
};

export const printSources = (engine: string, timings: SourceTiming[]) => {
  console.log(`\n${engine}: report | kept p50 ms | kept p95 ms | history p50 ms | history p95 ms | same answer (goal kept ≤ 100 ms)`);
  for (const row of timings) console.log([row.report, fixed(row.kept.p50, 1), fixed(row.kept.p95, 1), fixed(row.history.p50, 1), fixed(row.history.p95, 1), row.same ? 'yes' : 'NO'].join(' | '));
};

const printRows = (rows: Row[]) => {
  console.log('\nengine | report | rows | HTTP median ms | HTTP p95 ms | statements | SQL p95 ms | ratio (goal ≤ 2×)');
  for (const row of rows) {
    const ratio = row.sqlP95 ? `${(row.http.p95Ms / row.sqlP95).toFixed(2)}×` : 'n/a';
    console.log(
      [row.engine, row.http.label, row.http.rows, fixed(row.http.medianMs, 1), fixed(row.http.p95Ms, 1), row.statements ?? 'n/a', row.sqlP95 === undefined ? 'n/a' : fixed(row.sqlP95, 1), ratio].join(' | '),
    );
  }
};

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const SEEDED = 'reports-seeded';

// `npx tsx bench/reports.ts`: the reports alone, on PGlite (and PostgreSQL with BENCH_DATABASE_URL or
// TEST_DATABASE_URL), without the build, the page loads or the other bulk rows. REPORTS_PAYMENTS and
// REPORTS_EXPENSES make it smaller (a smoke run); REPORTS_DATA_DIR keeps the seeded PGlite folder for another run.
const onEngine = async (engine: string, env: Record<string, string>, payments: number, expenses: number, fresh: boolean): Promise<Row[]> => {
  const first = await startServer(PORT, env);
  await first.stop();
  if (fresh) console.log(`${engine}: ${payments} payments and ${expenses} expenses added in ${fixed(await addReportData(serverEnv(PORT, env), payments, expenses), 0)} s`);
  const token = await adminToken(serverEnv(PORT, env));
  const server = await startServer(PORT, env);
  let http: ListTiming[];
  try {
    http = await measureReports(server.url, token);
  } finally {
    await server.stop();
  }
  const replay = await measureListSql(serverEnv(PORT, env), http);
  printSources(engine, await timeSources(serverEnv(PORT, env)));
  return http.map((timing) => {
    const sqlTiming = replay.find((row) => row.path === timing.path);
    return { engine, http: timing, sqlP95: sqlTiming?.p95Ms, statements: sqlTiming?.statements };
  });
};

if (process.argv[1]?.endsWith(join('bench', 'reports.ts'))) {
  const payments = Number(process.env.REPORTS_PAYMENTS ?? 200_000);
  const expenses = Number(process.env.REPORTS_EXPENSES ?? 50_000);
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the start`);
  const kept = process.env.REPORTS_DATA_DIR;
  const rows: Row[] = [];
  // REPORTS_ENGINES=postgres leaves PGlite out (the heavier of the two on a shared machine)
  if (process.env.REPORTS_ENGINES !== 'postgres') {
    const dataDir = kept ?? freshDataDir();
    try {
      const fresh = !existsSync(join(dataDir, SEEDED));
      rows.push(...(await onEngine('PGlite', { DATA_DIR: dataDir }, payments, expenses, fresh)));
      writeFileSync(join(dataDir, SEEDED), '');
    } finally {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const scratch = await createScratchDatabase(postgresUrl, undefined, 'bench');
    const pgDir = freshDataDir();
    try {
      rows.push(...(await onEngine('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: scratch.url }, payments, expenses, true)));
    } finally {
      await scratch.drop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  printRows(rows);
  console.log(`\nload average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the end (2 cores, shared)`);
}
