import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount-input';
import { divideRounded, formatKopecks, fromKopecks, MAX_KOPECKS, toKopecks } from './kopecks';
import { paymentMinimum } from './payment-minimum';
import { assignTiers, cyclePrice, type Tariff, type Tier } from './pricing';
import { projectNextCycle } from './recalculation';

// Tariff prices are whole roubles (money.md §5 "Tariff"); the discount is at most the first-subject price.
const roublePrice = fc.integer({ min: 1, max: 1_000_000 }).map((roubles) => `${roubles}.00`);
const maybePrice = fc.option(roublePrice, { nil: null });
const tariffArbitrary: fc.Arbitrary<Tariff> = fc
  .record({
    first: fc.integer({ min: 1, max: 1_000_000 }),
    second: roublePrice,
    third: roublePrice,
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    basePriceForCycle: maybePrice,
    basePriceForLesson: maybePrice,
    oldPriceForFirstSubject: maybePrice,
    oldPriceForSecondSubject: maybePrice,
    oldPriceForThirdSubject: maybePrice,
    oldPriceWithDiscount: maybePrice,
  })
  .map(({ first, second, third, discountShare, ...optional }) => ({
    subjectPricingName: 'Тариф',
    priceForFirstSubject: `${first}.00`,
    priceForSecondSubject: second,
    priceForThirdSubject: third,
    priceWithDiscount: `${Math.max(1, Math.floor(first * discountShare))}.00`,
    ...optional,
  }));
const studentArbitrary = fc.record({ eligibleForDiscountPrice: fc.boolean(), eligibleForOldPrice: fc.boolean() });
const tierArbitrary = fc.constantFrom<Tier>(1, 2, 3);
const lessonsPerCycle = fc.constantFrom(4, 8);
const cycleKopecks = fc.integer({ min: 100, max: 100_000_000 });

describe('money properties', () => {
  it('the projected price is never negative and never above the current price, and credits each missed lesson alike', () => {
    fc.assert(
      fc.property(cycleKopecks, lessonsPerCycle, fc.nat(12), fc.nat(12), (price, lessons, present, held) => {
        const projection = projectNextCycle(price, lessons, { present, held });
        expect(projection.nextCycleProjectedPrice).toBeGreaterThanOrEqual(0);
        expect(projection.nextCycleProjectedPrice).toBeLessThanOrEqual(price);
        expect(projection.nextCycleProjectedPrice + projection.creditKopecks).toBe(price);
        expect(Math.abs(projection.creditKopecks * lessons - price * projection.missedLessons)).toBeLessThanOrEqual(lessons / 2);
        if (held - present >= lessons) expect(projection.nextCycleProjectedPrice).toBe(0);
        if (present >= held) expect(projection.nextCycleProjectedPrice).toBe(price);
      }),
    );
  });

  it('kopecks round trip through the database notation, the typed notation and the ru-RU text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_KOPECKS }), (kopecks) => {
        expect(toKopecks(fromKopecks(kopecks))).toBe(kopecks);
        expect(parseAmount(fromKopecks(kopecks))).toEqual({ ok: true, kopecks });
        expect(parseAmount(formatKopecks(kopecks, 2))).toEqual({ ok: true, kopecks });
        expect(parseAmount(fromKopecks(kopecks).replace('.', ','))).toEqual({ ok: true, kopecks });
      }),
    );
  });

  it('a discount never makes a subject dearer, and a student pays one of the tariff own prices', () => {
    fc.assert(
      fc.property(tariffArbitrary, studentArbitrary, tierArbitrary, (tariff, student, tier) => {
        const price = cyclePrice(tariff, student, tier);
        const withoutDiscount = cyclePrice(tariff, { ...student, eligibleForDiscountPrice: false }, tier);
        expect(price.kopecks).toBeLessThanOrEqual(withoutDiscount.kopecks);
        expect(toKopecks(tariff[price.priceField])).toBe(price.kopecks);
        if (!student.eligibleForOldPrice) expect(price.oldPriceUsed).toBe(false);
      }),
    );
  });

  it('the tiers do not depend on the order the groups arrive in', () => {
    const groups = fc.uniqueArray(
      fc.record({ classId: fc.integer({ min: 1, max: 10_000 }), tariff: fc.option(tariffArbitrary, { nil: null }) }),
      { selector: (group) => group.classId, maxLength: 6 },
    );
    fc.assert(
      fc.property(studentArbitrary, groups, fc.nat(), (student, list, seed) => {
        const shuffled = [...list].sort((left, right) => ((left.classId * 31 + seed) % 97) - ((right.classId * 31 + seed) % 97));
        expect(new Map([...assignTiers(student, shuffled)].sort())).toEqual(new Map([...assignTiers(student, list)].sort()));
      }),
    );
  });

  it('the minimum of a payment is the exact sum of its lines, and whole cycles cost whole prices', () => {
    const line = fc.record({ cycleKopecks: fc.option(cycleKopecks, { nil: null }), lessons: fc.integer({ min: 1, max: 16 }), lessonsPerCycle });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        const minimum = paymentMinimum(lines);
        const sum = minimum.lines.reduce((total, priced) => total + (priced.kopecks ?? 0), 0);
        expect(minimum.kopecks).toBe(Math.max(1, sum));
        lines.forEach((input, index) => {
          if (input.cycleKopecks != null && input.lessons % input.lessonsPerCycle === 0) {
            expect(minimum.lines[index].kopecks).toBe((input.cycleKopecks * input.lessons) / input.lessonsPerCycle);
          }
        });
      }),
    );
  });

  it('divideRounded agrees with an exact BigInt reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_KOPECKS * 16, max: MAX_KOPECKS * 16 }), fc.integer({ min: 1, max: 16 }), (dividend, divisor) => {
        const magnitude = BigInt(Math.abs(dividend));
        const by = BigInt(divisor);
        const rounded = (magnitude * 2n + by) / (2n * by);
        expect(divideRounded(dividend, divisor)).toBe(dividend < 0 ? -Number(rounded) || 0 : Number(rounded));
      }),
    );
  });
});
