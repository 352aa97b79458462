import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { StudentGradeRow } from '../../resources/grades';
import { grades, lessons, schoolClasses, students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { anyOf, countedPage, russianOrder, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

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

// The students graded in the outer query's lesson, one lesson at a time (the (lesson, student, type) index
// answers it): rows come from the lessons, so the database sorts the page's pairs, not all the grades.
const gradedStudents = (db: DbOrTx) =>
  db.selectDistinct({ studentId: grades.studentId }).from(grades).where(eq(grades.lessonId, lessons.id)).as('graded');

const pairFields = {
  studentId: students.id,
  studentName: students.name,
  classId: schoolClasses.id,
  className: schoolClasses.name,
  lessonId: lessons.id,
  lessonName: lessons.lessonName,
  lessonDate: lessons.lessonDate,
  lessonNumber: lessons.lessonNumber,
  lessonCycleNumber: lessons.cycleNumber,
};

// Every graded pair that the filters keep, with the fields a row shows.
const gradedPairs = (db: DbOrTx, where: InfoListQuery['where']) => {
  const graded = gradedStudents(db);
  return db
    .select(pairFields)
    .from(lessons)
    .innerJoin(schoolClasses, eq(schoolClasses.id, lessons.classId))
    .innerJoinLateral(graded, sql`true`)
    .innerJoin(students, eq(students.id, graded.studentId))
    .where(where)
    .$dynamic();
};

type Marks = Pick<StudentGradeRow, 'attendanceGrade' | 'classworkGrade' | 'homeworkGrade'>;
const markKey: Record<string, keyof Marks> = { attendance: 'attendanceGrade', classwork: 'classworkGrade', homework: 'homeworkGrade' };

// The three kinds of mark of the listed pairs, read by their lessons and students.
const marksOf = async (db: DbOrTx, pairs: { lessonId: number; studentId: number }[]) => {
  const marks = new Map<string, Marks>();
  if (pairs.length === 0) return marks;
  const lessonIds = [...new Set(pairs.map((pair) => pair.lessonId))];
  const studentIds = [...new Set(pairs.map((pair) => pair.studentId))];
  const found = await db
    .select({ lessonId: grades.lessonId, studentId: grades.studentId, gradeType: grades.gradeType, value: grades.value })
    .from(grades)
    .where(and(anyOf(grades.lessonId, lessonIds), anyOf(grades.studentId, studentIds)));
  for (const grade of found) {
    const key = `${grade.studentId}-${grade.lessonId}`;
    const entry = marks.get(key) ?? { attendanceGrade: null, classworkGrade: null, homeworkGrade: null };
    const kind = markKey[grade.gradeType];
    if (kind) entry[kind] = grade.value;
    marks.set(key, entry);
  }
  return marks;
};

// student-grades-info: one row per student and lesson with the three kinds of mark side by side.
export const listStudentGrades = async (db: DbOrTx, query: InfoListQuery) => {
  const page = gradedPairs(db, query.where).orderBy(...query.orderBy, asc(students.id));
  const countQuery = db.select({ total: count() }).from(gradedPairs(db, query.where).as('graded_pairs'));
  const { total, rows } = await countedPage(query, page, countQuery);
  const marks = await marksOf(db, rows);
  return {
    total,
    rows: rows.map((row): StudentGradeRow => {
      const uniqueKey = `${row.studentId}-${row.lessonId}`;
      return { uniqueKey, ...row, ...(marks.get(uniqueKey) ?? { attendanceGrade: null, classworkGrade: null, homeworkGrade: null }) };
    }),
  };
};
