import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ArchivedGroupRow, GroupRow } from '../../resources/groups';
import { schoolClasses, schoolYears, staff, studentClasses, students, subjectPricing, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { anyOf, byRussianName, russianOrder } from '../routes/info-list';

const fromGroups = (db: DbOrTx) =>
  db
    .select({
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
    })
    .from(schoolClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, schoolClasses.schoolYearId))
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .$dynamic();

const byStudentName = byRussianName((row: { studentName: string }) => row.studentName);

// Active enrolments of students who are not archived, by name: one query for all the groups.
const enrolledStudents = async (db: DbOrTx, classIds: number[]) => {
  const rows = await db
    .select({ classId: studentClasses.classId, studentId: students.id, studentName: students.name })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .where(and(anyOf(studentClasses.classId, classIds), eq(studentClasses.isArchived, false), eq(students.isArchived, false)));
  rows.sort((left, right) => byStudentName(left, right) || left.studentId - right.studentId);
  const byClass = new Map<number, { studentId: number; studentName: string }[]>();
  for (const { classId, ...student } of rows) byClass.set(classId, [...(byClass.get(classId) ?? []), student]);
  return byClass;
};

const readGroups = async (db: DbOrTx, where: SQL): Promise<GroupRow[]> => {
  const rows = await fromGroups(db).where(where).orderBy(russianOrder(schoolClasses.name), asc(schoolClasses.id));
  if (rows.length === 0) return [];
  const enrolled = await enrolledStudents(
    db,
    rows.map((row) => row.classId),
  );
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
    enrolledStudents: enrolled.get(row.classId) ?? [],
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
  (await fromGroups(db).where(eq(schoolClasses.isArchived, true)).orderBy(russianOrder(schoolClasses.name), asc(schoolClasses.id))).map(
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

