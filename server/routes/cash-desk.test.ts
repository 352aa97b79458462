import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_REASON_REQUIRED } from '../../resources/money/cash-day';
import {
  AMOUNT_NEGATIVE,
  COUNT_REQUIRED,
  DATE_INVALID,
  DAY_CLOSED,
  dayRefusal,
  END_ONLY_ON_CLOSE,
  END_REQUIRED,
  IDS_INVALID,
  RECORD_DATE_FIXED,
  recordExists,
  START_REQUIRED,
  type CashCount,
  type CashExpenseRow,
  type CashPaymentRow,
  type CashStatistics,
  type DailyRecord,
  type LatestRecord,
} from '../../resources/money/cash-desk';
import { toKopecks } from '../../resources/money/kopecks';
import { dayInTimeZone } from '../../resources/school-year';
import { cashCounts, dailyChangeRecords, expensePaymentTypes, expenses, expenseTypes, paymentDescriptors, payments } from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';
import { createPaymentFixture, mathsBody } from './payment-create.fixture';

// The cash desk's routes (money.md §2 "Cash desk", §3, §4, §5, §7, §8; docs/api-money.md "Cash desk (issue 9)";
// docs/money.md §12). One database for the file: the seeded past days are closed, today starts unopened and is
// opened, used and closed by the tests in order. Concurrent opens: cash-desk-races.test.ts; 20 concurrent writers
// on PostgreSQL: cash-desk.postgres.test.ts.
let t: TestApp;
const today = dayInTimeZone(new Date(), 'Europe/Moscow');
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const yesterday = addDays(today, -1);
const k = (value: string | null | undefined) => toKopecks(value) ?? 0;
const sum = (values: (string | null)[]) => values.reduce((total, value) => total + k(value), 0);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: DemoLogin = 'admin') => t.call({ method: 'GET', url: `/api/${url}`, as });
const statistics = async (day: string, extra = '') => {
  const response = await get(`cash-change/statistics?date=${day}${extra}`);
  expectStatus(response, 200);
  return response.json() as CashStatistics;
};
const list = async (day: string, extra = '') => (await get(`cash-change/list?date=${day}${extra}`)).json() as CashPaymentRow[];
const expenseList = async (day: string, extra = '') => (await get(`cash-change/expenses?date=${day}${extra}`)).json() as CashExpenseRow[];
const post = (url: string, payload: object, as: DemoLogin = 'admin') => t.call({ method: 'POST', url: `/api/${url}`, payload, as });
const patch = (url: string, payload: object, as: DemoLogin = 'admin') => t.call({ method: 'PATCH', url: `/api/${url}`, payload, as });

// The invariant of docs/money.md §12 checked against the rows the page lists for the same day.
const expectAddsUp = async (day: string) => {
  const stats = await statistics(day);
  const [rows, spent] = await Promise.all([list(day), expenseList(day)]);
  expect(k(stats.totalPaymentsAmount)).toBe(sum(rows.map((row) => row.paymentAmountPaidByClient)));
  expect(k(stats.totalChangeGiven)).toBe(sum(rows.map((row) => row.cashChangeAmount)));
  expect(k(stats.totalExpensesAmount)).toBe(sum(spent.map((row) => row.expenseAmount)));
  expect(k(stats.currentCalculatedDayEndAmount)).toBe(
    k(stats.currentDayStartAmount) + k(stats.totalPaymentsAmount) - k(stats.totalChangeGiven) - k(stats.totalExpensesAmount),
  );
  expect(k(stats.totalProfit)).toBe(k(stats.totalPaymentsAmount) - k(stats.totalChangeGiven) - k(stats.totalExpensesAmount));
  expect(sum(stats.paymentBreakdown.map((row) => row.amount))).toBe(k(stats.totalPaymentsAmount));
  expect(sum(stats.expenseBreakdown.map((row) => row.amount))).toBe(k(stats.totalExpensesAmount));
  return stats;
};

const idByName = async (table: typeof paymentDescriptors | typeof expensePaymentTypes, name: string) =>
  (await t.db.select().from(table).where(eq(table.name, name)))[0].id;

