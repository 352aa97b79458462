import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StudentLesson } from './attendance';
import { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE, AMOUNT_TOO_MANY_DECIMALS, parseAmount } from './amount-input';
import { amountColour } from './amount-colour';
import { cashDayTotals, changeAddsUp, CHANGE_CHECK_MESSAGE, closingProblem, closingVariance, CLOSE_REASON_REQUIRED } from './cash-day';
import { debtorCycles, studentDebts, type DebtGroupInput } from './debts';
import { formatKopecks, fromKopecks } from './kopecks';
import { lessonCountText } from './lesson-label';
import { checkPaymentTotal, paymentMinimum, TOTAL_BELOW_MINIMUM, TOTAL_IS_ZERO } from './payment-minimum';
import { studentCyclePrices, type PricedGroup, type Tariff } from './pricing';
import { projectNextCycle, studentRecalculation, type RecalculationGroupInput } from './recalculation';

import { example } from './worked-example';

// Each example(N, …) here is one '### Example N' of docs/money.md §11 and §12; other areas' examples live in their
// own test files of this folder. The last test holds the page's examples equal to every file's.

// Intl separates thousands and the currency with no-break spaces; the page writes plain ones
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const roubles = (amount: number) => Math.round(amount * 100);

const tariff = (name: string, prices: Partial<Tariff> & Pick<Tariff, 'priceForFirstSubject' | 'priceForSecondSubject' | 'priceForThirdSubject' | 'priceWithDiscount'>): Tariff => ({
  subjectPricingName: name,
  basePriceForCycle: null,
  basePriceForLesson: null,
  oldPriceForFirstSubject: null,
  oldPriceForSecondSubject: null,
  oldPriceForThirdSubject: null,
  oldPriceWithDiscount: null,
  ...prices,
});

const standard = tariff('Стандарт', {
  priceForFirstSubject: '6400.00',
  priceForSecondSubject: '5800.00',
  priceForThirdSubject: '5200.00',
  priceWithDiscount: '5600.00',
  basePriceForCycle: '6400.00',
  basePriceForLesson: '800.00',
  oldPriceForFirstSubject: '5600.00',
  oldPriceForSecondSubject: '5200.00',
  oldPriceForThirdSubject: '4800.00',
  oldPriceWithDiscount: '5000.00',
});
const online = tariff('Онлайн', {
  priceForFirstSubject: '5200.00',
  priceForSecondSubject: '4800.00',
  priceForThirdSubject: '4400.00',
  priceWithDiscount: '4700.00',
  oldPriceForFirstSubject: '4800.00',
  oldPriceWithDiscount: '4400.00',
});
const mini = tariff('Мини-группа', {
  priceForFirstSubject: '4800.00',
  priceForSecondSubject: '4400.00',
  priceForThirdSubject: '4000.00',
  priceWithDiscount: '4300.00',
  basePriceForLesson: '1200.00',
});
const intensive = tariff('Интенсив ЕГЭ', {
  priceForFirstSubject: '9600.00',
  priceForSecondSubject: '8800.00',
  priceForThirdSubject: '8000.00',
  priceWithDiscount: '8600.00',
  basePriceForCycle: '9600.00',
  basePriceForLesson: '1200.00',
});
const individual = tariff('Индивидуальный', {
  priceForFirstSubject: '4301.00',
  priceForSecondSubject: '4301.00',
  priceForThirdSubject: '4301.00',
  priceWithDiscount: '4301.00',
});

const groups = {
  11: { className: 'Математика 9А', tariff: standard, lessonsPerCycle: 8 },
  12: { className: 'Физика 9А', tariff: online, lessonsPerCycle: 8 },
  13: { className: 'Английский язык 8Б', tariff: standard, lessonsPerCycle: 8 },
  14: { className: 'Химия 10А', tariff: mini, lessonsPerCycle: 4 },
  15: { className: 'Информатика 7А', tariff: null, lessonsPerCycle: 8 },
  16: { className: 'Математика 11А', tariff: intensive, lessonsPerCycle: 8 },
} as const;
type GroupId = keyof typeof groups;
const priced = (ids: GroupId[]): PricedGroup[] => ids.map((classId) => ({ classId, tariff: groups[classId].tariff }));

