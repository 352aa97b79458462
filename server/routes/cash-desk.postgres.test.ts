import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashStatistics } from '../../resources/money/cash-desk';
import { toKopecks } from '../../resources/money/kopecks';
import { dayInTimeZone } from '../../resources/school-year';
import { expensePaymentTypes, expenses, expenseTypes, paymentDescriptors } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { createPaymentFixture, mathsBody } from './payment-create.fixture';

// The cash invariant under 20 concurrent writers (issue 9), PostgreSQL only (a real pool, real concurrency): each
// writer takes a cash payment of 6 400 ₽ with change C_i (POST addPayment, then POST cash-change) and spends a cash
// expense E_i, while readers ask for the day's statistics over and over. Every read must be one consistent state
// to the kopeck: end = start + handed over − change − expenses, the breakdowns add up, and the totals decode into
// writes that were committed (C_i = 2^i kopecks, E_i = 2^20 + 2^i kopecks, so any set of them has one sum).
const WRITERS = 20;
const PAYMENT = 640_000;
const change = (index: number) => 2 ** index;
const expense = (index: number) => 2 ** 20 + 2 ** index;
const roubles = (kopecks: number) => (kopecks / 100).toFixed(2);
const k = (value: string | null) => toKopecks(value) ?? 0;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: { authorization: `Bearer ${token}` } });

describe('the cash invariant under 20 concurrent writers (PostgreSQL)', () => {
  it('answers every statistics read exactly, during and after the writes', async () => {
    const today = dayInTimeZone(new Date(), 'Europe/Moscow');
    const read = async () => {
      const response = await call('GET', `cash-change/statistics?date=${today}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as CashStatistics;
    };
    const base = await read();
    const cashId = (await t.db.select().from(paymentDescriptors).where(eq(paymentDescriptors.name, 'Наличные')))[0].id;
    const cashExpense = (await t.db.select().from(expensePaymentTypes).where(eq(expensePaymentTypes.name, 'Наличные')))[0].id;
    const [kind] = await t.db.select().from(expenseTypes).limit(1);
    const fixtures = await Promise.all(Array.from({ length: WRITERS }, () => createPaymentFixture(t.db)));

    const writer = async (index: number) => {
      const body = mathsBody(fixtures[index], 2, { paymentDate: today, descriptors: [cashId], change: roubles(change(index)) });
      const paid = await call('POST', 'addPayment', body);
      expect(paid.statusCode, paid.body).toBe(201);
      const { paymentId } = paid.json() as { paymentId: number };
      const registered = await call('POST', 'cash-change', { paymentId, changeAmount: roubles(change(index)) });
      expect(registered.statusCode, registered.body).toBe(201);
      await t.db.insert(expenses).values({ expenseDate: today, totalAmount: roubles(expense(index)), expenseTypeId: kind.id, expensePaymentTypeId: cashExpense, comment: `Писатель ${index}` });
    };

    const reads: CashStatistics[] = [];
    let writing = true;
    const reader = async () => {
      while (writing) reads.push(await read());
    };
    const readers = Promise.all([reader(), reader(), reader()]);
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
    writing = false;
    await readers;
    reads.push(await read());
    expect(reads.length).toBeGreaterThan(3);

    const mask = 2 ** WRITERS - 1;
    for (const stats of reads) {
      const start = k(stats.currentDayStartAmount);
      const paid = k(stats.totalPaymentsAmount) - k(base.totalPaymentsAmount);
      const given = k(stats.totalChangeGiven) - k(base.totalChangeGiven);
      const spent = k(stats.totalExpensesAmount) - k(base.totalExpensesAmount);
      expect(k(stats.currentCalculatedDayEndAmount)).toBe(start + k(stats.totalPaymentsAmount) - k(stats.totalChangeGiven) - k(stats.totalExpensesAmount));
      expect(stats.paymentBreakdown.reduce((total, row) => total + k(row.amount), 0)).toBe(k(stats.totalPaymentsAmount));
      expect(stats.expenseBreakdown.reduce((total, row) => total + k(row.amount), 0)).toBe(k(stats.totalExpensesAmount));
      // the registered changes are a set of writers, each with its payment committed
      expect(given).toBeGreaterThanOrEqual(0);
      expect(given & ~mask).toBe(0);
      // payments: n × 6 400 ₽ plus the changes of those n payments (handed over = total + change), a superset of `given`
      const count = Math.floor(paid / PAYMENT);
      const fits = [count, count - 1].some((n) => {
        const changes = paid - n * PAYMENT;
        return n >= 0 && changes <= mask && bitCount(changes) === n && (changes & given) === given;
      });
      expect(fits, `payments ${paid} with change ${given} do not decode into committed writes`).toBe(true);
      // expenses: m × 2^20 plus a set of m writers' bits
      const m = Math.floor(spent / 2 ** 20);
      expect(bitCount(spent - m * 2 ** 20)).toBe(m);
    }
    const last = reads[reads.length - 1];
    const all = Array.from({ length: WRITERS }, (_, index) => index);
    expect(k(last.totalPaymentsAmount) - k(base.totalPaymentsAmount)).toBe(all.reduce((total, index) => total + PAYMENT + change(index), 0));
    expect(k(last.totalChangeGiven) - k(base.totalChangeGiven)).toBe(all.reduce((total, index) => total + change(index), 0));
    expect(k(last.totalExpensesAmount) - k(base.totalExpensesAmount)).toBe(all.reduce((total, index) => total + expense(index), 0));
    expect(k(last.currentCalculatedDayEndAmount) - k(base.currentCalculatedDayEndAmount)).toBe(all.reduce((total, index) => total + PAYMENT - expense(index), 0));
  });
});

const bitCount = (value: number) => {
  let bits = 0;
  for (let rest = value; rest > 0; rest = Math.floor(rest / 2)) bits += rest % 2;
  return bits;
};
