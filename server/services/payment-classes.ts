import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { fromKopecks } from '../../resources/money/kopecks';
import { paymentLinePrice } from '../../resources/money/payment-minimum';
import { NO_TARIFF, studentCyclePrices, type PricingStudent, type Tariff } from '../../resources/money/pricing';
import type { GroupPriceForMinimum } from '../../resources/money/payment-body';
import type { PaymentClassRow } from '../../resources/payment-new';
import { lessons, paymentDetails, payments, schoolClasses, staff, studentClasses, students, subjectPricing, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';

// The groups a student can pay for (GET student-classes-for-payment-info/{studentId}) and the prices the calculated
// minimum of a payment needs (POST addPayment): both from one reading, so the form and the server price alike.

export type PaymentStudent = PricingStudent & { id: number; name: string; isArchived: boolean };

type GroupRow = {
  classId: number;
  className: string;
  subjectId: number;
  subjectName: string;
  teacherName: string | null;
  groupCycle: number;
  lessonsPerCycle: number;
  tariff: Tariff | null;
  enrollmentDate: string | null; // null: a group of a payment line the student is not actively enrolled in
};

export const loadPaymentStudent = async (db: DbOrTx, studentId: number): Promise<PaymentStudent | undefined> => {
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      isArchived: students.isArchived,
      eligibleForDiscountPrice: students.eligibleForDiscountPrice,
      eligibleForOldPrice: students.eligibleForOldPrice,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
};

const tariffOf = (pricing: typeof subjectPricing.$inferSelect | null): Tariff | null =>
  pricing ? (({ id: _id, name, ...prices }) => ({ subjectPricingName: name, ...prices }))(pricing) : null;

// The student's active enrolments in active groups, plus the groups `alsoClassIds` names (lines of a payment for a
// group the student has left; a missing id is missing): a tier is given among all of them, as docs/money.md §2 and
// §5 do. A new payment reads them once, for the checks of its lines and for the calculated minimum.
export const loadGroups = async (db: DbOrTx, studentId: number, alsoClassIds: readonly number[] = []): Promise<GroupRow[]> => {
  const rows = await db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      subjectId: subjects.id,
      subjectName: subjects.name,
      teacherName: staff.name,
      groupCycle: schoolClasses.cycle,
      lessonsPerCycle: schoolClasses.lessonsPerCycle,
      pricing: subjectPricing,
      enrollmentDate: studentClasses.enrollmentDate,
      enrolmentArchived: studentClasses.isArchived,
      groupArchived: schoolClasses.isArchived,
    })
    .from(schoolClasses)
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .leftJoin(staff, eq(staff.id, schoolClasses.staffId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .leftJoin(studentClasses, and(eq(studentClasses.classId, schoolClasses.id), eq(studentClasses.studentId, studentId)))
    .where(
      or(
        and(eq(studentClasses.isArchived, false), eq(schoolClasses.isArchived, false)),
        alsoClassIds.length > 0 ? inArray(schoolClasses.id, [...alsoClassIds]) : undefined,
      ),
    )
    .orderBy(asc(schoolClasses.id));
  return rows.map(({ pricing, enrollmentDate, enrolmentArchived, groupArchived, ...row }) => ({
    ...row,
    tariff: tariffOf(pricing),
    enrollmentDate: enrolmentArchived === false && !groupArchived ? enrollmentDate : null,
  }));
};

// The student's cycle price of each group (kopecks, null without a tariff) with its explanation.
const pricesOf = (student: PricingStudent, groups: readonly GroupRow[]) =>
  new Map(studentCyclePrices(student, groups).map(({ classId, price }) => [classId, price]));

// What the calculated minimum of a payment of this student needs for each group of its lines.
export const minimumPricesOf = (student: PricingStudent, groups: readonly GroupRow[]): Map<number, GroupPriceForMinimum> => {
  const prices = pricesOf(student, groups);
  return new Map(groups.map((group) => [group.classId, { cycleKopecks: prices.get(group.classId)?.kopecks ?? null, lessonsPerCycle: group.lessonsPerCycle }]));
};

export const minimumPricesFor = async (db: DbOrTx, student: PaymentStudent, classIds: readonly number[]) =>
  minimumPricesOf(student, await loadGroups(db, student.id, classIds));

type CycleLesson = { classId: number; cycleNumber: number; lessonDate: string | null };

// The first cycle a student has in a group: the cycle of the first dated lesson on or after the enrolment date;
// the group's own current cycle when no such lesson is scheduled yet.
const firstCycleOf = (group: GroupRow, groupLessons: readonly CycleLesson[]) => {
  const after = groupLessons.filter((lesson) => lesson.lessonDate != null && group.enrollmentDate != null && lesson.lessonDate >= group.enrollmentDate);
  const cycles = after.map((lesson) => lesson.cycleNumber);
  return cycles.length > 0 ? Math.min(...cycles) : Math.max(1, group.groupCycle);
};

// The next cycle to pay: the first one from the student's first cycle that no standing payment names.
export const nextUnpaidCycle = (firstCycle: number, paid: ReadonlySet<number>) => {
  let cycle = Math.max(1, firstCycle);
  while (paid.has(cycle)) cycle += 1;
  return cycle;
};

// Lessons of that cycle the student can attend: the cycle's lessons less those dated before the enrolment (a
// student who joins mid-cycle pays for the lessons left, docs/money.md §3), at least 1.
const lessonsToPay = (group: GroupRow, cycle: number, groupLessons: readonly CycleLesson[]) => {
  const before = groupLessons.filter(
    (lesson) => lesson.cycleNumber === cycle && lesson.lessonDate != null && group.enrollmentDate != null && lesson.lessonDate < group.enrollmentDate,
  ).length;
  return Math.max(1, group.lessonsPerCycle - before);
};

export const paymentClassRows = async (db: DbOrTx, student: PaymentStudent): Promise<PaymentClassRow[]> => {
  const groups = (await loadGroups(db, student.id)).filter((group) => group.enrollmentDate != null);
  if (groups.length === 0) return [];
  const classIds = groups.map((group) => group.classId);
  const [lessonRows, paidRows] = await Promise.all([
    db
      .select({ classId: lessons.classId, cycleNumber: lessons.cycleNumber, lessonDate: lessons.lessonDate })
      .from(lessons)
      .where(inArray(lessons.classId, classIds)),
    db
      .selectDistinct({ classId: paymentDetails.classId, cycle: paymentDetails.classCycle })
      .from(paymentDetails)
      .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
      .where(and(eq(payments.studentId, student.id), isNull(payments.voidedAt), inArray(paymentDetails.classId, classIds))),
  ]);
  const prices = pricesOf(student, groups);
  const rows = groups.map((group): PaymentClassRow => {
    const groupLessons = lessonRows.filter((lesson) => lesson.classId === group.classId);
    const paidCycles = paidRows
      .filter((row) => row.classId === group.classId)
      .map((row) => row.cycle)
      .sort((left, right) => left - right);
    const classCycle = nextUnpaidCycle(firstCycleOf(group, groupLessons), new Set(paidCycles));
    const lessonAmount = lessonsToPay(group, classCycle, groupLessons);
    const price = prices.get(group.classId) ?? null;
    const line = paymentLinePrice({ cycleKopecks: price?.kopecks ?? null, lessons: lessonAmount, lessonsPerCycle: group.lessonsPerCycle });
    return {
      classId: group.classId,
      className: group.className,
      subjectId: group.subjectId,
      subjectName: group.subjectName,
      teacherName: group.teacherName,
      classCycle,
      lessonAmount,
      lessonsPerCycle: group.lessonsPerCycle,
      cyclePrice: price ? fromKopecks(price.kopecks) : null,
      amount: line.kopecks == null ? null : fromKopecks(line.kopecks),
      priceExplanation: price ? (lessonAmount === group.lessonsPerCycle ? price.text : `${price.text}; ${line.text}`) : NO_TARIFF,
      paidCycles,
    };
  });
  return rows.sort((left, right) => left.className.localeCompare(right.className, 'ru') || left.classId - right.classId);
};

