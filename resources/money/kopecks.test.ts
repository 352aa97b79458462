import { describe, expect, it } from 'vitest';
import { divideRounded, formatKopecks, formatMoney, fromKopecks, sumKopecks, toKopecks } from './kopecks';

// Intl separates thousands with a (narrow) no-break space and the sign with a no-break space
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('toKopecks', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0.01', 1],
    ['.5', 50],
    ['1234,50', 123450],
    ['1 234,50', 123450],
    ['-12.30', -1230],
    ['0.005', 1],
    ['0.004', 0],
    [12.3, 1230],
    [0.1 + 0.2, 30],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%j -> %j', (input, expected) => {
    expect(toKopecks(input)).toBe(expected);
  });
});

describe('fromKopecks', () => {
  it.each([
    [123450, '1234.50'],
    [1, '0.01'],
    [0, '0.00'],
    [-1230, '-12.30'],
    [-5, '-0.05'],
  ])('%d -> %s', (input, expected) => {
    expect(fromKopecks(input)).toBe(expected);
  });
});

describe('sumKopecks', () => {
  it('adds decimal strings without float drift', () => {
    expect(sumKopecks(['0.10', '0.20', '0.30'])).toBe(60);
    expect(fromKopecks(sumKopecks(['1234.50', '0.50', null, '']))).toBe('1235.00');
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.50', 2, '1 234,50 ₽'],
    ['1234.50', 0, '1 235 ₽'],
    ['1234.49', 0, '1 234 ₽'],
    ['0', 0, '0 ₽'],
    ['1000000', 0, '1 000 000 ₽'],
    ['-1234.5', 2, '-1 234,50 ₽'],
    [500, 2, '500,00 ₽'],
  ] as const)('%j with %d decimals -> %s', (input, decimals, expected) => {
    expect(plain(formatMoney(input, { decimals }))).toBe(expected);
  });

  it('shows nothing for an empty or malformed value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('x')).toBe('');
  });

  it('defaults to whole roubles', () => {
    expect(plain(formatMoney('99.99'))).toBe('100 ₽');
  });
});

describe('formatKopecks', () => {
  it.each([
    [-50, 0, '-1 ₽'],
    [-150, 'auto', '-1,50 ₽'],
    [-400, 'auto', '-4 ₽'],
    [999_999_999_999, 2, '9 999 999 999,99 ₽'],
  ] as const)('%d with %s -> %s', (kopecks, decimals, expected) => {
    expect(plain(formatKopecks(kopecks, decimals))).toBe(expected);
  });
});

describe('divideRounded', () => {
  it.each([
    [10, 4, 3], // 2.5 → 3
    [9, 4, 2], // 2.25 → 2
    [11, 4, 3], // 2.75 → 3
    [430100 * 3, 8, 161288], // 161287.5 → 161288
    [-10, 4, -3], // half away from zero
    [10, -4, -3],
    [-9, -4, 2],
    [0, 8, 0],
    [-1, 4, 0],
  ])('%d / %d → %d', (dividend, divisor, expected) => {
    expect(divideRounded(dividend, divisor)).toBe(expected);
  });
});
