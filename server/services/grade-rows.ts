import { asc, count, eq, sql } from 'drizzle-orm';
import type { StudentGradeRow } from '../../resources/grades';
import { grades, lessons, schoolClasses, students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { countedPage, russianOrder, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

const gradeOf = (type: string) => sql<string | null>`max(${grades.value}) filter (where ${grades.gradeType} = ${type})`;

// docs/api-core.md "Grades". Every field filters on plain columns, so the filter applies before grouping.
export const gradeListSpec: InfoListSpec = {
  id: lessons.id,
  fields: {
    studentId: students.id,
    studentName: students.name,
    classId: schoolClasses.id,
    className: schoolClasses.name,
    lessonName: lessons.lessonName,
    lessonDate: lessons.lessonDate,
    lessonNumber: lessons.lessonNumber,
    lessonCycleNumber: lessons.cycleNumber,
  },
  search: [students.name, schoolClasses.name, lessons.lessonName],
  defaultOrder: [sql`${lessons.lessonDate} desc nulls last`, russianOrder(schoolClasses.name), asc(lessons.lessonNumber), russianOrder(students.name)],
};

const gradeRows = (db: DbOrTx) =>
  db
    .select({
      studentId: students.id,
      studentName: students.name,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      lessonId: lessons.id,
      lessonName: lessons.lessonName,
      lessonDate: lessons.lessonDate,
      lessonNumber: lessons.lessonNumber,
      lessonCycleNumber: lessons.cycleNumber,
      attendanceGrade: gradeOf('attendance'),
      classworkGrade: gradeOf('classwork'),
      homeworkGrade: gradeOf('homework'),
    })
    .from(grades)
    .innerJoin(lessons, eq(lessons.id, grades.lessonId))
    .innerJoin(students, eq(students.id, grades.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, lessons.classId))
    .$dynamic();

// student-grades-info: one row per student and lesson with the three kinds of mark side by side.
export const listStudentGrades = async (db: DbOrTx, query: InfoListQuery) => {
  const grouped = gradeRows(db)
    .where(query.where)
    .groupBy(students.id, schoolClasses.id, lessons.id);
  const countQuery = db.select({ total: count() }).from(grouped.as('grade_rows'));
  const { total, rows } = await countedPage(query, grouped.orderBy(...query.orderBy, asc(students.id)), countQuery);
  return {
    total,
    rows: rows.map((row): StudentGradeRow => ({ uniqueKey: `${row.studentId}-${row.lessonId}`, ...row })),
  };
};

