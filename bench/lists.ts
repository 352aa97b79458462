import { loadConfig } from '../server/config';
import { vacuumAnalyze } from '../server/db/maintenance';
import { openDatabase } from '../server/db/client';
import { students } from '../server/db/schema/index';
import { seedBulkApplications } from '../server/seed/bulk-applications';
import { seedBulkGrades } from '../server/seed/bulk-grades';
import { seedBulkPayments } from '../server/seed/bulk-payments';
import { seedBulkStudents } from '../server/seed/students';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase } from '../server/test/database';
import { measureListSql } from './list-sql';
import { measureReports, seedBulkExpenses } from './reports';
import { timeList, type ListTiming } from './list-timing';
import { freshDataDir, serverEnv, startServer } from './server-process';
import { fixed, printTable } from './table';
import { adminToken } from './token';

export const BULK = { students: 20_000, applications: 20_000, grades: 200_000, payments: 200_000, expenses: 50_000 };

const firstPage = (list: string, sort: string) => `${list}?_start=0&_end=25&_sort=${sort}&_order=asc`;
export const groupsPage = 'teacher-sheets-info?_start=0&_end=36'; // what the groups list asks for (useGroupList)

// The lists at demo size: the groups with their students, both parents tables, the whole students and applications.
export const measureDemoLists = async (base: string, token: string): Promise<ListTiming[]> => [
  await timeList(base, token, 'groups, first page of cards (with their students)', groupsPage, 30, 5),
  await timeList(base, token, 'parents of students, whole', 'parents-info', 30, 5),
  await timeList(base, token, 'parents of applications, whole', 'client-parents-info', 30, 5),
  await timeList(base, token, 'students, whole', 'students-info', 20, 3),
  await timeList(base, token, 'applications, whole', 'clients-info', 20, 3),
];

// The students and applications lists at bulk size: a page of 25 by name, and the whole list.
export const measureBulkLists = async (base: string, token: string): Promise<ListTiming[]> => [
  await timeList(base, token, 'students, first page', firstPage('students-info', 'studentName'), 30, 5),
  await timeList(base, token, 'applications, first page', firstPage('clients-info', 'clientName'), 30, 5),
  await timeList(base, token, 'students, search q=иван page', 'students-info?_start=0&_end=25&q=%D0%B8%D0%B2%D0%B0%D0%BD', 20, 3),
  await timeList(base, token, 'groups, first page of cards (with their students)', groupsPage, 20, 3),
  await timeList(base, token, 'groups, whole (with their students)', 'teacher-sheets-info', 10, 2),
  await timeList(base, token, 'parents of students, page', firstPage('parents-info', 'parentName'), 20, 3),
  await timeList(base, token, 'grades, first page', 'student-grades-info?_start=0&_end=25', 20, 3),
  await timeList(base, token, 'grades of one student, page', 'student-grades-info?_start=0&_end=25&studentId=1', 20, 3),
  await timeList(base, token, 'students, whole', 'students-info', 7, 1),
  await timeList(base, token, 'applications, whole', 'clients-info', 7, 1),
  ...(await measureMoneyLists(base, token)),
  ...(await measureReports(base, token)),
];

// Issue 8: every list and report of the payments area, at 200,000 payments (group 1 and student 1 are demo rows).
const measureMoneyLists = async (base: string, token: string): Promise<ListTiming[]> => [
  await timeList(base, token, 'payments, first page', 'payments-info?_start=0&_end=25', 20, 3),
  await timeList(base, token, 'payments, search q=иван page', 'payments-info?_start=0&_end=25&q=%D0%B8%D0%B2%D0%B0%D0%BD', 20, 3),
  await timeList(base, token, 'payment details, first page', 'payment-details-info?_start=0&_end=25', 20, 3),
  await timeList(base, token, 'payment details of one student', 'payment-details-info/student/1', 20, 3),
  await timeList(base, token, 'groups open for payment of a student', 'student-classes-for-payment-info/1', 20, 3),
  await timeList(base, token, 'payments by cycle, one group, 2 cycles', 'payment-details-for-2-cycles-info/1?_start=0&_end=100', 20, 3),
  await timeList(base, token, 'payments by cycle, one group, all cycles', 'payment-details-for-all-cycles/1?_start=0&_end=100', 20, 3),
  await timeList(base, token, 'payments by cycle, all groups', 'payments-by-cycle?cycle=1&schoolYearCategory=ABOVE_4TH_GRADE', 20, 3),
  // issue 22: a page of each debtors tab from the kept state (bench/ledger.ts times them with the ledger's own figures)
  await timeList(base, token, 'debtors, first page', 'debtors-info?_start=0&_end=25', 20, 3),
  await timeList(base, token, 'debtors with amounts, first page', 'debtors-with-amount-info?_start=0&_end=25', 20, 3),
  await timeList(base, token, 'recalculations, first page', 'recalculations-info?_start=0&_end=25', 20, 3),
];

