import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQuery } from '../../resources/money/reports';
import { queryRows } from '../db/rows';
import * as tables from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { reportSumDifferences } from './report-sums-check';

// The oracle of the reports' kept sums (issue 22, docs/money.md §17): random sequences of the writes that change
// income and expenses — payments with one or two lines and any set of payment types, a line's group, cycle or
// amount changed, a line removed, a payment's date moved across months, a payment voided, its types replaced,
// expenses added, changed (date, type, cycle, amount) and archived — played straight on the tables, each in its own
// transaction, on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). After each sequence the kept sums
// must equal their rebuild from history, and every report read as the routes read it must equal, byte for byte, the
// report from history alone, over ranges of whole months, of parts of months and of both.

let t: TestApp;
const world = { groups: [] as { id: number; subjectId: number }[], descriptors: [] as number[], expenseTypes: [] as number[], payType: 0 };
const START = Date.UTC(2031, 0, 1); // a year no demo row reaches
const dayOf = (offset: number) => new Date(START + offset * 86_400_000).toISOString().slice(0, 10);
const DAYS = 120; // January to April 2031

const RANGES: ReportQuery[] = [
  { startDate: '2031-01-01', endDate: '2031-04-30' },
  { startDate: '2031-01-15', endDate: '2031-03-10' },
  { startDate: '2031-02-03', endDate: '2031-02-20' },
];

const setUp = async () => {
  const { db } = t;
  world.groups = (await db.select({ id: tables.schoolClasses.id, subjectId: tables.schoolClasses.subjectId }).from(tables.schoolClasses).limit(3)).map((row) => row);
  world.descriptors = (await db.select({ id: tables.paymentDescriptors.id }).from(tables.paymentDescriptors).limit(3)).map((row) => row.id);
  world.expenseTypes = (await db.insert(tables.expenseTypes).values([{ name: 'Оракул: аренда' }, { name: 'Оракул: бумага' }]).returning()).map((row) => row.id);
  world.payType = (await db.select().from(tables.expensePaymentTypes).limit(1))[0].id;
};

const pick = <T,>(list: readonly T[], index: number) => list[index % list.length];
const amountArb = fc.integer({ min: 1, max: 900_000 }).map((kopecks) => `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`);
const cycleArb = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(11));
const dayArb = fc.integer({ min: 0, max: DAYS - 1 });
const typesArb = fc.subarray([0, 1, 2]);
const lineArb = fc.record({ g: fc.nat(2), cycle: cycleArb, amount: amountArb });

type Command = { label: string; run: () => Promise<unknown> };

const oracleLines = () =>
  t.db
    .select({ id: tables.paymentDetails.id, paymentId: tables.paymentDetails.paymentId })
    .from(tables.paymentDetails)
    .innerJoin(tables.payments, eq(tables.payments.id, tables.paymentDetails.paymentId))
    .where(eq(tables.payments.createdBy, 'оракул'))
    .orderBy(tables.paymentDetails.id);
const oraclePayments = async () => (await t.db.select({ id: tables.payments.id }).from(tables.payments).where(eq(tables.payments.createdBy, 'оракул')).orderBy(tables.payments.id)).map((row) => row.id);
const oracleExpenses = async () => (await t.db.select({ id: tables.expenses.id }).from(tables.expenses).where(eq(tables.expenses.createdBy, 'оракул')).orderBy(tables.expenses.id)).map((row) => row.id);

