import { expect, it } from 'vitest';
import { belowBreakEvenHint, breakEven, cycleForecast, expectedPayment, expenseShare, type BreakEvenInput } from './break-even';
import { example } from './worked-example';

// docs/money.md §16: each example(N, …) is one '### Example N' of the page.

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const roubles = (amount: number) => Math.round(amount * 100);
const standard = { basePriceForCycle: '6400.00', basePriceForLesson: '800.00', priceForFirstSubject: '6400.00' };
const online = { basePriceForCycle: null, basePriceForLesson: null, priceForFirstSubject: '5200.00' };
const mini = { basePriceForCycle: null, basePriceForLesson: '1200.00', priceForFirstSubject: '4800.00' };
const group = (input: Partial<BreakEvenInput>): BreakEvenInput => ({
  tariff: standard,
  lessonsPerCycle: 8,
  percentageRate: '40.00',
  prices: [],
  expenseShareKopecks: roubles(12000),
  ...input,
});

example(45, "the group's share of the centre's expenses", () => {
  const period = '01.08.2026–31.10.2026';
  it('splits the period’s expenses by the lessons given, times the lessons of the cycle', () => {
    const eight = expenseShare({ expensesKopecks: roubles(300000), lessonsInPeriod: 600, lessonsPerCycle: 8, periodText: period });
    expect(eight.kopecks).toBe(roubles(4000));
    expect(plain(eight.text)).toBe('Расходы центра за 01.08.2026–31.10.2026: 300 000 ₽ × 8 / 600 занятий = 4 000 ₽');
    expect(expenseShare({ expensesKopecks: roubles(300000), lessonsInPeriod: 600, lessonsPerCycle: 4, periodText: period }).kopecks).toBe(roubles(2000));
  });
  it('rounds once, half up', () => {
    expect(expenseShare({ expensesKopecks: roubles(1000), lessonsInPeriod: 3, lessonsPerCycle: 8, periodText: period }).kopecks).toBe(roubles(2666.67));
  });
  it('is 0 ₽ when no lesson was given in the period', () => {
    const none = expenseShare({ expensesKopecks: roubles(300000), lessonsInPeriod: 0, lessonsPerCycle: 8, periodText: period });
    expect(none.kopecks).toBe(0);
    expect(plain(none.text)).toBe('Расходы центра за 01.08.2026–31.10.2026: занятий не было, доля 0 ₽');
  });
});

example(46, 'break-even of a group on «Стандарт»', () => {
  it('three students are below: four are needed', () => {
    const result = breakEven(group({ prices: [roubles(6400), roubles(5600), roubles(5800)] }));
    expect(result).toMatchObject({
      status: 'below',
      have: 3,
      needed: 4,
      below: true,
      incomeKopecks: roubles(17800),
      payoutKopecks: roubles(7680),
      expenseShareKopecks: roubles(12000),
      marginKopecks: -roubles(1880),
      contributionKopecks: roubles(3373.33),
    });
    expect(plain(result.text)).toBe('12 000 ₽ / 3 373,33 ₽ с ученика после выплаты преподавателю → нужно 4 ученика, в группе 3');
    expect(plain(belowBreakEvenHint({ ...result }))).toBe('Учеников 3 из 4 нужных: выплата преподавателю и доля расходов центра не покрыты');
  });
  it('a fourth student at 6 400 ₽ reaches it', () => {
    const result = breakEven(group({ prices: [roubles(6400), roubles(5600), roubles(5800), roubles(6400)] }));
    expect(result).toMatchObject({ status: 'enough', have: 4, needed: 4, below: false, marginKopecks: roubles(1960), contributionKopecks: roubles(3490) });
  });
});

example(47, 'a tariff without a base price: the payout on what the student pays', () => {
  it('«Онлайн», 5 200 ₽ and a discount 4 700 ₽, share 4 000 ₽: two needed, two in the group', () => {
    const result = breakEven(group({ tariff: online, prices: [roubles(5200), roubles(4700)], expenseShareKopecks: roubles(4000) }));
    expect(result).toMatchObject({ status: 'enough', have: 2, needed: 2, payoutKopecks: roubles(3960), marginKopecks: roubles(1940), contributionKopecks: roubles(2970) });
  });
});

example(48, 'an empty group: the newcomer stands for a student', () => {
  it('«Мини-группа», 4 lessons, share 2 000 ₽: one needed, none in the group', () => {
    const result = breakEven(group({ tariff: mini, lessonsPerCycle: 4, expenseShareKopecks: roubles(2000) }));
    expect(result).toMatchObject({ status: 'below', have: 0, needed: 1, below: true, incomeKopecks: 0, payoutKopecks: 0, marginKopecks: -roubles(2000), contributionKopecks: roubles(2880) });
  });
});

example(49, 'no tariff, a payout that eats the price, no share', () => {
  it('no tariff: nothing to tell', () => {
    const result = breakEven(group({ tariff: null, prices: [] }));
    expect(result).toMatchObject({ status: 'noTariff', needed: null, below: false, text: 'Тариф не назначен' });
  });
  it('the teacher at 100 % of a 6 400 ₽ base, the student paying 5 600 ₽: never pays', () => {
    const result = breakEven(group({ percentageRate: '100.00', prices: [roubles(5600)] }));
    expect(result).toMatchObject({ status: 'neverPays', needed: null, below: true, contributionKopecks: -roubles(800) });
    expect(belowBreakEvenHint(result)).toBe('Выплата преподавателю не меньше платы учеников: группа не окупается');
  });
  it('no share: none needed', () => {
    expect(breakEven(group({ prices: [roubles(6400)], expenseShareKopecks: 0 }))).toMatchObject({ status: 'enough', needed: 0, below: false, marginKopecks: roubles(3840) });
  });
});

example(50, "a cycle's forecast from the payment history", () => {
  it('expects the price times the share of cycles paid so far', () => {
    expect(expectedPayment({ priceKopecks: roubles(6400), paidCycles: 3, dueCycles: 4 })).toBe(roubles(4800));
    expect(expectedPayment({ priceKopecks: roubles(6400), paidCycles: 0, dueCycles: 2 })).toBe(0);
    expect(expectedPayment({ priceKopecks: roubles(6400), paidCycles: 0, dueCycles: 0 })).toBe(roubles(6400));
    expect(expectedPayment({ priceKopecks: roubles(4301), paidCycles: 2, dueCycles: 3 })).toBe(roubles(2867.33));
  });
  it('adds what is paid for the cycle to what the others are expected to pay', () => {
    const result = cycleForecast(roubles(5600), [
      { priceKopecks: roubles(5600), paidCycles: 2, dueCycles: 2, paidThisCycle: true },
      { priceKopecks: roubles(6400), paidCycles: 3, dueCycles: 4, paidThisCycle: false },
      { priceKopecks: roubles(6400), paidCycles: 0, dueCycles: 2, paidThisCycle: false },
      { priceKopecks: roubles(6400), paidCycles: 0, dueCycles: 0, paidThisCycle: false },
    ]);
    expect(result).toMatchObject({ kopecks: roubles(16800), paidKopecks: roubles(5600), expectedKopecks: roubles(11200) });
    expect(plain(result.text)).toBe('оплачено 5 600 ₽ + ожидается от 3 учеников 11 200 ₽ = 16 800 ₽');
  });
});
