import { describe, expect, it } from 'vitest';
import { assignTiers, cyclePrice, studentCyclePrices, type Tariff } from './pricing';

const flat = (name: string, first: string, discount = first): Tariff => ({
  subjectPricingName: name,
  priceForFirstSubject: first,
  priceForSecondSubject: '3000.00',
  priceForThirdSubject: '2000.00',
  priceWithDiscount: discount,
  basePriceForCycle: null,
  basePriceForLesson: null,
  oldPriceForFirstSubject: null,
  oldPriceForSecondSubject: null,
  oldPriceForThirdSubject: null,
  oldPriceWithDiscount: null,
});
const nobody = { eligibleForDiscountPrice: false, eligibleForOldPrice: false };

describe('assignTiers', () => {
  it('gives the third price to every group from the third on, ties by the lower id', () => {
    const same = flat('Один', '4000.00');
    const groups = [7, 3, 9, 5].map((classId) => ({ classId, tariff: same }));
    expect([...assignTiers(nobody, groups)]).toEqual([
      [3, 1],
      [5, 2],
      [7, 3],
      [9, 3],
    ]);
  });

  it('leaves groups without a tariff out', () => {
    expect([...assignTiers(nobody, [{ classId: 1, tariff: null }, { classId: 2, tariff: flat('Один', '4000.00') }])]).toEqual([[2, 1]]);
  });

  it('ignores the base prices', () => {
    const cheapBase = { ...flat('База', '5000.00'), basePriceForCycle: '100.00', basePriceForLesson: '10.00' };
    const dearBase = { ...flat('Без базы', '4000.00'), basePriceForLesson: '9000.00' };
    const tiers = assignTiers(nobody, [{ classId: 1, tariff: dearBase }, { classId: 2, tariff: cheapBase }]);
    expect(tiers.get(2)).toBe(1);
    expect(cyclePrice(dearBase, nobody, 1).kopecks).toBe(400000);
  });
});

describe('cyclePrice', () => {
  it('keeps the tier price when the discount price is equal', () => {
    const price = cyclePrice(flat('Равно', '4000.00', '4000.00'), { ...nobody, eligibleForDiscountPrice: true }, 1);
    expect(price).toMatchObject({ kopecks: 400000, discountApplied: false, priceField: 'priceForFirstSubject' });
    expect(price.text.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Тариф «Равно»: цена за первый предмет 4 000 ₽, цена со скидкой 4 000 ₽ не ниже → 4 000 ₽',
    );
  });

  it('has no discount for a student without one', () => {
    expect(cyclePrice(flat('Один', '4000.00', '1000.00'), nobody, 1)).toMatchObject({
      kopecks: 400000,
      discountField: null,
      discountKopecks: null,
      discountApplied: false,
    });
  });

  it('keeps kopecks of a price', () => {
    expect(cyclePrice(flat('Копейки', '4000.50'), nobody, 1).text.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Тариф «Копейки»: цена за первый предмет 4 000,50 ₽',
    );
  });

  it('refuses a tariff without a required price rather than guess one', () => {
    expect(() => cyclePrice({ ...flat('Пусто', '4000.00'), priceForSecondSubject: '' }, nobody, 2)).toThrow(RangeError);
  });
});

describe('studentCyclePrices', () => {
  it('answers in the order given', () => {
    const groups = [
      { classId: 2, tariff: flat('Дешёвый', '1000.00') },
      { classId: 1, tariff: flat('Дорогой', '9000.00') },
    ];
    expect(studentCyclePrices(nobody, groups).map(({ classId, price }) => [classId, price?.tier])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });
});
