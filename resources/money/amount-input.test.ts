import { describe, expect, it } from 'vitest';
import { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_MANY_DECIMALS, parseAmount } from './amount-input';

describe('parseAmount', () => {
  it.each([
    { input: '1\u00a0234,50', kopecks: 123450 }, // as Intl writes thousands
    { input: '1\u202f234,50\u00a0₽', kopecks: 123450 },
    { input: ' 1234. ', kopecks: 123400 },
    { input: '00012,30', kopecks: 1230 },
    { input: '+5', kopecks: 500 },
    { input: 12.5, kopecks: 1250 },
    { input: 0.29, kopecks: 29 }, // String(0.29) is '0.29', though 0.29 * 100 is 28.999999999999996
  ])('$input → $kopecks kopecks', ({ input, kopecks }) => {
    expect(parseAmount(input)).toEqual({ ok: true, kopecks });
  });

  it.each([
    { input: 12.345, message: AMOUNT_TOO_MANY_DECIMALS },
    { input: 0.1 + 0.2, message: AMOUNT_TOO_MANY_DECIMALS }, // 0.30000000000000004: a float is never rounded silently
    { input: '1 234 567,891', message: AMOUNT_TOO_MANY_DECIMALS },
    { input: '1,000', message: AMOUNT_TOO_MANY_DECIMALS },
    { input: '0,00', message: AMOUNT_NOT_POSITIVE },
    { input: '-0,50', message: AMOUNT_NOT_POSITIVE },
    { input: '.', message: AMOUNT_NOT_POSITIVE },
    { input: '1.2.3', message: AMOUNT_NOT_POSITIVE },
    { input: '1e5', message: AMOUNT_NOT_POSITIVE },
    { input: Number.NaN, message: AMOUNT_NOT_POSITIVE },
    { input: Number.POSITIVE_INFINITY, message: AMOUNT_NOT_POSITIVE },
    { input: null, message: AMOUNT_NOT_POSITIVE },
    { input: undefined, message: AMOUNT_NOT_POSITIVE },
  ])('$input → $message', ({ input, message }) => {
    expect(parseAmount(input)).toEqual({ ok: false, message });
  });
});
