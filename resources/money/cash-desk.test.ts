import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashDayTotals, cashDayWritable, cashDefaults, CLOSE_REASON_REQUIRED, closingProblem, closingVariance, prefilledStart, type CashDayFilter } from './cash-day';
import { fromKopecks } from './kopecks';
import { AMOUNT_NEGATIVE, cashAmountOf, cashDayQuery, COUNT_REQUIRED, dayRefusal, END_REQUIRED, IDS_INVALID, recordExists, START_REQUIRED } from './cash-desk';
import { example } from './worked-example';

// docs/money.md §12: the blind count, the read-only past, the amounts and filters the desk accepts (examples 17–19).
const cash: CashDayFilter = { descriptorIds: new Set([1]), expensePaymentTypeIds: new Set([1]) };
const day = cashDayTotals(
  500_000,
  [
    { paymentId: 101, totalKopecks: 640_000, paidByClientKopecks: 700_000, changeKopecks: 60_000, descriptorIds: [1] },
    { paymentId: 102, totalKopecks: 480_000, paidByClientKopecks: null, changeKopecks: null, descriptorIds: [1, 2] },
    { paymentId: 103, totalKopecks: 520_000, paidByClientKopecks: null, changeKopecks: null, descriptorIds: [2] },
  ],
  [
    { expenseId: 201, amountKopecks: 125_050, expensePaymentTypeId: 1, expenseTypeId: 7 },
    { expenseId: 202, amountKopecks: 3_000_000, expensePaymentTypeId: 2, expenseTypeId: 8 },
  ],
  cash,
);

example(17, 'a blind count', () => {
  it('keeps the count with the calculated end of its moment, then shows the difference', () => {
    expect(day.calculatedEndKopecks).toBe(1_494_950);
    // the admin counted 14 900 ₽ before seeing anything: the log row is (14 900, 14 949,50, −49,50)
    expect(closingVariance(1_490_000, day.calculatedEndKopecks)).toBe(-4_950);
    // a later count of 14 949,50 ₽ has no difference; the close then needs no reason
    expect(closingVariance(1_494_950, day.calculatedEndKopecks)).toBe(0);
    expect(closingProblem(1_494_950, day.calculatedEndKopecks, null)).toBeUndefined();
    expect(closingProblem(1_490_000, day.calculatedEndKopecks, '   ')).toBe(CLOSE_REASON_REQUIRED);
    expect(closingProblem(1_490_000, day.calculatedEndKopecks, 'размен для кассы')).toBeUndefined();
  });
});

example(18, 'the next day and the archive', () => {
  it('starts the next day from the calculated end, not the counted one, and refuses writes to any other day', () => {
    // 25.11 closed with 14 900 ₽ counted; 26.11 starts with 14 949,50 ₽
    expect(prefilledStart({ calculatedEndKopecks: day.calculatedEndKopecks })).toBe(1_494_950);
    expect(cashDayWritable('2026-11-26', '2026-11-26')).toBe(true);
    expect(cashDayWritable('2026-11-25', '2026-11-26')).toBe(false);
    expect(dayRefusal('2026-11-25', '2026-11-26')).toBe('Касса за 25.11.2026 доступна только для просмотра: изменять можно только кассу за сегодня (26.11.2026)');
    expect(dayRefusal('2026-11-27', '2026-11-26')).toBe('Касса за 27.11.2026 еще не наступила: изменять можно только кассу за сегодня (26.11.2026)');
    expect(recordExists('2026-11-26')).toBe('Касса за 26.11.2026 уже открыта');
    // a payment of 2 000 ₽ in cash entered late for 25.11: its calculated end moves, the stored end does not
    const late = cashDayTotals(500_000, [{ paymentId: 104, totalKopecks: 200_000, paidByClientKopecks: null, changeKopecks: null, descriptorIds: [1] }], [], cash);
    expect(day.calculatedEndKopecks + late.profitKopecks).toBe(1_694_950);
  });
});

example(19, 'amounts and filters the desk accepts', () => {
  it('reads amounts: 0 is a start, empty is the field’s message, negative refused', () => {
    expect(cashAmountOf('0', START_REQUIRED)).toEqual({ ok: true, kopecks: 0 });
    expect(cashAmountOf('5 000,50', START_REQUIRED)).toEqual({ ok: true, kopecks: 500_050 });
    expect(cashAmountOf('', START_REQUIRED)).toEqual({ ok: false, message: START_REQUIRED });
    expect(cashAmountOf(null, END_REQUIRED)).toEqual({ ok: false, message: END_REQUIRED });
    expect(cashAmountOf(undefined, COUNT_REQUIRED)).toEqual({ ok: false, message: COUNT_REQUIRED });
    expect(cashAmountOf('-5', START_REQUIRED)).toEqual({ ok: false, message: AMOUNT_NEGATIVE });
  });

  it('reads the type lists: a comma list or repeated keys; empty means the cash types', () => {
    expect(cashDayQuery.parse({ date: '2026-11-26', descriptorIds: '1,2' }).descriptorIds).toEqual([1, 2]);
    expect(cashDayQuery.parse({ date: '2026-11-26', descriptorIds: ['2', '1', '2'] }).descriptorIds).toEqual([2, 1]);
    expect(cashDayQuery.parse({ date: '2026-11-26', descriptorIds: '' }).descriptorIds).toBeUndefined();
    expect(cashDayQuery.safeParse({ date: '2026-11-26', descriptorIds: 'a' }).error?.issues[0].message).toBe(IDS_INVALID);
    const defaults = cashDefaults([{ id: 1, name: 'Наличные' }, { id: 2, name: 'Банковская карта' }], [{ id: 1, name: 'Наличные' }]);
    expect([...defaults.descriptorIds]).toEqual([1]);
  });
});

describe('properties of the close and the amounts', () => {
  it('asks for a reason exactly when the counted end differs and the notes are blank', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), fc.option(fc.string(), { nil: null }), (counted, calculated, notes) => {
        const needsReason = counted !== calculated && !notes?.trim();
        expect(closingProblem(counted, calculated, notes)).toBe(needsReason ? CLOSE_REASON_REQUIRED : undefined);
        expect(closingVariance(counted, calculated) + calculated).toBe(counted);
      }),
    );
  });

  it('reads back every amount it writes, to the kopeck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (kopecks) => {
        expect(cashAmountOf(fromKopecks(kopecks), START_REQUIRED)).toEqual({ ok: true, kopecks });
        expect(cashAmountOf(fromKopecks(kopecks).replace('.', ','), START_REQUIRED)).toEqual({ ok: true, kopecks });
      }),
    );
  });
});
