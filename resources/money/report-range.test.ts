import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRange } from './report-range';

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const everyDay = (from: string, to: string) => {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(iso(time));
  return days;
};

describe('splitRange: whole months from the kept sums, the other days from history', () => {
  it('reads a range of whole months from the kept sums alone', () => {
    expect(splitRange('2025-09-01', '2026-08-31')).toEqual({ months: { from: '2025-09-01', until: '2026-09-01' }, days: [] });
    expect(splitRange('2024-02-01', '2024-02-29')).toEqual({ months: { from: '2024-02-01', until: '2024-03-01' }, days: [] });
    expect(splitRange('2025-12-01', '2025-12-31')).toEqual({ months: { from: '2025-12-01', until: '2026-01-01' }, days: [] });
  });

  it('reads the days of a month it only partly covers from history (the spec defaults end on the 1st)', () => {
    expect(splitRange('2024-01-01', '2026-09-01')).toEqual({ months: { from: '2024-01-01', until: '2026-09-01' }, days: [{ from: '2026-09-01', to: '2026-09-01' }] });
    expect(splitRange('2025-11-29', '2026-11-28')).toEqual({
      months: { from: '2025-12-01', until: '2026-11-01' },
      days: [
        { from: '2025-11-29', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    });
    expect(splitRange('2024-03-02', '2024-04-30')).toEqual({ months: { from: '2024-04-01', until: '2024-05-01' }, days: [{ from: '2024-03-02', to: '2024-03-31' }] });
    expect(splitRange('2025-01-15', '2025-03-31').days).toEqual([{ from: '2025-01-15', to: '2025-01-31' }]);
  });

  it('reads a range without a whole month from history alone', () => {
    expect(splitRange('2025-01-10', '2025-01-20')).toEqual({ months: null, days: [{ from: '2025-01-10', to: '2025-01-20' }] });
    expect(splitRange('2025-01-15', '2025-02-10')).toEqual({ months: null, days: [{ from: '2025-01-15', to: '2025-02-10' }] });
    expect(splitRange('2025-02-28', '2025-02-28')).toEqual({ months: null, days: [{ from: '2025-02-28', to: '2025-02-28' }] });
  });

  it('covers every day of any range exactly once', () => {
    const day = fc.integer({ min: Date.UTC(2023, 0, 1) / DAY_MS, max: Date.UTC(2027, 11, 31) / DAY_MS }).map((n) => iso(n * DAY_MS));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const { months, days } = splitRange(start, end);
        const covered = days.flatMap((part) => everyDay(part.from, part.to));
        if (months) {
          expect(months.from.endsWith('-01') && months.until.endsWith('-01')).toBe(true);
          covered.push(...everyDay(months.from, iso(Date.parse(months.until) - DAY_MS)));
        }
        expect(covered.sort()).toEqual(everyDay(start, end));
      }),
      { numRuns: 300 },
    );
  });
});