const commands: fc.Arbitrary<Command>[] = [
  fc.record({ day: dayArb, lines: fc.array(lineArb, { minLength: 1, maxLength: 2 }), types: typesArb }).map(({ day, lines, types }) => ({
    label: `оплата ${dayOf(day)} ${JSON.stringify(lines)} типы ${types}`,
    run: () =>
      t.db.transaction(async (tx) => {
        const [payment] = await tx.insert(tables.payments).values({ studentId: 1, paymentDate: dayOf(day), totalAmount: '1.00', createdBy: 'оракул' }).returning({ id: tables.payments.id });
        await tx.insert(tables.paymentDetails).values(
          lines.map((line) => ({ paymentId: payment.id, classId: pick(world.groups, line.g).id, subjectId: pick(world.groups, line.g).subjectId, amount: line.amount, classCycle: line.cycle, lessonAmount: 8 })),
        );
        if (types.length > 0) await tx.insert(tables.paymentDescriptorLinks).values(types.map((index) => ({ paymentId: payment.id, descriptorId: pick(world.descriptors, index) })));
      }),
  })),
  // a new payment's lines are added to the kept sums at the commit, unless something else in the same transaction
  // changes their slice, which then is rebuilt (migration 0017): its types before its lines, and a second write
  // in the same transaction — the new payment voided or moved, one of its lines changed, a line added to an older one
  fc
    .record({ day: dayArb, lines: fc.array(lineArb, { minLength: 1, maxLength: 2 }), types: typesArb, then: fc.constantFrom('none', 'void', 'move', 'edit', 'older'), day2: dayArb, line: lineArb, p: fc.nat() })
    .map(({ day, lines, types, then, day2, line, p }) => ({
      label: `оплата ${dayOf(day)} типы ${types} до строк ${JSON.stringify(lines)}, затем ${then} (${dayOf(day2)}, ${JSON.stringify(line)}, ${p})`,
      run: async () => {
        const older = await oraclePayments();
        await t.db.transaction(async (tx) => {
          const [payment] = await tx.insert(tables.payments).values({ studentId: 1, paymentDate: dayOf(day), totalAmount: '1.00', createdBy: 'оракул' }).returning({ id: tables.payments.id });
          if (types.length > 0) await tx.insert(tables.paymentDescriptorLinks).values(types.map((index) => ({ paymentId: payment.id, descriptorId: pick(world.descriptors, index) })));
          const added = await tx
            .insert(tables.paymentDetails)
            .values(lines.map((one) => ({ paymentId: payment.id, classId: pick(world.groups, one.g).id, subjectId: pick(world.groups, one.g).subjectId, amount: one.amount, classCycle: one.cycle, lessonAmount: 8 })))
            .returning({ id: tables.paymentDetails.id });
          const group = pick(world.groups, line.g);
          if (then === 'void') await tx.update(tables.payments).set({ voidedAt: new Date(), voidedBy: 'оракул', voidReason: 'Ошибка' }).where(eq(tables.payments.id, payment.id));
          if (then === 'move') await tx.update(tables.payments).set({ paymentDate: dayOf(day2) }).where(eq(tables.payments.id, payment.id));
          if (then === 'edit') await tx.update(tables.paymentDetails).set({ classId: group.id, subjectId: group.subjectId, amount: line.amount, classCycle: line.cycle }).where(eq(tables.paymentDetails.id, added[0].id));
          if (then === 'older' && older.length > 0) {
            await tx.insert(tables.paymentDetails).values({ paymentId: pick(older, p), classId: group.id, subjectId: group.subjectId, amount: line.amount, classCycle: line.cycle, lessonAmount: 8 });
          }
        });
      },
    })),
  fc.record({ l: fc.nat(), line: lineArb }).map(({ l, line }) => ({
    label: `правка строки ${l} → ${JSON.stringify(line)}`,
    run: async () => {
      const lines = await oracleLines();
      if (lines.length === 0) return;
      const group = pick(world.groups, line.g);
      await t.db.update(tables.paymentDetails).set({ classId: group.id, subjectId: group.subjectId, classCycle: line.cycle, amount: line.amount }).where(eq(tables.paymentDetails.id, pick(lines, l).id));
    },
  })),
  fc.nat().map((l) => ({
    label: `удаление строки ${l}`,
    run: async () => {
      const lines = await oracleLines();
      if (lines.length === 0) return;
      await t.db.delete(tables.paymentDetails).where(eq(tables.paymentDetails.id, pick(lines, l).id));
    },
  })),
  fc.record({ p: fc.nat(), day: dayArb }).map(({ p, day }) => ({
    label: `дата оплаты ${p} → ${dayOf(day)}`,
    run: async () => {
      const payments = await oraclePayments();
      if (payments.length > 0) await t.db.update(tables.payments).set({ paymentDate: dayOf(day) }).where(eq(tables.payments.id, pick(payments, p)));
    },
  })),
  fc.nat().map((p) => ({
    label: `аннулирование оплаты ${p}`,
    run: async () => {
      const payments = await oraclePayments();
      if (payments.length > 0) await t.db.update(tables.payments).set({ voidedAt: new Date(), voidedBy: 'оракул', voidReason: 'Ошибка' }).where(eq(tables.payments.id, pick(payments, p)));
    },
  })),
  fc.record({ p: fc.nat(), types: typesArb }).map(({ p, types }) => ({
    label: `типы оплаты ${p} → ${types}`,
    run: async () => {
      const payments = await oraclePayments();
      if (payments.length === 0) return;
      const paymentId = pick(payments, p);
      await t.db.transaction(async (tx) => {
        await tx.delete(tables.paymentDescriptorLinks).where(eq(tables.paymentDescriptorLinks.paymentId, paymentId));
        if (types.length > 0) await tx.insert(tables.paymentDescriptorLinks).values(types.map((index) => ({ paymentId, descriptorId: pick(world.descriptors, index) })));
      });
    },
  })),
  fc.record({ day: dayArb, type: fc.nat(1), cycle: fc.option(cycleArb), amount: amountArb }).map(({ day, type, cycle, amount }) => ({
    label: `расход ${dayOf(day)} тип ${type} цикл ${cycle} ${amount}`,
    run: () =>
      t.db.insert(tables.expenses).values({
        expenseDate: dayOf(day),
        expenseTypeId: pick(world.expenseTypes, type),
        expensePaymentTypeId: world.payType,
        cycleNumber: cycle,
        totalAmount: amount,
        createdBy: 'оракул',
      }),
  })),
  fc.record({ e: fc.nat(), day: dayArb, type: fc.nat(1), cycle: fc.option(cycleArb), amount: amountArb }).map(({ e, day, type, cycle, amount }) => ({
    label: `правка расхода ${e} → ${dayOf(day)} тип ${type} цикл ${cycle} ${amount}`,
    run: async () => {
      const expenses = await oracleExpenses();
      if (expenses.length === 0) return;
      await t.db
        .update(tables.expenses)
        .set({ expenseDate: dayOf(day), expenseTypeId: pick(world.expenseTypes, type), cycleNumber: cycle, totalAmount: amount })
        .where(eq(tables.expenses.id, pick(expenses, e)));
    },
  })),
  fc.record({ e: fc.nat(), archived: fc.boolean() }).map(({ e, archived }) => ({
    label: `расход ${e} ${archived ? 'в архив' : 'из архива'}`,
    run: async () => {
      const expenses = await oracleExpenses();
      if (expenses.length > 0) await t.db.update(tables.expenses).set({ isArchived: archived }).where(eq(tables.expenses.id, pick(expenses, e)));
    },
  })),
];

