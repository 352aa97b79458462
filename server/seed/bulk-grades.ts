import { asc, isNotNull, sql } from 'drizzle-orm';
import * as tables from '../db/schema/index';
import type { Db } from '../db/types';
import { createRandom } from './random';

const BATCH = 2000;
const marks = ['5', '5', '4', '4', '4', '3'];

// For benchmarks: n more grades on top of the demo centre — every held lesson gets attendance marks of a run of
// students (the bulk ones included), some with a classwork mark, until there are n. Pairs never repeat, so the
// (lesson, student, type) key holds. Answers the number of grades added.
export const seedBulkGrades = async (db: Db, n: number, seed = 200_000) => {
  const random = createRandom(seed);
  return db.transaction(async (tx) => {
    const lessons = (
      await tx.select({ id: tables.lessons.id }).from(tables.lessons).where(isNotNull(tables.lessons.lessonDate)).orderBy(asc(tables.lessons.id))
    ).map((row) => row.id);
    const students = (await tx.select({ id: tables.students.id }).from(tables.students).orderBy(asc(tables.students.id))).map((row) => row.id);
    const taken = new Set(
      (await tx.select({ lessonId: tables.grades.lessonId, studentId: tables.grades.studentId }).from(tables.grades)).map(
        (row) => `${row.lessonId}-${row.studentId}`,
      ),
    );
    if (lessons.length === 0 || students.length === 0) return 0;
    const rows: (typeof tables.grades.$inferInsert)[] = [];
    let added = 0;
    for (let round = 0; added < n && round < students.length; round += 1) {
      for (const lessonId of lessons) {
        if (added >= n) break;
        const studentId = students[(round * 7919 + lessonId) % students.length];
        const pair = `${lessonId}-${studentId}`;
        if (taken.has(pair)) continue;
        taken.add(pair);
        rows.push({ lessonId, studentId, gradeType: 'attendance', value: random.chance(0.85) ? '+' : '-', color: null });
        added += 1;
        if (added < n && random.chance(0.3)) {
          rows.push({ lessonId, studentId, gradeType: 'classwork', value: random.pick(marks), color: null });
          added += 1;
        }
      }
    }
    for (let start = 0; start < rows.length; start += BATCH) await tx.insert(tables.grades).values(rows.slice(start, start + BATCH));
    await tx.execute(sql`analyze grades`);
    return added;
  });
};
