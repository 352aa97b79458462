import { describe, expect, it } from 'vitest';
import { currentSchoolYear, dayInTimeZone, schoolYearOf, schoolYearStartYear } from './school-year';

describe('schoolYearStartYear', () => {
  it.each([
    { day: '2024-08-01', year: 2024 },
    { day: '2024-07-31', year: 2023 },
    { day: '2024-12-31', year: 2024 },
    { day: '2025-01-01', year: 2024 },
    { day: '2025-06-15', year: 2024 },
    { day: '2025-09-01', year: 2025 },
  ])('$day belongs to the year starting in $year', ({ day, year }) => {
    expect(schoolYearStartYear(day)).toBe(year);
  });

  it('refuses what is not a YYYY-MM-DD day', () => {
    expect(() => schoolYearStartYear('01.09.2024')).toThrow(RangeError);
  });
});

describe('schoolYearOf', () => {
  it('gives 1 August to 31 July', () => {
    expect(schoolYearOf('2025-03-10')).toEqual({ startYear: 2024, start: '2024-08-01', end: '2025-07-31', label: '2024/2025' });
  });
});

describe('currentSchoolYear', () => {
  it('counts the day in the centre time zone: 31 July 22:30 UTC is already 1 August in Moscow', () => {
    const instant = new Date('2024-07-31T22:30:00Z');
    expect(dayInTimeZone(instant, 'Europe/Moscow')).toBe('2024-08-01');
    expect(currentSchoolYear(instant, 'Europe/Moscow').startYear).toBe(2024);
    expect(currentSchoolYear(instant, 'UTC').startYear).toBe(2023);
  });
});
