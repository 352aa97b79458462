import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { vacuumAnalyze } from '../server/db/maintenance';
import type { Db } from '../server/db/types';
import { createScratchDatabase } from '../server/test/database';
import { timeList, type ListTiming } from './list-timing';
import { measureListSql } from './list-sql';
import { freshDataDir, serverEnv, startServer } from './server-process';
import { fixed, printTable } from './table';
import { adminToken } from './token';

// Issue 10: the gradebook's read with 2,000,000 grades in the database. Bulk groups as a centre grows them: 30
// students each, 10 cycles of 8 lessons, every lesson with a homework and all three kinds of grade for every
// student (280 groups × 80 lessons × 30 students × 3 = 2,016,000 grades), one in twelve coloured.
export const GRADEBOOK_BULK = { groups: 280, studentsPerGroup: 30, cycles: 10, lessonsPerCycle: 8 };
const GROUP = 'Нагрузочная группа';
const STUDENT = 'Нагрузочный ученик';
const GROUPS_PER_BATCH = 40;

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export const seedGradebookBulk = async (db: Db) => {
  const { groups, studentsPerGroup, cycles, lessonsPerCycle } = GRADEBOOK_BULK;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into school_classes (name, cycle, lessons_per_cycle, school_year_id, staff_id, subject_id)
      select ${GROUP} || ' ' || g, ${cycles}, ${lessonsPerCycle}, t.school_year_id, t.staff_id, t.subject_id
      from generate_series(1, ${groups}::int) g, (select school_year_id, staff_id, subject_id from school_classes order by id limit 1) t`);
    await tx.execute(sql`insert into students (name) select ${STUDENT} || ' ' || g from generate_series(1, ${groups * studentsPerGroup}::int) g`);
    await tx.execute(sql`insert into student_classes (student_id, class_id, enrollment_date)
      select s.id, c.id, date '2025-09-01' + (s.rn % ${studentsPerGroup})::int
      from (select id, row_number() over (order by id) - 1 as rn from students where name like ${`${STUDENT} %`}) s
      join (select id, row_number() over (order by id) - 1 as rn from school_classes where name like ${`${GROUP} %`}) c on c.rn = s.rn / ${studentsPerGroup}`);
    await tx.execute(sql`insert into lessons (class_id, cycle_number, lesson_number, lesson_name, lesson_date)
      select c.id, cy, n, 'Тема ' || n, date '2024-09-02' + (((cy - 1) * ${lessonsPerCycle} + n) * 7)::int
      from school_classes c, generate_series(1, ${cycles}::int) cy, generate_series(1, ${lessonsPerCycle}::int) n where c.name like ${`${GROUP} %`}`);
    await tx.execute(sql`insert into homeworks (lesson_id, text)
      select l.id, 'Задачи ' || l.lesson_number from lessons l join school_classes c on c.id = l.class_id where c.name like ${`${GROUP} %`}`);
  });
  const groupIds = (await rowsOf<{ id: number }>(db, sql`select id from school_classes where name like ${`${GROUP} %`} order by id`)).map((row) => row.id);
  for (let start = 0; start < groupIds.length; start += GROUPS_PER_BATCH) {
    const batch = groupIds.slice(start, start + GROUPS_PER_BATCH);
    await db.execute(sql`insert into grades (lesson_id, student_id, grade_type, value, color)
      select l.id, sc.student_id, t.kind,
        case when t.kind = 'attendance' then case when (l.id + sc.student_id) % 10 = 0 then '-' else '+' end else (3 + (l.id + sc.student_id) % 3)::text end,
        case when (l.id * 7 + sc.student_id) % 12 = 0 then '#52c41a' end
      from lessons l join student_classes sc on sc.class_id = l.class_id
      cross join (values ('attendance'), ('classwork'), ('homework')) t(kind)
      where l.class_id = any(${sql.param(batch)}::int[])`);
  }
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from grades`);
  return { classId: groupIds[Math.floor(groupIds.length / 2)], totalGrades: total };
};

// The read's heaviest statement as readGradebook runs it, explained: the index it takes says whether one is missing.
const gradesPlan = async (db: Db, classId: number) => {
  const lessonIds = (await rowsOf<{ id: number }>(db, sql`select id from lessons where class_id = ${classId} and cycle_number = 5`)).map((row) => row.id);
  const studentIds = (await rowsOf<{ student_id: number }>(db, sql`select student_id from student_classes where class_id = ${classId}`)).map((row) => row.student_id);
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(
    db,
    sql`explain analyze select g.id, g.student_id, g.lesson_id, g.grade_type, g.value, g.color from grades g
      where g.lesson_id = any(${sql.param(lessonIds)}::int[]) and g.student_id = any(${sql.param(studentIds)}::int[])`,
  );
  return plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n');
};

