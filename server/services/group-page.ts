import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { GROUP_NOT_FOUND, type SchoolClassInfo, type StudentClass } from '../../resources/group-page';
import { paymentDetails, schoolClasses, schoolYears, staff, studentClasses, students, subjectPricing, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { anyOf, byRussianName, type InfoListQuery } from '../lib/info-list';
import { listPaymentDetails } from './payment-history-rows';

// The group page (operations.md §2 "Group page", §7 "Group page and exits"): the group's card, its students with
// their other groups, and its payments.

export const readSchoolClassInfo = async (db: DbOrTx, schoolClassId: number): Promise<SchoolClassInfo> => {
  const [row] = await db
    .select({
      schoolClassId: schoolClasses.id,
      className: schoolClasses.name,
      teacherId: staff.id,
      teacherName: staff.name,
      subjectId: subjects.id,
      subjectName: subjects.name,
      schoolYearDescription: schoolYears.description,
      numberOfLessonsPerCycle: schoolClasses.lessonsPerCycle,
      subjectPricingName: subjectPricing.name,
      classCycle: schoolClasses.cycle,
      sheetUrl: schoolClasses.sheetUrl,
      isArchived: schoolClasses.isArchived,
    })
    .from(schoolClasses)
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .innerJoin(schoolYears, eq(schoolYears.id, schoolClasses.schoolYearId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .where(eq(schoolClasses.id, schoolClassId));
  if (!row) throw new NotFoundError(GROUP_NOT_FOUND);
  return row;
};

export const ensureSchoolClass = async (db: DbOrTx, schoolClassId: number) => {
  const [row] = await db.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.id, schoolClassId));
  if (!row) throw new NotFoundError(GROUP_NOT_FOUND);
};

// Someone in a group now: an enrolment neither archived nor ended, of a student who is not archived.
export const inGroupNow = and(eq(studentClasses.isArchived, false), isNull(studentClasses.disenrollmentDate), eq(students.isArchived, false))!;

const byStudentName = byRussianName((row: { studentName: string }) => row.studentName);
const byClassName = byRussianName((row: { schoolClassName: string }) => row.schoolClassName);

// Everyone who is or was in the group (inGroup: now), each with the other groups (not archived) they are in now;
// those in the group first, then by name.
export const listStudentClasses = async (db: DbOrTx, schoolClassId: number): Promise<StudentClass[]> => {
  await ensureSchoolClass(db, schoolClassId);
  const members = await db
    .select({
      studentId: students.id,
      studentName: students.name,
      enrollmentDate: studentClasses.enrollmentDate,
      disenrollmentDate: studentClasses.disenrollmentDate,
      inGroup: sql<boolean>`coalesce(${inGroupNow}, false)`,
    })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .where(eq(studentClasses.classId, schoolClassId));
  if (members.length === 0) return [];
  const others = await db
    .select({ studentId: studentClasses.studentId, schoolClassId: schoolClasses.id, schoolClassName: schoolClasses.name })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
    .where(
      and(
        inGroupNow,
        ne(studentClasses.classId, schoolClassId),
        eq(schoolClasses.isArchived, false),
        anyOf(studentClasses.studentId, members.map((member) => member.studentId)),
      ),
    );
  const byStudent = new Map<number, { schoolClassId: number; schoolClassName: string }[]>();
  for (const { studentId, ...group } of others) byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), group]);
  return members
    .map((member) => ({
      ...member,
      enrolledClasses: (byStudent.get(member.studentId) ?? []).sort((left, right) => byClassName(left, right) || left.schoolClassId - right.schoolClassId),
    }))
    .sort((left, right) => Number(right.inGroup) - Number(left.inGroup) || byStudentName(left, right) || left.studentId - right.studentId);
};

// payment-details-info/schoolClass/{id}: the group's payment lines, newest first, paged as payment-details-info.
export const listGroupPayments = async (db: DbOrTx, schoolClassId: number, query: InfoListQuery) => {
  await ensureSchoolClass(db, schoolClassId);
  const own = eq(paymentDetails.classId, schoolClassId);
  return listPaymentDetails(db, { ...query, where: query.where ? and(own, query.where) : own });
};