const ranges = () => [
  ...RANGES,
  ...RANGES.map((range) => ({ ...range, paymentDescriptorIds: [world.descriptors[0]], expenseTypeIds: [world.expenseTypes[0]] })),
];

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(async () => {
  await t?.close();
});

describe('the kept report sums against their history', () => {
  it('match their rebuild, and every report reads the same as from history, after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...commands), { minLength: 1, maxLength: 10 }), async (sequence) => {
        for (const command of sequence) await command.run();
        expect(await reportSumDifferences(t.db, ranges())).toEqual([]);
      }),
      { numRuns: 15, seed: Number(process.env.REPORTS_SEED ?? 22), endOnFailure: true },
    );
    // the sequences did make income and expenses in 2031, split across kept months and loose days
    const [kept] = await queryRows<{ months: number; days: number }>(
      t.db,
      sql`select (select count(*)::int from report_income_months where month >= '2031-01-01') as months,
            (select count(*)::int from payments where created_by = 'оракул' and extract(day from payment_date) > 1) as days`,
    );
    expect(kept.months).toBeGreaterThan(0);
    expect(kept.days).toBeGreaterThan(0);
  }, 240_000);

  it('tells a kept sum that no longer matches its history, and the next rebuild of its slice mends it', async () => {
    const [group] = world.groups;
    await t.db.transaction(async (tx) => {
      const [payment] = await tx.insert(tables.payments).values({ studentId: 1, paymentDate: '2031-06-10', totalAmount: '500.00', createdBy: 'оракул' }).returning();
      await tx.insert(tables.paymentDetails).values({ paymentId: payment.id, classId: group.id, subjectId: group.subjectId, amount: '500.00', classCycle: 1, lessonAmount: 8 });
    });
    const june = [{ startDate: '2031-06-01', endDate: '2031-06-30' }];
    expect(await reportSumDifferences(t.db, june)).toEqual([]);
    await t.db.execute(sql`update report_income_months set amount = amount + 1 where month = '2031-06-01' and class_id = ${group.id}`);
    const differences = await reportSumDifferences(t.db, june);
    expect(differences.some((line) => line.startsWith(`хранимые суммы доходы 2031-06-01/${group.id}/`))).toBe(true);
    expect(differences.some((line) => line.startsWith('отчёт payments/monthly-summary-by-subject'))).toBe(true);
    // a new payment only adds its lines to the kept sums: the difference stays
    const added = await t.db.transaction(async (tx) => {
      const [payment] = await tx.insert(tables.payments).values({ studentId: 1, paymentDate: '2031-06-11', totalAmount: '1.00', createdBy: 'оракул' }).returning();
      await tx.insert(tables.paymentDetails).values({ paymentId: payment.id, classId: group.id, subjectId: group.subjectId, amount: '1.00', classCycle: 1, lessonAmount: 8 });
      return payment.id;
    });
    expect((await reportSumDifferences(t.db, june)).some((line) => line.startsWith(`хранимые суммы доходы 2031-06-01/${group.id}/`))).toBe(true);
    // a change to a line of the month and group rebuilds its slice from history
    await t.db.update(tables.paymentDetails).set({ amount: '2.00' }).where(eq(tables.paymentDetails.paymentId, added));
    expect(await reportSumDifferences(t.db, june)).toEqual([]);
  });
});