// A gradebook answers an object: its rows are its grades.
const countGrades = (body: string) => ({ rows: (JSON.parse(body) as { grades?: unknown[] }).grades?.length ?? 0, total: 0 });

export type GradebookRow = { engine: string; http: ListTiming; sqlP95?: number; statements?: number; totalGrades: number; seedSeconds: number };

const paths = (classId: number) =>
  [
    ['gradebook, cycle 5 (30 students × 8 lessons)', `gradebook?schoolClassId=${classId}&cycle=5&isOnlyPresentStudents=true`],
    ['gradebook, current cycle, everyone', `gradebook?schoolClassId=${classId}&isOnlyPresentStudents=false`],
    ['available cycles', `available-cycles/${classId}`],
  ] as const;

// One engine: the demo centre, then the bulk groups added while the server is stopped (PGlite's folder is one
// process's), then the reads over HTTP and the same statements replayed in process.
export const benchGradebookOn = async (engine: string, env: Record<string, string>, port: number): Promise<GradebookRow[]> => {
  const first = await startServer(port, env);
  await first.stop();
  const started = Date.now();
  const database = await openDatabase(loadConfig(serverEnv(port, env)));
  let seeded: Awaited<ReturnType<typeof seedGradebookBulk>>;
  try {
    seeded = await seedGradebookBulk(database.db);
    await vacuumAnalyze(database);
    console.log(`\n${engine}: the plan of the read's grades statement (cycle 5 of a bulk group)\n${await gradesPlan(database.db, seeded.classId)}`);
  } finally {
    await database.close();
  }
  const seedSeconds = (Date.now() - started) / 1000;
  const token = await adminToken(serverEnv(port, env));
  const server = await startServer(port, env);
  const http: ListTiming[] = [];
  try {
    for (const [label, path] of paths(seeded.classId)) http.push(await timeList(server.url, token, label, path, 30, 5, countGrades));
  } finally {
    await server.stop();
  }
  const replay = await measureListSql(serverEnv(port, env), http);
  return http.map((timing) => {
    const sqlTiming = replay.find((row) => row.path === timing.path);
    return { engine, http: timing, sqlP95: sqlTiming?.p95Ms, statements: sqlTiming?.statements, totalGrades: seeded.totalGrades, seedSeconds };
  });
};

export const printGradebookRows = (rows: GradebookRow[]) =>
  printTable(
    `Gradebook reads with ${rows.map((row) => `${row.engine} ${row.totalGrades.toLocaleString('en')} grades (bulk seeded in ${fixed(row.seedSeconds, 0)} s)`).filter((text, index, all) => all.indexOf(text) === index).join(', ')}: p95 over HTTP against the same SQL in process (goal ≤ 2×)`,
    ['engine', 'read', 'grades in answer', 'body kB', 'HTTP median ms', 'HTTP p95 ms', 'statements', 'SQL p95 ms', 'ratio'],
    rows.map((row) => [
      row.engine,
      row.http.label,
      String(row.http.rows),
      fixed(row.http.bytes / 1000),
      fixed(row.http.medianMs, 1),
      fixed(row.http.p95Ms, 1),
      String(row.statements ?? 'n/a'),
      row.sqlP95 === undefined ? 'n/a' : fixed(row.sqlP95, 1),
      row.sqlP95 ? `${(row.http.p95Ms / row.sqlP95).toFixed(2)}×` : 'n/a',
    ]),
  );

// PGlite in a fresh folder, and PostgreSQL in a scratch database when a server is named.
export const benchGradebook = async (port: number, postgresUrl: string | undefined) => {
  const rows: GradebookRow[] = [];
  if (process.env.GRADEBOOK_ENGINES !== 'postgres') {
    const dataDir = freshDataDir();
    try {
      rows.push(...(await benchGradebookOn('PGlite', { DATA_DIR: dataDir }, port)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (postgresUrl) {
    const scratch = await createScratchDatabase(postgresUrl, undefined, 'bench');
    const dataDir = freshDataDir();
    try {
      rows.push(...(await benchGradebookOn('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, port)));
    } finally {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printGradebookRows(rows);
  return rows;
};

// `npx tsx bench/gradebook.ts`: the gradebook alone (GRADEBOOK_BENCH_PORT, default 3323; PostgreSQL too with
// BENCH_DATABASE_URL or TEST_DATABASE_URL; GRADEBOOK_ENGINES=postgres leaves PGlite out).
if (process.argv[1]?.endsWith(join('bench', 'gradebook.ts'))) {
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the start`);
  await benchGradebook(Number(process.env.GRADEBOOK_BENCH_PORT ?? 3323), process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
  console.log(`\nload average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the end (2 cores, shared)`);
}
