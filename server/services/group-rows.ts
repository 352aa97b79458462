import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ArchivedGroupRow, GroupRow } from '../../resources/groups';
import { schoolClasses, schoolYears, staff, studentClasses, students, subjectPricing, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { byRussianName, russianOrder } from '../lib/info-list';

const groupColumns = {
  classId: schoolClasses.id,
  className: schoolClasses.name,
  classCycle: schoolClasses.cycle,
  numberOfLessonsPerCycle: schoolClasses.lessonsPerCycle,
  schoolYearId: schoolYears.id,
  schoolYearDescription: schoolYears.description,
  teacherId: staff.id,
  teacherName: staff.name,
  subjectPricingId: subjectPricing.id,
  subjectPricingName: subjectPricing.name,
  subjectId: subjects.id,
  subjectName: subjects.name,
  color: schoolClasses.color,
  isArchived: schoolClasses.isArchived,
  sheetUrl: schoolClasses.sheetUrl,
  teacherSheetId: schoolClasses.teacherSheetId,
};

const fromGroups = <Extra extends Record<string, SQL>>(db: DbOrTx, extra: Extra) =>
  db
    .select({ ...groupColumns, ...extra })
    .from(schoolClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, schoolClasses.schoolYearId))
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .$dynamic();

const byStudentName = byRussianName((row: { studentName: string }) => row.studentName);

type EnrolledStudent = { studentId: number; studentName: string };

// Active enrolments of students who are not archived, as one JSON text per group: the groups and their
// students come in one query (a query per group, or a second flat query, cost PGlite far more).
const enrolledJson = sql<string>`(select coalesce(json_agg(json_build_object('studentId', ${students.id}, 'studentName', ${students.name})), '[]')::text
  from ${studentClasses} join ${students} on ${students.id} = ${studentClasses.studentId}
  where ${studentClasses.classId} = ${schoolClasses.id} and ${studentClasses.isArchived} = false and ${students.isArchived} = false)`;

// by name in Russian order, then id (the ICU sort of many short lists is faster in JS than in PGlite)
const enrolledOf = (json: string) =>
  (JSON.parse(json) as EnrolledStudent[]).sort((left, right) => byStudentName(left, right) || left.studentId - right.studentId);

const readGroups = async (db: DbOrTx, where: SQL): Promise<GroupRow[]> => {
  const rows = await fromGroups(db, { enrolledJson }).where(where).orderBy(russianOrder(schoolClasses.name), asc(schoolClasses.id));
  return rows.map((row) => ({
    classId: row.classId,
    className: row.className,
    classCycle: row.classCycle,
    numberOfLessonsPerCycle: row.numberOfLessonsPerCycle,
    schoolYear: { id: row.schoolYearId, description: row.schoolYearDescription },
    teacher: { teacherId: row.teacherId, teacherName: row.teacherName },
    subjectPricing:
      row.subjectPricingId === null ? null : { id: row.subjectPricingId, name: row.subjectPricingName ?? '' },
    subject: { subjectId: row.subjectId, subjectName: row.subjectName },
    color: row.color,
    isArchived: row.isArchived,
    sheetUrl: row.sheetUrl,
    teacherSheetId: row.teacherSheetId,
    enrolledStudents: enrolledOf(row.enrolledJson),
  }));
};

export const listGroups = (db: DbOrTx) => readGroups(db, eq(schoolClasses.isArchived, false));

export const readGroup = async (db: DbOrTx, classId: number): Promise<GroupRow> => {
  const [group] = await readGroups(db, eq(schoolClasses.id, classId));
  if (!group) throw new NotFoundError('Группа не найдена');
  return group;
};

// teacher-sheets-archive-info (operations.md §3 "Archived group").
export const listArchivedGroups = async (db: DbOrTx): Promise<ArchivedGroupRow[]> =>
  (await fromGroups(db, {}).where(eq(schoolClasses.isArchived, true)).orderBy(russianOrder(schoolClasses.name), asc(schoolClasses.id))).map(
    (row) => ({
      classId: row.classId,
      className: row.className,
      classCycle: row.classCycle,
      schoolYearId: row.schoolYearId,
      schoolYearDescription: row.schoolYearDescription,
      teacherId: row.teacherId,
      teacherName: row.teacherName,
      sheetUrl: row.sheetUrl,
      teacherSheetId: row.teacherSheetId,
      isArchived: row.isArchived,
    }),
  );

