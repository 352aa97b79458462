import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { reportSumDifferences } from './report-sums-check';

// The kept income sums under concurrent writers of one (month, group) slice (migration 0017, docs/money.md §17): new
// payments add their lines at the commit while other transactions void payments or add lines to older ones, which
// rebuild the slice. The writers of a slice wait for each other on its report_income_dirty row, so every addition
// lands on what the others committed. PostgreSQL only (PGlite runs one transaction at a time).
let t: TestApp;
let groups: { id: number; subjectId: number }[] = [];
const FEBRUARY = [{ startDate: '2032-02-01', endDate: '2032-02-29' }];
beforeAll(async () => {
  t = await createTestApp();
  groups = await t.db.select({ id: tables.schoolClasses.id, subjectId: tables.schoolClasses.subjectId }).from(tables.schoolClasses).limit(2);
});
afterAll(async () => {
  await t?.close();
});

const line = (paymentId: number, group: { id: number; subjectId: number }, amount: string) => ({
  paymentId,
  classId: group.id,
  subjectId: group.subjectId,
  amount,
  classCycle: 1,
  lessonAmount: 8,
});

const newPayment = (day: number, amount: string) =>
  t.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(tables.payments)
      .values({ studentId: 1, paymentDate: `2032-02-${String(day).padStart(2, '0')}`, totalAmount: amount, createdBy: 'параллельно' })
      .returning({ id: tables.payments.id });
    await tx.insert(tables.paymentDetails).values(groups.map((group) => line(payment.id, group, amount)));
    return payment.id;
  });

describe('kept income sums with concurrent writers of one slice', () => {
  it('equal their history after new payments, voids and lines added to older payments at once', async () => {
    const older = await Promise.all(Array.from({ length: 6 }, (_, index) => newPayment(index + 1, `${100 + index}.00`)));
    expect(await reportSumDifferences(t.db, FEBRUARY)).toEqual([]);
    await Promise.all([
      ...Array.from({ length: 16 }, (_, index) => newPayment((index % 27) + 1, `${200 + index}.50`)),
      ...older.slice(0, 3).map((id) =>
        t.db.update(tables.payments).set({ voidedAt: new Date(), voidedBy: 'параллельно', voidReason: 'Ошибка' }).where(eq(tables.payments.id, id)),
      ),
      ...older.slice(3).map((id) => t.db.insert(tables.paymentDetails).values(line(id, groups[0], '7.25'))),
    ]);
    expect(await reportSumDifferences(t.db, FEBRUARY)).toEqual([]);
  });
});
