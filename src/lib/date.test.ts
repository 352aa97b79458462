import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE, PICKER_DATE, formatDate, parseDate, toApiDate } from './date';

describe('formatDate', () => {
  it.each([
    ['2024-03-07', '07.03.2024'],
    ['2024-12-31', '31.12.2024'],
    ['2024-02-30', INVALID_DATE],
    ['2024-13-01', INVALID_DATE],
    ['not a date', INVALID_DATE],
    ['2024-03-07T10:15:00', '07.03.2024'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('takes Date and dayjs values and other patterns', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('05.01.2025');
    expect(formatDate(dayjs('2025-01-05'), PICKER_DATE)).toBe('05.01.25');
  });
});

describe('toApiDate', () => {
  it.each([
    [dayjs('2025-08-01'), '2025-08-01'],
    [new Date(2025, 7, 1), '2025-08-01'],
    ['2025-08-01', '2025-08-01'],
    ['2025-02-29', null],
    [null, null],
  ])('%j -> %j', (input, expected) => {
    expect(toApiDate(input)).toBe(expected);
  });
});

describe('parseDate', () => {
  it('reads API dates strictly', () => {
    expect(parseDate('2024-02-29')?.isValid()).toBe(true);
    expect(parseDate('2023-02-29')?.isValid()).toBe(false);
    expect(parseDate('')).toBeNull();
  });
});