const nobody = { eligibleForDiscountPrice: false, eligibleForOldPrice: false };
const discounted = { eligibleForDiscountPrice: true, eligibleForOldPrice: false };
const old = { eligibleForDiscountPrice: false, eligibleForOldPrice: true };
const both = { eligibleForDiscountPrice: true, eligibleForOldPrice: true };

type PriceRow = { classId: number; tier: number | null; kopecks: number | null; text: string | null };
const pricesOf = (student: typeof nobody, ids: GroupId[]): PriceRow[] =>
  studentCyclePrices(student, priced(ids)).map(({ classId, price }) => ({
    classId,
    tier: price?.tier ?? null,
    kopecks: price?.kopecks ?? null,
    text: plain(price?.text) ?? null,
  }));

const lesson = (cycleNumber: number, lessonDate: string | null, attendance: string | null = null): StudentLesson => ({
  cycleNumber,
  lessonDate,
  attendance,
});
const lessonsOfCycle = (cycleNumber: number, marks: (string | null)[], firstDay: string) =>
  marks.map((mark, index) => {
    const day = new Date(`${firstDay}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * index);
    return lesson(cycleNumber, day.toISOString().slice(0, 10), mark);
  });

example(1, 'tiers without discount or old price', () => {
  it('ranks by first-subject price, then group id; the third price from the third group on', () => {
    expect(pricesOf(nobody, [12, 11, 14, 13, 15])).toEqual([
      { classId: 12, tier: 3, kopecks: roubles(4400), text: 'Тариф «Онлайн»: цена за третий предмет 4 400 ₽' },
      { classId: 11, tier: 1, kopecks: roubles(6400), text: 'Тариф «Стандарт»: цена за первый предмет 6 400 ₽' },
      { classId: 14, tier: 3, kopecks: roubles(4000), text: 'Тариф «Мини-группа»: цена за третий предмет 4 000 ₽' },
      { classId: 13, tier: 2, kopecks: roubles(5800), text: 'Тариф «Стандарт»: цена за второй предмет 5 800 ₽' },
      { classId: 15, tier: null, kopecks: null, text: null },
    ]);
  });
});

example(2, 'discount', () => {
  it('takes the discount price only where it is lower', () => {
    expect(pricesOf(discounted, [12, 11, 14, 13])).toEqual([
      { classId: 12, tier: 3, kopecks: roubles(4400), text: 'Тариф «Онлайн»: цена за третий предмет 4 400 ₽, цена со скидкой 4 700 ₽ не ниже → 4 400 ₽' },
      { classId: 11, tier: 1, kopecks: roubles(5600), text: 'Тариф «Стандарт»: цена за первый предмет 6 400 ₽, цена со скидкой 5 600 ₽ ниже → 5 600 ₽' },
      { classId: 14, tier: 3, kopecks: roubles(4000), text: 'Тариф «Мини-группа»: цена за третий предмет 4 000 ₽, цена со скидкой 4 300 ₽ не ниже → 4 000 ₽' },
      { classId: 13, tier: 2, kopecks: roubles(5600), text: 'Тариф «Стандарт»: цена за второй предмет 5 800 ₽, цена со скидкой 5 600 ₽ ниже → 5 600 ₽' },
    ]);
  });

  it('says which column the price came from', () => {
    const [first] = studentCyclePrices(discounted, priced([11]));
    expect(first.price).toMatchObject({
      tierField: 'priceForFirstSubject',
      tierKopecks: roubles(6400),
      discountField: 'priceWithDiscount',
      discountKopecks: roubles(5600),
      discountApplied: true,
      priceField: 'priceWithDiscount',
      oldPriceUsed: false,
    });
  });
});

example(3, 'old prices', () => {
  it('takes each old price the tariff has, the current one otherwise', () => {
    expect(pricesOf(old, [12, 11, 14, 13])).toEqual([
      { classId: 12, tier: 3, kopecks: roubles(4400), text: 'Тариф «Онлайн»: цена за третий предмет 4 400 ₽' },
      { classId: 11, tier: 1, kopecks: roubles(5600), text: 'Тариф «Стандарт»: старая цена за первый предмет 5 600 ₽' },
      { classId: 14, tier: 3, kopecks: roubles(4000), text: 'Тариф «Мини-группа»: цена за третий предмет 4 000 ₽' },
      { classId: 13, tier: 2, kopecks: roubles(5200), text: 'Тариф «Стандарт»: старая цена за второй предмет 5 200 ₽' },
    ]);
  });
});

example(4, 'old prices and discount', () => {
  it('compares the old tier price with the old discount price', () => {
    expect(pricesOf(both, [12, 11, 14, 13])).toEqual([
      { classId: 12, tier: 3, kopecks: roubles(4400), text: 'Тариф «Онлайн»: цена за третий предмет 4 400 ₽, старая цена со скидкой 4 400 ₽ не ниже → 4 400 ₽' },
      { classId: 11, tier: 1, kopecks: roubles(5000), text: 'Тариф «Стандарт»: старая цена за первый предмет 5 600 ₽, старая цена со скидкой 5 000 ₽ ниже → 5 000 ₽' },
      { classId: 14, tier: 3, kopecks: roubles(4000), text: 'Тариф «Мини-группа»: цена за третий предмет 4 000 ₽, цена со скидкой 4 300 ₽ не ниже → 4 000 ₽' },
      { classId: 13, tier: 2, kopecks: roubles(5000), text: 'Тариф «Стандарт»: старая цена за второй предмет 5 200 ₽, старая цена со скидкой 5 000 ₽ ниже → 5 000 ₽' },
    ]);
    const [first] = studentCyclePrices(both, priced([11]));
    expect(first.price).toMatchObject({ priceField: 'oldPriceWithDiscount', oldPriceUsed: true });
  });
});

example(5, 'the calculated minimum of a payment', () => {
  it('adds the lines, a share for a number of lessons other than a cycle', () => {
    const minimum = paymentMinimum([
      { cycleKopecks: roubles(6400), lessons: 8, lessonsPerCycle: 8 },
      { cycleKopecks: roubles(4000), lessons: 3, lessonsPerCycle: 4 },
      { cycleKopecks: null, lessons: 8, lessonsPerCycle: 8 },
      { cycleKopecks: roubles(4400), lessons: 16, lessonsPerCycle: 8 },
    ]);
    expect(minimum.lines.map((line) => ({ kopecks: line.kopecks, text: plain(line.text) }))).toEqual([
      { kopecks: roubles(6400), text: '6 400 ₽' },
      { kopecks: roubles(3000), text: '4 000 ₽ × 3 / 4 = 3 000 ₽' },
      { kopecks: null, text: 'Тариф не назначен' },
      { kopecks: roubles(8800), text: '4 400 ₽ × 16 / 8 = 8 800 ₽' },
    ]);
    expect(minimum.kopecks).toBe(roubles(18200));
    expect(plain(minimum.text)).toBe('6 400 ₽ + 3 000 ₽ + 8 800 ₽ = 18 200 ₽');
  });

  it('rounds a share once, half up', () => {
    const minimum = paymentMinimum([{ cycleKopecks: roubles(4301), lessons: 3, lessonsPerCycle: 8 }]);
    expect(minimum.kopecks).toBe(161288);
    expect(plain(minimum.lines[0].text)).toBe('4 301 ₽ × 3 / 8 = 1 612,88 ₽');
  });

  it('is 0,01 ₽ with nothing priced', () => {
    for (const lines of [[], [{ cycleKopecks: null, lessons: 8, lessonsPerCycle: 8 }]]) {
      const minimum = paymentMinimum(lines);
      expect(minimum.kopecks).toBe(1);
      expect(plain(minimum.text)).toBe('Не меньше 0,01 ₽');
    }
  });
});

example(6, 'checking the total', () => {
  it.each([
    { total: 0, minimum: roubles(18200), message: TOTAL_IS_ZERO },
    { total: 1819999, minimum: roubles(18200), message: TOTAL_BELOW_MINIMUM },
    { total: roubles(18200), minimum: roubles(18200), message: null },
    { total: roubles(20000), minimum: roubles(18200), message: null },
    { total: 1, minimum: 1, message: null },
  ])('$total against $minimum → $message', ({ total, minimum, message }) => {
    expect(checkPaymentTotal(total, minimum)).toBe(message);
  });

  it('quotes the spec', () => {
    expect([TOTAL_IS_ZERO, TOTAL_BELOW_MINIMUM]).toEqual(['Сумма не должна быть равна 0', 'Сумма не может быть меньше рассчитанной']);
  });
});

const example7Lessons = [
  lesson(1, '2024-12-25', '+'),
  ...lessonsOfCycle(2, [null, null, '+', '+', '-', '+', '+(опоздание)', '+'], '2025-01-08'),
  lesson(3, '2025-03-05', '+'),
  lesson(3, '2025-03-12'),
  lesson(3, '2025-03-19'),
  lesson(3, null, '+(отработка)'),
  lesson(3, null),
  lesson(3, null),
  lesson(3, null),
  lesson(3, null),
];

example(7, 'lessons passed and unpaid cycles', () => {
  const input = {
    today: '2025-03-12',
    lessonsPerCycle: 8,
    enrolment: { isArchived: false, enrollmentDate: '2025-01-20' },
    lessons: example7Lessons,
    paidCycles: [1],
  };

  it('lists each unpaid cycle with the lessons passed for the student', () => {
    expect(debtorCycles(input)).toEqual([
      { cycle: 2, numberOfLessonsPassed: 6, numberOfLessonsPerCycle: 8, text: 'Цикл 2: прошло 6 из 8 занятий, оплаты за цикл нет' },
      { cycle: 3, numberOfLessonsPassed: 3, numberOfLessonsPerCycle: 8, text: 'Цикл 3: прошло 3 из 8 занятий, оплаты за цикл нет' },
    ]);
  });

  it('drops a paid cycle', () => {
    expect(debtorCycles({ ...input, paidCycles: [1, 2] }).map((row) => row.cycle)).toEqual([3]);
  });

  it('lists nothing for an archived enrolment', () => {
    expect(debtorCycles({ ...input, enrolment: { ...input.enrolment, isArchived: true } })).toEqual([]);
  });
});

example(8, 'debts with amounts', () => {
  const debtGroup = (classId: GroupId, unpaid: number[], isArchived = false): DebtGroupInput => ({
    classId,
    className: groups[classId].className,
    tariff: groups[classId].tariff,
    lessonsPerCycle: groups[classId].lessonsPerCycle,
    enrolment: { isArchived },
    lessons: [1, 2, 3, 4, 5].map((cycle) => lesson(cycle, `2025-0${cycle}-01`, '+')),
    paidCycles: [1, 2, 3, 4, 5].filter((cycle) => !unpaid.includes(cycle)),
  });

  it('prices each unpaid cycle at the student tier and sums the groups', () => {
    const debts = studentDebts(
      discounted,
      [debtGroup(11, [2, 3]), debtGroup(13, []), debtGroup(14, [5]), debtGroup(15, [2]), debtGroup(16, [4], true)],
      '2025-06-01',
    );
    expect(
      debts.classes.map(({ classId, price, debt }) => ({ classId, tier: price?.tier ?? null, kopecks: debt.kopecks, text: plain(debt.text) })),
    ).toEqual([
      { classId: 11, tier: 1, kopecks: roubles(11200), text: 'Циклы 2, 3: 2 × 5 600 ₽ = 11 200 ₽' },
      { classId: 14, tier: 3, kopecks: roubles(4000), text: 'Цикл 5: 4 000 ₽' },
      { classId: 15, tier: null, kopecks: null, text: 'Цикл 2: Тариф не назначен' },
    ]);
    expect(debts.totalDebt).toBe(roubles(15200));
    expect(plain(debts.text)).toBe('11 200 ₽ + 4 000 ₽ = 15 200 ₽');
  });
});

example(9, 'recalculation', () => {
  const recalculationGroup = (classId: GroupId, classCycle: number, lessons: StudentLesson[]): RecalculationGroupInput => ({
    classId,
    className: groups[classId].className,
    tariff: groups[classId].tariff,
    lessonsPerCycle: groups[classId].lessonsPerCycle,
    classCycle,
    enrolment: { isArchived: false },
    lessons,
  });

  it('credits the misses of the previous cycle and sums the parent row', () => {
    const recalculation = studentRecalculation(
      nobody,
      [
        recalculationGroup(11, 3, [
          ...lessonsOfCycle(2, ['+', '+', '-', '+', '-', '+(опоздание)', '+', '+'], '2025-01-08'),
          lesson(3, '2025-03-05', '+'),
          lesson(3, '2025-03-12', '+'),
          ...[3, 4, 5, 6, 7, 8].map(() => lesson(3, null)),
        ]),
        recalculationGroup(14, 5, [...lessonsOfCycle(4, ['+', '+', '+', '+'], '2025-02-05'), lesson(5, '2025-03-05', '+'), lesson(5, null), lesson(5, null), lesson(5, null)]),
        recalculationGroup(12, 1, [lesson(1, null), lesson(1, null)]),
      ],
      '2025-03-12',
    );
    expect(
      recalculation.classes.map((row) => ({
        classId: row.classId,
        previous: `${row.previousCyclePresent}/${row.previousCycleTotal}`,
        current: `${row.currentCyclePresent}/${row.currentCycleTotal}`,
        currentCyclePrice: row.currentCyclePrice,
        nextCycleProjectedPrice: row.nextCycleProjectedPrice,
        attendance: row.projection?.attendanceText,
        text: plain(row.projection?.text),
      })),
    ).toEqual([
      { classId: 11, previous: '6/8', current: '2/2', currentCyclePrice: roubles(6400), nextCycleProjectedPrice: roubles(4800), attendance: 'Прошлый цикл: посещено 6 из 8 занятий, пропущено 2', text: '6 400 ₽ − 2 × 800 ₽ = 4 800 ₽' },
      { classId: 14, previous: '4/4', current: '1/1', currentCyclePrice: roubles(4000), nextCycleProjectedPrice: roubles(4000), attendance: 'Прошлый цикл: посещено 4 из 4 занятий, пропущено 0', text: '4 000 ₽ − 0 × 1 000 ₽ = 4 000 ₽' },
      { classId: 12, previous: '0/0', current: '0/0', currentCyclePrice: roubles(4800), nextCycleProjectedPrice: roubles(4800), attendance: 'Прошлого цикла нет', text: '4 800 ₽' },
    ]);
    expect(recalculation.currentCyclePrice).toBe(roubles(15200));
    expect(recalculation.nextCycleProjectedPrice).toBe(roubles(13600));
    expect(plain(recalculation.currentText)).toBe('6 400 ₽ + 4 000 ₽ + 4 800 ₽ = 15 200 ₽');
    expect(plain(recalculation.nextText)).toBe('4 800 ₽ + 4 000 ₽ + 4 800 ₽ = 13 600 ₽');
  });
});

example(10, 'recalculation when a lesson is not whole kopecks', () => {
  const [{ price }] = studentCyclePrices(nobody, [{ classId: 1, tariff: individual }]);
  it.each([
    { present: 5, held: 8, missed: 3, credit: 161288, next: 268812, text: '4 301 ₽ − 4 301 ₽ × 3 / 8 = 2 688,12 ₽' },
    { present: 8, held: 8, missed: 0, credit: 0, next: 430100, text: '4 301 ₽ − 4 301 ₽ × 0 / 8 = 4 301 ₽' },
    { present: 0, held: 8, missed: 8, credit: 430100, next: 0, text: '4 301 ₽ − 4 301 ₽ × 8 / 8 = 0 ₽' },
    { present: 0, held: 9, missed: 8, credit: 430100, next: 0, text: '4 301 ₽ − 4 301 ₽ × 8 / 8 = 0 ₽' },
  ])('$present/$held → $next', ({ present, held, missed, credit, next, text }) => {
    const projection = projectNextCycle(price!.kopecks, 8, { present, held });
    expect(projection).toMatchObject({ missedLessons: missed, creditKopecks: credit, nextCycleProjectedPrice: next, perLessonExact: false });
    expect(plain(projection.text)).toBe(text);
  });

  it('says when the misses are capped', () => {
    expect(projectNextCycle(price!.kopecks, 8, { present: 0, held: 9 }).attendanceText).toBe(
      'Прошлый цикл: посещено 0 из 9 занятий, пропущено 9, в зачёт не больше 8',
    );
  });
});

example(11, 'amount colours', () => {
  it.each([
    { tariff: standard, amount: null, colour: undefined },
    { tariff: standard, amount: 0, colour: 'red' },
    { tariff: standard, amount: 299999, colour: 'orange' },
    { tariff: standard, amount: roubles(3000), colour: 'green' },
    { tariff: standard, amount: roubles(6400), colour: 'green' },
    { tariff: mini, amount: 257999, colour: 'orange' },
    { tariff: mini, amount: roubles(2580), colour: 'green' },
    { tariff: null, amount: roubles(100), colour: 'green' },
    { tariff: null, amount: 0, colour: 'red' },
  ])('$tariff.subjectPricingName $amount → $colour', ({ tariff: chosen, amount, colour }) => {
    expect(amountColour(amount, chosen)).toBe(colour);
  });
});

example(12, 'lesson-count label', () => {
  it.each([
    [4, '4 занятия'],
    [8, '8 занятий'],
    [1, '1 занятий'],
    [3, '3 занятий'],
    [16, '16 занятий'],
  ])('%d → %s', (count, label) => {
    expect(lessonCountText(count)).toBe(label);
  });
});

example(13, 'typed amounts', () => {
  it.each([
    { typed: '1 234,50', result: { ok: true, kopecks: 123450 } },
    { typed: '1234.5', result: { ok: true, kopecks: 123450 } },
    { typed: '1 234,50 ₽', result: { ok: true, kopecks: 123450 } },
    { typed: '0,01', result: { ok: true, kopecks: 1 } },
    { typed: ',5', result: { ok: true, kopecks: 50 } },
    { typed: '1,234', result: { ok: false, message: AMOUNT_TOO_MANY_DECIMALS } },
    { typed: '0', result: { ok: false, message: AMOUNT_NOT_POSITIVE } },
    { typed: '-5', result: { ok: false, message: AMOUNT_NOT_POSITIVE } },
    { typed: 'abc', result: { ok: false, message: AMOUNT_NOT_POSITIVE } },
    { typed: '', result: { ok: false, message: AMOUNT_NOT_POSITIVE } },
    { typed: '10 000 000 000', result: { ok: false, message: AMOUNT_TOO_LARGE } },
    { typed: '9 999 999 999,99', result: { ok: true, kopecks: 999_999_999_999 } },
  ])('"$typed"', ({ typed, result }) => {
    expect(parseAmount(typed)).toEqual(result);
  });

  it('lets the payment total say its own message for 0', () => {
    expect(parseAmount('0', TOTAL_IS_ZERO)).toEqual({ ok: false, message: 'Сумма не должна быть равна 0' });
  });

  it('quotes the spec', () => {
    expect([AMOUNT_NOT_POSITIVE, AMOUNT_TOO_MANY_DECIMALS]).toEqual([
      'Сумма должна быть больше 0',
      'Сумма должна иметь не более двух десятичных знаков',
    ]);
  });
});

example(14, 'amounts shown', () => {
  it.each([
    { kopecks: 123450, database: '1234.50', two: '1 234,50 ₽', zero: '1 235 ₽', auto: '1 234,50 ₽' },
    { kopecks: 480000, database: '4800.00', two: '4 800,00 ₽', zero: '4 800 ₽', auto: '4 800 ₽' },
    { kopecks: 1, database: '0.01', two: '0,01 ₽', zero: '0 ₽', auto: '0,01 ₽' },
    { kopecks: 0, database: '0.00', two: '0,00 ₽', zero: '0 ₽', auto: '0 ₽' },
  ])('$kopecks', ({ kopecks, database, two, zero, auto }) => {
    expect(fromKopecks(kopecks)).toBe(database);
    expect(plain(formatKopecks(kopecks, 2))).toBe(two);
    expect(plain(formatKopecks(kopecks, 0))).toBe(zero);
    expect(plain(formatKopecks(kopecks))).toBe(auto);
  });
});

example(15, 'a cash day', () => {
  const payments = [
    { paymentId: 101, totalKopecks: roubles(6400), paidByClientKopecks: roubles(7000), changeKopecks: roubles(600), descriptorIds: [1] },
    { paymentId: 102, totalKopecks: roubles(4800), paidByClientKopecks: null, changeKopecks: null, descriptorIds: [2, 1] },
    { paymentId: 103, totalKopecks: roubles(5200), paidByClientKopecks: null, changeKopecks: null, descriptorIds: [2] },
  ];
  const expenses = [
    { expenseId: 201, amountKopecks: roubles(1250.5), expensePaymentTypeId: 1, expenseTypeId: 7 },
    { expenseId: 202, amountKopecks: roubles(30000), expensePaymentTypeId: 2, expenseTypeId: 8 },
  ];
  const cashOnly = { descriptorIds: new Set([1]), expensePaymentTypeIds: new Set([1]) };

  it('adds the cash payments, takes off the change and the cash expenses', () => {
    const day = cashDayTotals(roubles(5000), payments, expenses, cashOnly);
    expect(day.calculatedEndKopecks).toBe(roubles(14949.5));
    expect(day.profitKopecks).toBe(roubles(9949.5));
    expect([...day.paymentBreakdown]).toEqual([[1, roubles(11800)]]);
    expect([...day.expenseBreakdown]).toEqual([[7, roubles(1250.5)]]);
    expect(plain(day.explanation)).toBe('5 000 ₽ + 11 800 ₽ − 600 ₽ − 1 250,50 ₽ = 14 949,50 ₽');
  });

  it('counts the card payment when its type is chosen', () => {
    const day = cashDayTotals(roubles(5000), payments, expenses, { ...cashOnly, descriptorIds: new Set([1, 2]) });
    expect(day.calculatedEndKopecks).toBe(roubles(20149.5));
    expect([...day.paymentBreakdown].sort()).toEqual([[1, roubles(11800)], [2, roubles(5200)]]);
  });
});

example(16, 'closing with a difference', () => {
  it('needs a reason for any difference and keeps the variance', () => {
    expect(closingProblem(roubles(14949.5), roubles(14949.5), '')).toBeUndefined();
    expect(closingProblem(roubles(14900), roubles(14949.5), '  ')).toBe(CLOSE_REASON_REQUIRED);
    expect(closingProblem(roubles(14900), roubles(14949.5), 'размен для кассы')).toBeUndefined();
    expect(closingVariance(roubles(14900), roubles(14949.5))).toBe(-roubles(49.5));
  });

  it('checks a payment against the cash handed over and the change', () => {
    expect(changeAddsUp(roubles(6400), roubles(7000), roubles(600))).toBe(true);
    expect(changeAddsUp(roubles(6400), roubles(7000), roubles(500))).toBe(false);
    expect(CHANGE_CHECK_MESSAGE).toBe('Проверьте расчёт: Платеж = Платеж без сдачи + Сдача');
  });
});

describe('docs/money.md', () => {
  const page = readFileSync(resolve(__dirname, '../../docs/money.md'), 'utf8');
  const documented = [...page.matchAll(/^### Example (\d+) — /gm)].map((match) => Number(match[1]));

  const covered = readdirSync(__dirname)
    .filter((file) => file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(resolve(__dirname, file), 'utf8').matchAll(/^example\((\d+), /gm)].map((match) => Number(match[1])));

  it('has every worked example as a test, and no test without its example', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(covered.sort((left, right) => left - right)).toEqual([...documented].sort((left, right) => left - right));
  });
});
