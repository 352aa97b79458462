import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_ABOVE_FIRST,
  optionalPriceRule,
  PRICE_NOT_INTEGER,
  PRICE_NOT_POSITIVE,
  priceRule,
  subjectPricingSchema,
} from './index';

const valid = {
  subjectPricingName: 'Стандарт',
  priceForFirstSubject: 6000,
  priceForSecondSubject: '5500',
  priceForThirdSubject: '5000.00',
  priceWithDiscount: 5400,
};

describe('priceRule', () => {
  it.each([
    { value: 1500, price: '1500.00' },
    { value: '1500', price: '1500.00' },
    { value: '1500.00', price: '1500.00' },
    { value: '1500,0', price: '1500.00' },
  ])('$value → $price', ({ value, price }) => {
    expect(priceRule.parse(value)).toBe(price);
  });

  it.each([
    { value: 0, message: PRICE_NOT_POSITIVE },
    { value: '0', message: PRICE_NOT_POSITIVE },
    { value: -5, message: PRICE_NOT_POSITIVE },
    { value: 10.5, message: PRICE_NOT_INTEGER },
    { value: '10.50', message: PRICE_NOT_INTEGER },
    { value: 'abc', message: PRICE_NOT_INTEGER },
    { value: undefined, message: PRICE_NOT_INTEGER },
    { value: null, message: PRICE_NOT_INTEGER },
  ])('$value → $message', ({ value, message }) => {
    expect(priceRule.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('optionalPriceRule', () => {
  it('is null when empty and checked otherwise', () => {
    expect(optionalPriceRule.parse(null)).toBeNull();
    expect(optionalPriceRule.parse('')).toBeNull();
    expect(optionalPriceRule.parse(undefined)).toBeNull();
    expect(optionalPriceRule.parse(700)).toBe('700.00');
    expect(optionalPriceRule.safeParse(0).error?.issues[0]?.message).toBe(PRICE_NOT_POSITIVE);
  });
});

describe('subjectPricingSchema (core.md §5.7)', () => {
  it('accepts a tariff and fills the optional prices with null', () => {
    expect(subjectPricingSchema.parse(valid)).toMatchObject({
      priceForFirstSubject: '6000.00',
      priceWithDiscount: '5400.00',
      basePriceForCycle: null,
      oldPriceWithDiscount: null,
    });
  });

  it('refuses a short name', () => {
    expect(subjectPricingSchema.safeParse({ ...valid, subjectPricingName: 'С' }).error?.issues[0]?.message).toBe(
      'Название тарифа обязательно',
    );
  });

  it('refuses a discount above the first-subject price, and allows it equal', () => {
    const result = subjectPricingSchema.safeParse({ ...valid, priceWithDiscount: 6001 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['priceWithDiscount'], message: DISCOUNT_ABOVE_FIRST });
    expect(subjectPricingSchema.safeParse({ ...valid, priceWithDiscount: 6000 }).success).toBe(true);
  });
});
