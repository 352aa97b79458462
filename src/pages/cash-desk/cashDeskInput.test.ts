import { describe, expect, it } from 'vitest';
import { apiAmount, blurred, changeRowAddsUp, digitsOnly, isIdList } from './cashDeskInput';

describe('cash desk inputs (money.md §5 "Cash desk")', () => {
  it('keeps only digits and one decimal comma with at most two kopeck digits', () => {
    expect(digitsOnly('12a3 ₽')).toBe('123');
    expect(digitsOnly('-50')).toBe('50');
    expect(digitsOnly('14949.5')).toBe('14949,5');
    expect(digitsOnly('1,234,5')).toBe('1,23');
  });

  it('turns an empty amount into 0 on blur', () => {
    expect(blurred('')).toBe('0');
    expect(blurred('  ')).toBe('0');
    expect(blurred('15,')).toBe('15');
    expect(blurred('15,5')).toBe('15,5');
    expect(apiAmount('14949,5')).toBe('14949.50');
  });

  it('checks the change row within 0,01 ₽', () => {
    expect(changeRowAddsUp('6400.00', '7000', '600')).toBe(true);
    expect(changeRowAddsUp('6400.00', '7000', '599,99')).toBe(true);
    expect(changeRowAddsUp('6400.00', '7000', '500')).toBe(false);
  });

  it('reads a stored filter only when it is a list of ids', () => {
    expect(isIdList([1, 2])).toBe(true);
    expect(isIdList(['1'])).toBe(false);
    expect(isIdList(null)).toBe(false);
  });
});