// Adds the bulk students, applications, grades and payments to the database that `env` describes (the server must be stopped
// on PGlite: one process per folder), then VACUUM ANALYZE as after a seed. Answers the seconds it took.
export const addBulkData = async (env: Record<string, string | undefined>) => {
  const started = Date.now();
  const database = await openDatabase(loadConfig(env));
  try {
    await seedBulkStudents(database.db, BULK.students);
    await seedBulkApplications(database.db, BULK.applications);
    await seedBulkGrades(database.db, BULK.grades);
    await seedBulkPayments(database.db, BULK.payments);
    await seedBulkExpenses(database.db, BULK.expenses);
    await vacuumAnalyze(database);
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1000;
};

export type ListRatio = { engine: string; label: string; statements: number | undefined; httpP95: number; sqlP95: number | undefined };

// The bulk lists over HTTP against their own SQL in process, as rows of the ratio table.
const ratios = (engine: string, bulk: ListTiming[], sql: Awaited<ReturnType<typeof measureListSql>>): ListRatio[] =>
  bulk.map((row) => {
    const replay = sql.find((timing) => timing.path === row.path);
    return { engine, label: row.label, statements: replay?.statements, httpP95: row.p95Ms, sqlP95: replay?.p95Ms };
  });

export const printRatios = (rows: ListRatio[]) =>
  printTable(
    'List routes at bulk size: p95 over HTTP (the server process) against the same SQL replayed in process (goal: ≤ 2×)',
    ['engine', 'list', 'statements', 'HTTP p95 ms', 'SQL p95 ms', 'ratio'],
    rows.map((row) => [
      row.engine,
      row.label,
      String(row.statements ?? 'n/a'),
      fixed(row.httpP95, 1),
      row.sqlP95 === undefined ? 'n/a' : fixed(row.sqlP95, 1),
      row.sqlP95 ? `${(row.httpP95 / row.sqlP95).toFixed(2)}×` : 'n/a',
    ]),
  );

const PORT = 3323;

const studentCount = async (env: Record<string, string | undefined>) => {
  const database = await openDatabase(loadConfig(env));
  try {
    return await database.db.$count(students);
  } finally {
    await database.close();
  }
};
const SEEDED = 'bulk-seeded';

// The list part of `npm run bench` alone (`npx tsx bench/lists.ts`): no build, no page loads. To time again without
// seeding again, LISTS_DATA_DIR keeps the bulk PGlite folder and LISTS_DATABASE_URL names a PostgreSQL database
// seeded by an earlier run (created empty beforehand: `createdb`); both are seeded on their first run.
const listsOnPglite = async (): Promise<ListRatio[]> => {
  const kept = process.env.LISTS_DATA_DIR;
  const dataDir = kept ?? freshDataDir();
  try {
    const env = { DATA_DIR: dataDir };
    if (!existsSync(join(dataDir, SEEDED))) {
      const first = await startServer(PORT, env);
      await first.stop();
      console.log(`PGlite: bulk rows added in ${fixed(await addBulkData(serverEnv(PORT, env)), 0)} s`);
      writeFileSync(join(dataDir, SEEDED), '');
    }
    const token = await adminToken(serverEnv(PORT, env));
    const server = await startServer(PORT, env);
    let bulk: ListTiming[];
    try {
      bulk = await measureBulkLists(server.url, token);
    } finally {
      await server.stop();
    }
    return ratios('PGlite', bulk, await measureListSql(serverEnv(PORT, env), bulk));
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
};

const listsOnPostgres = async (adminUrl: string): Promise<ListRatio[]> => {
  const kept = process.env.LISTS_DATABASE_URL;
  const scratch = kept ? undefined : await createScratchDatabase(adminUrl, undefined, 'bench');
  const dataDir = freshDataDir();
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: kept ?? scratch!.url };
    const server = await startServer(PORT, env);
    try {
      const token = await adminToken(serverEnv(PORT, env));
      if ((await studentCount(serverEnv(PORT, env))) < BULK.students) {
        console.log(`PostgreSQL: bulk rows added in ${fixed(await addBulkData(serverEnv(PORT, env)), 0)} s`);
      }
      const bulk = await measureBulkLists(server.url, token);
      return ratios('PostgreSQL', bulk, await measureListSql(serverEnv(PORT, env), bulk));
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith(join('bench', 'lists.ts'))) {
  const rows = await listsOnPglite();
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) rows.push(...(await listsOnPostgres(postgresUrl)));
  else console.log('PostgreSQL not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  printRatios(rows);
}