describe('the archive of past days (the demo data)', () => {
  it('shows each of the last 30 days closed, chained start to calculated end, adding up to the kopeck', async () => {
    let previous: CashStatistics | undefined;
    for (let back = 30; back >= 1; back -= 1) {
      const stats = await expectAddsUp(addDays(today, -back));
      expect(stats).toMatchObject({ dayState: 'archive', closed: true, today });
      if (previous) expect(stats.currentDayStartAmount).toBe(previous.deskCalculatedEndAmount);
      previous = stats;
    }
    expect(previous?.date).toBe(yesterday);
  });

  it('keeps the difference and its reason on a day closed with a variance, and logs its counts', async () => {
    const day = addDays(today, -12);
    const stats = await statistics(day);
    expect(stats.endMismatch).toBe(true);
    expect(k(stats.currentDBDayEndAmount) - k(stats.deskCalculatedEndAmount)).toBe(-15_000);
    expect(stats.notes).toMatch(/размен 150 ₽/);
    const counts = (await get(`cash-change/counts?date=${day}`)).json() as CashCount[];
    expect(counts.map((row) => [row.kind, row.variance])).toEqual([
      ['count', '-150.00'],
      ['close', '-150.00'],
    ]);
    // an ordinary day: stored = calculated, no warning
    expect((await statistics(addDays(today, -3))).endMismatch).toBe(false);
  });

  it('filters by payment and expense types; every type chosen counts every payment and expense of the day', async () => {
    const cash = await statistics(yesterday);
    const card = await idByName(paymentDescriptors, 'Банковская карта');
    const cashId = await idByName(paymentDescriptors, 'Наличные');
    expect(cash.descriptorIds).toEqual([cashId]);
    const both = await statistics(yesterday, `&descriptorIds=${cashId},${card}`);
    expect(both.descriptorIds).toEqual([cashId, card].sort((a, b) => a - b));
    expect(k(both.totalPaymentsAmount)).toBeGreaterThanOrEqual(k(cash.totalPaymentsAmount));
    // repeated keys mean the same list
    expect((await statistics(yesterday, `&descriptorIds=${cashId}&descriptorIds=${card}`)).totalPaymentsAmount).toBe(both.totalPaymentsAmount);
    const rows = await list(yesterday, `&descriptorIds=${card}`);
    for (const row of rows) expect(row.descriptors.map((type) => type.paymentDescriptorId)).toContain(card);
  });

  it('refuses a bad query with a Russian message', async () => {
    expectBadRequest(await get('cash-change/statistics'), DATE_INVALID);
    expectBadRequest(await get('cash-change/statistics?date=2025-02-30'), DATE_INVALID);
    expectBadRequest(await get('cash-change/list?date=26.11.2026'), DATE_INVALID);
    expectBadRequest(await get(`cash-change/expenses?date=${today}&expensePaymentTypeIds=a`), IDS_INVALID);
    expectStatus(await get(`cash-change/list?date=${today}&sort=1`), 400);
  });
});

