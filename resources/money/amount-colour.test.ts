import { describe, expect, it } from 'vitest';
import { amountColour } from './amount-colour';

describe('amountColour', () => {
  const tariff = { priceWithDiscount: '5000.00', oldPriceWithDiscount: null };

  it('is green at exactly 60 % and orange a kopeck below', () => {
    expect(amountColour(300000, tariff)).toBe('green');
    expect(amountColour(299999, tariff)).toBe('orange');
  });

  it('takes the old discount price when the tariff has one, whatever the student', () => {
    expect(amountColour(299999, { priceWithDiscount: '5000.00', oldPriceWithDiscount: '4000.00' })).toBe('green');
    expect(amountColour(239999, { priceWithDiscount: '5000.00', oldPriceWithDiscount: '4000.00' })).toBe('orange');
  });
});
