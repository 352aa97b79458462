import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  lessons,
  paymentDetails,
  payments,
  schoolClasses,
  schoolYears,
  staff,
  studentClasses,
  students,
  subjectPricing,
} from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { anyOf } from '../lib/info-list';

// The reads behind the payments-by-cycle reports: each one query on an index (payment_details_class_cycle_idx,
// student_classes_class_id_idx, lessons_class_cycle_number_uq), none of them over all payments.

const groupColumns = {
  classId: schoolClasses.id,
  className: schoolClasses.name,
  currentCycle: schoolClasses.cycle,
  schoolYearId: schoolClasses.schoolYearId,
  schoolYearDescription: schoolYears.description,
  teacherName: staff.name,
  subjectPricingName: subjectPricing.name,
  priceWithDiscount: subjectPricing.priceWithDiscount,
  oldPriceWithDiscount: subjectPricing.oldPriceWithDiscount,
};

const fromGroups = (db: DbOrTx) =>
  db
    .select(groupColumns)
    .from(schoolClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, schoolClasses.schoolYearId))
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId));

export type GroupHead = NonNullable<Awaited<ReturnType<typeof groupHead>>>;

// One group, archived or not (a report of an archived group is still its history).
export const groupHead = async (db: DbOrTx, classId: number) => {
  const [row] = await fromGroups(db).where(eq(schoolClasses.id, classId));
  return row;
};

// The groups that are not archived, of the given school years.
export const activeGroupsOfYears = (db: DbOrTx, schoolYearIds: readonly number[]) =>
  fromGroups(db).where(and(eq(schoolClasses.isArchived, false), anyOf(schoolClasses.schoolYearId, schoolYearIds)));

export const allSchoolYears = (db: DbOrTx) => db.select({ id: schoolYears.id, description: schoolYears.description }).from(schoolYears);

// What a student paid for a group's cycle: the sum of the details of payments not voided, the latest payment date,
// and the latest payment (by date, then id) as the one the all-groups report names. A payment for a group the
// student was never enrolled in is a mistake of the payment form, not a member of the report.
export type PaidCycle = { classId: number; studentId: number; cycle: number; amount: string; paymentDate: string; paymentId: number };

export const paidCycles = (db: DbOrTx, classIds: readonly number[], cycles: readonly number[], studentIds?: readonly number[]) =>
  db
    .select({
      classId: paymentDetails.classId,
      studentId: payments.studentId,
      cycle: paymentDetails.classCycle,
      amount: sql<string>`sum(${paymentDetails.amount})::text`,
      paymentDate: sql<string>`max(${payments.paymentDate})::text`,
      paymentId: sql<number>`((array_agg(${payments.id} order by ${payments.paymentDate} desc, ${payments.id} desc))[1])::int`,
    })
    .from(paymentDetails)
    .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
    // only students who are or were in the group (an enrolment row, archived or not: one per student and group)
    .innerJoin(studentClasses, and(eq(studentClasses.studentId, payments.studentId), eq(studentClasses.classId, paymentDetails.classId)))
    .where(
      and(
        anyOf(paymentDetails.classId, classIds),
        anyOf(paymentDetails.classCycle, cycles),
        isNull(payments.voidedAt),
        studentIds ? anyOf(payments.studentId, studentIds) : undefined,
      ),
    )
    .groupBy(paymentDetails.classId, payments.studentId, paymentDetails.classCycle) as Promise<PaidCycle[]>;

// The students of one group's report, before any page is cut: the active enrolments (enrolment and student not
// archived) and those who left (either archived) but paid one of the cycles shown. Two plain reads: a query with
// the payments as an OR-ed subquery hashed every payment of the group (60 ms at 200,000 payments).
export const groupRoster = async (db: DbOrTx, classId: number, cycles: readonly number[]) => {
  const members = await db
    .select({ studentId: students.id, studentName: students.name, enrolled: sql<boolean>`not ${studentClasses.isArchived} and not ${students.isArchived}` })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .where(eq(studentClasses.classId, classId));
  const former = members.filter((member) => !member.enrolled).map((member) => member.studentId);
  if (former.length === 0) return members;
  const paid = new Set((await paidCycles(db, [classId], cycles, former)).map((row) => row.studentId));
  return members.filter((member) => member.enrolled || paid.has(member.studentId));
};

// The cycles after the usual ten that a group has a payment for (not voided): the all-cycles report shows them too.
// Only the index range above the tenth cycle is read, empty as a rule.
export const paidCyclesAfter = async (db: DbOrTx, classId: number, after: number) =>
  (
    await db
      .selectDistinct({ cycle: paymentDetails.classCycle })
      .from(paymentDetails)
      .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
      .where(and(eq(paymentDetails.classId, classId), gt(paymentDetails.classCycle, after), isNull(payments.voidedAt)))
  ).map((row) => row.cycle);

// The active enrolments (enrolment and student not archived) of the groups.
export const enrolments = (db: DbOrTx, classIds: readonly number[]) =>
  db
    .select({ classId: studentClasses.classId, studentId: studentClasses.studentId, studentName: students.name })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .where(and(anyOf(studentClasses.classId, classIds), eq(studentClasses.isArchived, false), eq(students.isArchived, false)));

export const studentsByIds = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select({
      studentId: students.id,
      studentName: students.name,
      eligibleForDiscountPrice: students.eligibleForDiscountPrice,
      eligibleForOldPrice: students.eligibleForOldPrice,
    })
    .from(students)
    .where(anyOf(students.id, ids));

// Every active group of the students with its tariff: the tier of a group depends on the student's other groups
// (docs/money.md §2).
export const studentGroupTariffs = (db: DbOrTx, studentIds: readonly number[]) =>
  db
    .select({ studentId: studentClasses.studentId, classId: schoolClasses.id, tariff: subjectPricing })
    .from(studentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .where(and(anyOf(studentClasses.studentId, studentIds), eq(studentClasses.isArchived, false), eq(schoolClasses.isArchived, false)));

export const tariffOfGroup = async (db: DbOrTx, classId: number) => {
  const [row] = await db
    .select({ tariff: subjectPricing })
    .from(schoolClasses)
    .innerJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .where(eq(schoolClasses.id, classId));
  return row?.tariff ?? null;
};

// The dated lessons of each group's cycle: ISO weekdays, the first and the last date.
export const cycleLessonDays = (db: DbOrTx, classIds: readonly number[], cycle: number) =>
  db
    .select({
      classId: lessons.classId,
      weekdays: sql<number[]>`array_agg(distinct extract(isodow from ${lessons.lessonDate})::int)`,
      first: sql<string>`min(${lessons.lessonDate})::text`,
      last: sql<string>`max(${lessons.lessonDate})::text`,
    })
    .from(lessons)
    .where(and(anyOf(lessons.classId, classIds), eq(lessons.cycleNumber, cycle), isNotNull(lessons.lessonDate)))
    .groupBy(lessons.classId);

