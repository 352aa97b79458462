import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashDayState, cashDayTotals, cashDayWritable, cashDefaults, handedOver, prefilledStart, type CashDayExpense, type CashDayPayment } from './cash-day';

const kopecks = fc.integer({ min: 1, max: 50_000_000 });
const payment = fc.record({
  paymentId: fc.nat(),
  totalKopecks: kopecks,
  paidByClientKopecks: fc.constant(null),
  changeKopecks: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
  descriptorIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
}).map((row): CashDayPayment => ({ ...row, paidByClientKopecks: row.changeKopecks === null ? null : row.totalKopecks + row.changeKopecks }));
const expense = fc.record({ expenseId: fc.nat(), amountKopecks: kopecks, expensePaymentTypeId: fc.integer({ min: 1, max: 3 }), expenseTypeId: fc.integer({ min: 1, max: 5 }) });
const chosen = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: max }).map((ids) => new Set(ids));

describe('the cash invariant', () => {
  it('holds for random days: end = start + handed over − change − expenses, the breakdowns add up, the net of a payment is its total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(payment, { maxLength: 40 }), fc.array(expense, { maxLength: 20 }), chosen(4), chosen(3), (start, payments, expenses, descriptorIds, expensePaymentTypeIds) => {
        const day = cashDayTotals(start, payments, expenses, { descriptorIds, expensePaymentTypeIds });
        const counted = payments.filter((row) => row.descriptorIds.some((id) => descriptorIds.has(id)));
        const spent = expenses.filter((row: CashDayExpense) => expensePaymentTypeIds.has(row.expensePaymentTypeId));
        const net = counted.reduce((sum, row) => sum + row.totalKopecks, 0);
        const outgoings = spent.reduce((sum, row) => sum + row.amountKopecks, 0);
        expect(day.calculatedEndKopecks).toBe(start + net - outgoings);
        expect(day.calculatedEndKopecks).toBe(day.startKopecks + day.paymentsKopecks - day.changeKopecks - day.expensesKopecks);
        expect([...day.paymentBreakdown.values()].reduce((sum, value) => sum + value, 0)).toBe(day.paymentsKopecks);
        expect([...day.expenseBreakdown.values()].reduce((sum, value) => sum + value, 0)).toBe(day.expensesKopecks);
        expect(Number.isInteger(day.calculatedEndKopecks)).toBe(true);
      }),
    );
  });
});

describe('cash desk rules', () => {
  it('takes the cash handed over from the payment, or its total and change', () => {
    expect(handedOver({ paymentId: 1, totalKopecks: 640_000, paidByClientKopecks: 700_000, changeKopecks: 60_000, descriptorIds: [1] })).toBe(700_000);
    expect(handedOver({ paymentId: 1, totalKopecks: 640_000, paidByClientKopecks: null, changeKopecks: 60_000, descriptorIds: [1] })).toBe(700_000);
    expect(handedOver({ paymentId: 1, totalKopecks: 640_000, paidByClientKopecks: null, changeKopecks: null, descriptorIds: [1] })).toBe(640_000);
  });

  it('chooses the cash types by default', () => {
    const filter = cashDefaults(
      [{ id: 1, name: 'Наличные' }, { id: 2, name: 'Банковская карта' }],
      [{ id: 5, name: 'Безналичный' }, { id: 6, name: 'Наличные' }],
    );
    expect([...filter.descriptorIds]).toEqual([1]);
    expect([...filter.expensePaymentTypeIds]).toEqual([6]);
  });

  it('names the state of a day and lets only today change', () => {
    const today = '2026-11-26';
    expect(cashDayState(today, today, false)).toBe('not-opened');
    expect(cashDayState(today, today, true)).toBe('open');
    expect(cashDayState('2026-11-25', today, true)).toBe('archive');
    expect(cashDayState('2026-11-25', today, false)).toBe('not-opened');
    expect(cashDayState('2026-11-27', today, false)).toBe('future');
    expect(cashDayWritable(today, today)).toBe(true);
    expect(cashDayWritable('2026-11-25', today)).toBe(false);
  });

  it('starts a day from the last calculated end, or from nothing', () => {
    expect(prefilledStart({ calculatedEndKopecks: 1_494_950 })).toBe(1_494_950);
    expect(prefilledStart(undefined)).toBe(0);
  });
});