describe('permissions', () => {
  const reads = [`cash-change/statistics?date=${today}`, `cash-change/list?date=${today}`, `cash-change/expenses?date=${today}`, 'cash-change/latest-record', `cash-change/counts?date=${today}`];

  it('lets ADMIN and OWNER read, refuses TEACHER (403) and a caller without a token (401)', async () => {
    for (const url of reads) {
      expectStatus(await get(url, 'admin'), 200);
      expectStatus(await get(url, 'owner'), 200);
      expectStatus(await get(url, 'teacher'), 403);
      expectStatus(await t.call({ method: 'GET', url: `/api/${url}` }), 401);
    }
  });

  it('refuses TEACHER every write, writing nothing', async () => {
    const before = await rowCounts(t.db);
    expectStatus(await post('daily-change-record', { recordDate: today, startAmount: '100' }, 'teacher'), 403);
    expectStatus(await patch('daily-change-record/1', { startAmount: '100' }, 'teacher'), 403);
    expectStatus(await post('daily-change-record/1/count', { countedAmount: '100' }, 'teacher'), 403);
    expectStatus(await post('daily-change-record/1/close', { endAmount: '100', notes: 'x' }, 'teacher'), 403);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('past days are read-only on the server', () => {
  it('refuses to open, change, count or close any day but today, and changes nothing', async () => {
    const [record] = await t.db.select().from(dailyChangeRecords).where(eq(dailyChangeRecords.recordDate, yesterday));
    const before = await rowCounts(t.db);
    const past = dayRefusal(yesterday, today);
    expect(past).toMatch(/доступна только для просмотра/);
    expectBadRequest(await post('daily-change-record', { recordDate: yesterday, startAmount: '100' }), past);
    expectBadRequest(await post('daily-change-record', { recordDate: addDays(today, 1), startAmount: '100' }), dayRefusal(addDays(today, 1), today));
    expectBadRequest(await patch(`daily-change-record/${record.id}`, { startAmount: '1' }), past);
    expectBadRequest(await patch(`daily-change-record/${record.id}`, { notes: 'Правка задним числом' }), past);
    expectBadRequest(await post(`daily-change-record/${record.id}/count`, { countedAmount: '1' }), past);
    expectBadRequest(await post(`daily-change-record/${record.id}/close`, { endAmount: '1', notes: 'x' }), past);
    expect(await rowCounts(t.db)).toEqual(before);
    const [after] = await t.db.select().from(dailyChangeRecords).where(eq(dailyChangeRecords.id, record.id));
    expect(after).toEqual(record);
    expectStatus(await patch('daily-change-record/999999', { startAmount: '1' }), 404);
  });
});

describe('a day at the desk: open, take payments with change, spend, count blind, close', () => {
  let record: DailyRecord;

  it('shows today unopened, with the start prefilled from the last record’s calculated end', async () => {
    const latest = (await get('cash-change/latest-record')).json() as LatestRecord;
    const last = await statistics(yesterday);
    expect(latest).toMatchObject({ recordDate: yesterday, calculatedEndAmount: last.deskCalculatedEndAmount, endAmount: last.currentDBDayEndAmount });
    const stats = await statistics(today);
    expect(stats).toMatchObject({ dayState: 'not-opened', closed: false, dailyChangeId: null, suggestedStartAmount: latest!.calculatedEndAmount });
  });

  it('refuses an opening without a start amount or with a negative one', async () => {
    const before = await rowCounts(t.db);
    expectValidationError(await post('daily-change-record', { recordDate: today }), START_REQUIRED, 'startAmount');
    expectValidationError(await post('daily-change-record', { recordDate: today, startAmount: '' }), START_REQUIRED, 'startAmount');
    expectValidationError(await post('daily-change-record', { recordDate: today, startAmount: '-5' }), AMOUNT_NEGATIVE, 'startAmount');
    expectValidationError(await post('daily-change-record', { startAmount: '5' }), DATE_INVALID, 'recordDate');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('opens today once; a second opening is a 409 with a Russian message', async () => {
    const opened = await post('daily-change-record', { recordDate: today, startAmount: '5000', endAmount: null, notes: 'Утро' });
    expectStatus(opened, 201);
    record = opened.json() as DailyRecord;
    expect(record).toMatchObject({ recordDate: today, startAmount: '5000.00', endAmount: null, notes: 'Утро', closedAt: null });
    const again = await post('daily-change-record', { recordDate: today, startAmount: '5000' });
    expectStatus(again, 409);
    expect(again.json()).toEqual({ message: recordExists(today) });
    expect(recordExists(today)).toMatch(/^Касса за \d\d\.\d\d\.\d{4} уже открыта$/);
    expect((await statistics(today)).dayState).toBe('open');
  });

  it('edits the start and notes of the open day, never its end or date', async () => {
    expectBadRequest(await patch(`daily-change-record/${record.id}`, { endAmount: '100' }), END_ONLY_ON_CLOSE);
    expectBadRequest(await patch(`daily-change-record/${record.id}`, { recordDate: yesterday }), RECORD_DATE_FIXED);
    expectBadRequest(await patch(`daily-change-record/${record.id}`, { id: record.id + 1, startAmount: '1' }), 'Идентификатор в теле запроса не совпадает с адресом');
    expectValidationError(await patch(`daily-change-record/${record.id}`, { startAmount: '' }), START_REQUIRED, 'startAmount');
    const edited = await patch(`daily-change-record/${record.id}`, { id: record.id, startAmount: '5 000,50', notes: 'Утро, размен' });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ startAmount: '5000.50', notes: 'Утро, размен' });
  });

  it('counts a payment with change, a cash expense; not a card payment, a voided payment, a non-cash or archived expense', async () => {
    const before = await expectAddsUp(today);
    expect(before.currentDayStartAmount).toBe('5000.50');
    const fixture = await createPaymentFixture(t.db);
    const cashId = await idByName(paymentDescriptors, 'Наличные');
    const cardId = await idByName(paymentDescriptors, 'Банковская карта');
    // 6 400 ₽, 7 000 ₽ handed over, 600 ₽ change
    const paid = await post('addPayment', mathsBody(fixture, 2, { paymentDate: today, descriptors: [cashId], change: '600' }));
    expectStatus(paid, 201);
    const { paymentId } = paid.json() as { paymentId: number };
    expectStatus(await post('cash-change', { paymentId, changeAmount: '600', notes: 'Сдача' }), 201);
    expectStatus(await post('addPayment', mathsBody(fixture, 3, { paymentDate: today, descriptors: [cardId] })), 201);
    const voided = await post('addPayment', mathsBody(fixture, 4, { paymentDate: today, descriptors: [cashId] }));
    await t.db.update(payments).set({ voidedAt: new Date(), voidedBy: 'test', voidReason: 'тест' }).where(eq(payments.id, (voided.json() as { paymentId: number }).paymentId));
    const cashExpense = await idByName(expensePaymentTypes, 'Наличные');
    const [transfer] = await t.db.select().from(expensePaymentTypes).where(and(eq(expensePaymentTypes.name, 'Безналичный перевод')));
    const [kind] = await t.db.select().from(expenseTypes).limit(1);
    const expense = (amount: string, paymentTypeId: number, isArchived = false) => ({
      expenseDate: today,
      totalAmount: amount,
      expenseTypeId: kind.id,
      expensePaymentTypeId: paymentTypeId,
      isArchived,
      comment: 'Тест кассы',
    });
    await t.db.insert(expenses).values([expense('1250.50', cashExpense), expense('30000.00', transfer.id), expense('999.99', cashExpense, true)]);

    const after = await expectAddsUp(today);
    expect(k(after.totalPaymentsAmount) - k(before.totalPaymentsAmount)).toBe(700_000);
    expect(k(after.totalChangeGiven) - k(before.totalChangeGiven)).toBe(60_000);
    expect(k(after.totalExpensesAmount) - k(before.totalExpensesAmount)).toBe(125_050);
    expect(k(after.currentCalculatedDayEndAmount) - k(before.currentCalculatedDayEndAmount)).toBe(640_000 - 125_050);
    const row = (await list(today)).find((candidate) => candidate.paymentId === paymentId);
    expect(row).toMatchObject({ paymentAmount: '6400.00', paymentAmountPaidByClient: '7000.00', cashChangeAmount: '600.00', cashChangeNotes: 'Сдача' });
    expect((await expenseList(today)).filter((candidate) => candidate.expenseComment === 'Тест кассы').map((candidate) => candidate.expenseAmount)).toEqual(['1250.50']);
  });

  it('takes a blind count: stores the counted cash, then answers the calculated end and the variance', async () => {
    expectValidationError(await post(`daily-change-record/${record.id}/count`, {}), COUNT_REQUIRED, 'countedAmount');
    const stats = await statistics(today);
    const counted = await post(`daily-change-record/${record.id}/count`, { countedAmount: '100' });
    expectStatus(counted, 201);
    const count = counted.json() as CashCount;
    expect(count).toMatchObject({ kind: 'count', countedAmount: '100.00', calculatedAmount: stats.deskCalculatedEndAmount, countedBy: 'admin' });
    expect(k(count.variance)).toBe(10_000 - k(stats.deskCalculatedEndAmount));
    const [stored] = await t.db.select().from(cashCounts).where(eq(cashCounts.id, count.countId));
    expect(stored.countedAmount).toBe('100.00');
    const log = (await get(`cash-change/counts?date=${today}`)).json() as CashCount[];
    expect(log).toEqual([count]);
  });

  it('closes only with the counted end, and a reason when it differs from the calculated one', async () => {
    const stats = await statistics(today);
    const calculated = k(stats.deskCalculatedEndAmount);
    const before = await rowCounts(t.db);
    expectValidationError(await post(`daily-change-record/${record.id}/close`, {}), END_REQUIRED, 'endAmount');
    expectValidationError(await post(`daily-change-record/${record.id}/close`, { endAmount: '' }), END_REQUIRED, 'endAmount');
    const short = ((calculated - 4_950) / 100).toFixed(2);
    expectBadRequest(await post(`daily-change-record/${record.id}/close`, { endAmount: short, notes: '  ' }), CLOSE_REASON_REQUIRED);
    expect(await rowCounts(t.db)).toEqual(before);

    const closed = await post(`daily-change-record/${record.id}/close`, { endAmount: short, notes: 'размен для кассы' });
    expectStatus(closed, 200);
    const answer = closed.json() as { record: DailyRecord; count: CashCount };
    expect(answer.record).toMatchObject({ endAmount: short, notes: 'размен для кассы', calculatedEndAtClose: stats.deskCalculatedEndAmount, closedBy: 'admin' });
    expect(answer.count).toMatchObject({ kind: 'close', variance: '-49.50', reason: 'размен для кассы' });
    const after = await statistics(today);
    expect(after).toMatchObject({ closed: true, currentDBDayEndAmount: short, endMismatch: true, notes: 'размен для кассы' });
    expect(((await get(`cash-change/counts?date=${today}`)).json() as CashCount[]).map((row) => row.kind)).toEqual(['count', 'close']);
  });

  it('keeps a closed day closed: no second close, no edit, no count', async () => {
    const before = await rowCounts(t.db);
    expectBadRequest(await post(`daily-change-record/${record.id}/close`, { endAmount: '1', notes: 'ещё раз' }), DAY_CLOSED);
    expectBadRequest(await patch(`daily-change-record/${record.id}`, { notes: 'после закрытия' }), DAY_CLOSED);
    expectBadRequest(await post(`daily-change-record/${record.id}/count`, { countedAmount: '1' }), DAY_CLOSED);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers the latest record with today’s calculated end', async () => {
    const latest = (await get('cash-change/latest-record')).json() as LatestRecord;
    expect(latest).toMatchObject({ recordDate: today, calculatedEndAmount: (await statistics(today)).deskCalculatedEndAmount });
  });
});
