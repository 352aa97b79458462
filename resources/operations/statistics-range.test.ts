import { describe, expect, it } from 'vitest';
import { customRangeProblem, normaliseDay, pickerBounds, presetRange, RANGE_INVALID } from './statistics-range';

const today = '2026-11-26';

describe('the statistics period (operations.md "Statistics", §5)', () => {
  it('accepts YYYY-MM-DD and converts a dotted DD.MM.YYYY; refuses days that do not exist', () => {
    expect(normaliseDay('2026-02-28')).toBe('2026-02-28');
    expect(normaliseDay(' 05.03.2026 ')).toBe('2026-03-05');
    expect(normaliseDay('2026-02-29')).toBeNull();
    expect(normaliseDay('31.04.2026')).toBeNull();
    expect(normaliseDay('2026/03/05')).toBeNull();
    expect(normaliseDay('')).toBeNull();
  });

  it('ends the presets today, counting today, and starts all time on 1 August of the school year', () => {
    expect(presetRange('7', today)).toEqual({ start: '2026-11-20', end: today });
    expect(presetRange('30', today)).toEqual({ start: '2026-10-28', end: today });
    expect(presetRange('90', today)).toEqual({ start: '2026-08-29', end: today });
    expect(presetRange('all', today)).toEqual({ start: '2026-08-01', end: today });
    expect(presetRange('all', '2026-07-31')).toEqual({ start: '2025-08-01', end: '2026-07-31' });
  });

  it("refuses a custom range with a missing or wrong date, a start after the end, or a date beyond 2 years", () => {
    expect(customRangeProblem('2026-01-01', '2026-11-26', today)).toBeNull();
    expect(customRangeProblem('01.01.2026', '26.11.2026', today)).toBeNull();
    expect(customRangeProblem('2024-11-26', '2028-11-26', today)).toBeNull();
    expect(customRangeProblem('2026-11-27', '2026-11-26', today)).toBe(RANGE_INVALID);
    expect(customRangeProblem('', '2026-11-26', today)).toBe(RANGE_INVALID);
    expect(customRangeProblem('2024-11-25', '2026-11-26', today)).toBe(RANGE_INVALID);
    expect(customRangeProblem('2026-11-26', '2028-11-27', today)).toBe(RANGE_INVALID);
    expect(RANGE_INVALID).toBe('Выберите корректный диапазон дат');
  });

  it('bounds the picker 100 years back and 1 year forward', () => {
    expect(pickerBounds('2024-02-29')).toEqual({ start: '1924-02-29', end: '2025-02-28' });
  });
});
