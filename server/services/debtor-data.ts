import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Tariff } from '../../resources/money/pricing';
import type { NumberedLesson } from '../../resources/money/debt-explanations';
import { adminDebtComments, grades, lessons, paymentDetails, payments, schoolClasses, students, studentClasses, subjectPricing } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { anyOf } from '../lib/info-list';

// What the three tabs of the debtors page are computed from (resources/money: pricing, attendance, debts,
// recalculation), read in five set-based statements (the enrolments, then four at once) whatever the number of
// students — never a query per row.
// Only the active enrolments of active students in active groups: an archived enrolment is a student who left the
// group, and takes no tier, no debt and no recalculation (docs/money.md §5, decision 12).

export type DebtEnrolment = {
  studentId: number;
  studentName: string;
  eligibleForDiscountPrice: boolean;
  eligibleForOldPrice: boolean;
  classId: number;
  className: string;
  classCycle: number;
  lessonsPerCycle: number;
  enrollmentDate: string;
  disenrollmentDate: string | null;
  tariff: Tariff | null;
};

export type DebtComment = { id: number; content: string; adminName: string; updatedAt: Date };

export type DebtData = {
  enrolments: DebtEnrolment[];
  // a student's lessons of a group, each with that student's attendance mark
  lessonsOf: (studentId: number, classId: number) => NumberedLesson[];
  paidCycles: (studentId: number, classId: number) => number[];
  commentOf: (studentId: number, classId: number, cycle: number) => DebtComment | undefined;
};

const key = (...parts: number[]) => parts.join(':');

const activeEnrolment = (studentIds?: readonly number[]): SQL =>
  and(
    eq(studentClasses.isArchived, false),
    eq(students.isArchived, false),
    eq(schoolClasses.isArchived, false),
    studentIds === undefined ? undefined : anyOf(studentClasses.studentId, studentIds),
  )!;

// `withPayments`: the recalculation needs no payments, so it does not read them. `studentIds`: only these
// students (a page of a tab); without it, every student (the oracle's recomputation from history).
export const loadDebtData = async (db: DbOrTx, options: { studentIds?: readonly number[]; withPayments: boolean }): Promise<DebtData> => {
  const { studentIds, withPayments } = options;
  const where = activeEnrolment(studentIds);
  const enrolmentRows = db
    .select({
      studentId: students.id,
      studentName: students.name,
      eligibleForDiscountPrice: students.eligibleForDiscountPrice,
      eligibleForOldPrice: students.eligibleForOldPrice,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      classCycle: schoolClasses.cycle,
      lessonsPerCycle: schoolClasses.lessonsPerCycle,
      enrollmentDate: studentClasses.enrollmentDate,
      disenrollmentDate: studentClasses.disenrollmentDate,
      pricing: subjectPricing,
    })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .where(where)
    .orderBy(asc(studentClasses.studentId), asc(studentClasses.classId));
  const enrolled = await enrolmentRows;
  // then, for the groups of those enrolments: their lessons, the attendance marks in them (of students out of
  // scope too: cheaper than joining the enrolments again, and never looked up), the paid cycles and the comments
  const classIds = [...new Set(enrolled.map((row) => row.classId))];
  const inClasses = anyOf(lessons.classId, classIds);
  const lessonRows = db
    .select({
      id: lessons.id,
      classId: lessons.classId,
      cycleNumber: lessons.cycleNumber,
      lessonNumber: lessons.lessonNumber,
      lessonDate: lessons.lessonDate,
    })
    .from(lessons)
    .where(inClasses);
  const markRows = db
    .select({ lessonId: grades.lessonId, studentId: grades.studentId, value: grades.value })
    .from(grades)
    .innerJoin(lessons, eq(lessons.id, grades.lessonId))
    .where(and(eq(grades.gradeType, 'attendance'), inClasses, studentIds === undefined ? undefined : anyOf(grades.studentId, studentIds)));
  // a cycle is paid by any payment detail naming it, of a payment that is not voided (docs/money.md §5). Read from
  // the enrolments out (a student's payments by payments_student_date_idx, their lines by payment_id), so it grows
  // with the payments of the enrolled students, not with every payment of the centre (200,000 in the bench)
  const paidRows = withPayments
    ? db
        .selectDistinct({ studentId: payments.studentId, classId: paymentDetails.classId, cycle: paymentDetails.classCycle })
        .from(studentClasses)
        .innerJoin(students, eq(students.id, studentClasses.studentId))
        .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
        .innerJoin(payments, and(eq(payments.studentId, studentClasses.studentId), isNull(payments.voidedAt)))
        .innerJoin(paymentDetails, and(eq(paymentDetails.paymentId, payments.id), eq(paymentDetails.classId, studentClasses.classId)))
        .where(where)
    : Promise.resolve([]);
  const commentRows = withPayments
    ? db
        .select({
          id: adminDebtComments.id,
          studentId: adminDebtComments.studentId,
          classId: adminDebtComments.classId,
          cycle: adminDebtComments.cycleNumber,
          content: adminDebtComments.content,
          adminName: adminDebtComments.adminName,
          updatedAt: adminDebtComments.updatedAt,
        })
        .from(adminDebtComments)
        .where(studentIds === undefined ? undefined : anyOf(adminDebtComments.studentId, studentIds))
    : Promise.resolve([]);

  const [lessonList, marks, paid, comments] = await Promise.all([lessonRows, markRows, paidRows, commentRows]);

  const lessonsByClass = new Map<number, typeof lessonList>();
  for (const lesson of lessonList) {
    const list = lessonsByClass.get(lesson.classId) ?? [];
    list.push(lesson);
    lessonsByClass.set(lesson.classId, list);
  }
  const markOf = new Map(marks.map((mark) => [key(mark.studentId, mark.lessonId), mark.value]));
  const paidOf = new Map<string, number[]>();
  for (const row of paid) {
    const list = paidOf.get(key(row.studentId, row.classId)) ?? [];
    list.push(row.cycle);
    paidOf.set(key(row.studentId, row.classId), list);
  }
  const commentByDebt = new Map(
    comments.map((comment) => [
      key(comment.studentId, comment.classId, comment.cycle),
      { id: comment.id, content: comment.content, adminName: comment.adminName, updatedAt: comment.updatedAt },
    ]),
  );

  return {
    enrolments: enrolled.map(({ pricing, ...row }) => ({
      ...row,
      tariff: pricing ? (({ id: _id, name, ...prices }) => ({ subjectPricingName: name, ...prices }))(pricing) : null,
    })),
    lessonsOf: (student, classId) =>
      (lessonsByClass.get(classId) ?? []).map((lesson) => ({
        cycleNumber: lesson.cycleNumber,
        lessonNumber: lesson.lessonNumber,
        lessonDate: lesson.lessonDate,
        attendance: markOf.get(key(student, lesson.id)) ?? null,
      })),
    paidCycles: (student, classId) => paidOf.get(key(student, classId)) ?? [],
    commentOf: (student, classId, cycle) => commentByDebt.get(key(student, classId, cycle)),
  };
};
