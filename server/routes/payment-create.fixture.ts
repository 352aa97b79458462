import { asc, eq, sql } from 'drizzle-orm';
import { lessons, paymentDetails, payments, schoolClasses, studentClasses, students, subjectPricing, subjects } from '../db/schema/index';
import type { Db } from '../db/types';

// A student of our own, in two groups of our own with tariffs of our own, so that every price, cycle and lesson
// count of the add-payment tests is known in advance (docs/money.md §2, §3):
// - «Платежи: Математика»: tariff first 6 400 / second 5 800 / third 4 400 / discount 5 600, 8 lessons per cycle, at
//   cycle 2, no lessons scheduled → the first subject's price, cycle 2, 8 lessons, 6 400 ₽;
// - «Платежи: Физика»: tariff first 4 000 / second 3 600 / third 3 000 / discount 3 800, 8 lessons per cycle, cycle 1
//   scheduled weekly from 2025-01-01; the student joined on 2025-01-20, after three of them → the second subject's
//   price 3 600 ₽, cycle 1, 5 lessons, 3 600 × 5 / 8 = 2 250 ₽.
export type PaymentFixture = {
  studentId: number;
  maths: { classId: number; subjectId: number };
  physics: { classId: number; subjectId: number };
  archivedGroupId: number;
};

let counter = 0;

export const createPaymentFixture = async (db: Db): Promise<PaymentFixture> => {
  counter += 1;
  const tag = `${process.pid}-${counter}`;
  const [template] = await db.select().from(schoolClasses).orderBy(asc(schoolClasses.id)).limit(1);
  const subjectRows = await db.select().from(subjects).orderBy(asc(subjects.id)).limit(2);
  const [tariffA, tariffB] = await db
    .insert(subjectPricing)
    .values([
      { name: `Тест А ${tag}`, priceForFirstSubject: '6400', priceForSecondSubject: '5800', priceForThirdSubject: '4400', priceWithDiscount: '5600' },
      { name: `Тест Б ${tag}`, priceForFirstSubject: '4000', priceForSecondSubject: '3600', priceForThirdSubject: '3000', priceWithDiscount: '3800' },
    ])
    .returning();
  const group = (name: string, subjectId: number, subjectPricingId: number, cycle: number, isArchived = false) => ({
    name,
    subjectId,
    subjectPricingId,
    cycle,
    isArchived,
    lessonsPerCycle: 8,
    schoolYearId: template.schoolYearId,
    staffId: template.staffId,
  });
  const [maths, physics, archived] = await db
    .insert(schoolClasses)
    .values([
      group(`Платежи: Математика ${tag}`, subjectRows[0].id, tariffA.id, 2),
      group(`Платежи: Физика ${tag}`, subjectRows[1].id, tariffB.id, 1),
      group(`Платежи: Архив ${tag}`, subjectRows[1].id, tariffB.id, 1, true),
    ])
    .returning();
  const [student] = await db.insert(students).values({ name: `Тестов Платёж ${tag}` }).returning();
  await db.insert(studentClasses).values([
    { studentId: student.id, classId: maths.id, enrollmentDate: '2025-01-01' },
    { studentId: student.id, classId: physics.id, enrollmentDate: '2025-01-20' },
    { studentId: student.id, classId: archived.id, enrollmentDate: '2025-01-01' },
  ]);
  await db.insert(lessons).values(
    Array.from({ length: 8 }, (_, index) => ({
      classId: physics.id,
      cycleNumber: 1,
      lessonNumber: index + 1,
      lessonDate: new Date(Date.UTC(2025, 0, 1 + 7 * index)).toISOString().slice(0, 10),
    })),
  );
  return {
    studentId: student.id,
    maths: { classId: maths.id, subjectId: subjectRows[0].id },
    physics: { classId: physics.id, subjectId: subjectRows[1].id },
    archivedGroupId: archived.id,
  };
};

// A body for both lines at their prices: 6 400 + 2 250 = 8 650 ₽.
export const fullBody = (fixture: PaymentFixture, overrides: Record<string, unknown> = {}) => ({
  student: fixture.studentId,
  paymentDate: '2025-02-03',
  totalAmount: '8650',
  descriptors: [1],
  paymentComment: 'Оплатила мама',
  subjects: [fixture.maths.subjectId, fixture.physics.subjectId],
  change: '0',
  paymentDetails: [
    { classId: fixture.maths.classId, amount: '6400', classCycle: 2, lessonAmount: 8 },
    { classId: fixture.physics.classId, amount: '2250', classCycle: 1, lessonAmount: 5 },
  ],
  possibleDuplicateConfirmed: false,
  ...overrides,
});

// One line (maths, cycle `cycle`, 6 400 ₽).
export const mathsBody = (fixture: PaymentFixture, cycle: number, overrides: Record<string, unknown> = {}) => ({
  student: fixture.studentId,
  paymentDate: '2025-02-03',
  totalAmount: '6400',
  descriptors: [1],
  paymentDetails: [{ classId: fixture.maths.classId, amount: '6400', classCycle: cycle, lessonAmount: 8 }],
  ...overrides,
});

export const paymentsOf = async (db: Db, studentId: number) =>
  db.select().from(payments).where(eq(payments.studentId, studentId)).orderBy(asc(payments.id));

export const detailCount = async (db: Db, studentId: number) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(paymentDetails)
    .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
    .where(eq(payments.studentId, studentId));
  return Number(row.total);
};
