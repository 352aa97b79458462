// core.md §9: a school year runs 1 August to 31 July; before August it is still the previous year's.
export type SchoolYearRange = { startYear: number; start: string; end: string; label: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const AUGUST = 8;

// The calendar day of an instant in a time zone, 'YYYY-MM-DD' ("today" is the centre's day, ARCHITECTURE §7).
export const dayInTimeZone = (instant: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

export const schoolYearStartYear = (day: string): number => {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Ожидалась дата в формате ГГГГ-ММ-ДД: ${day}`);
  const year = Number(match[1]);
  return Number(match[2]) >= AUGUST ? year : year - 1;
};

export const schoolYearOf = (day: string): SchoolYearRange => {
  const startYear = schoolYearStartYear(day);
  return {
    startYear,
    start: `${startYear}-08-01`,
    end: `${startYear + 1}-07-31`,
    label: `${startYear}/${startYear + 1}`,
  };
};

export const currentSchoolYear = (now: Date, timeZone = 'Europe/Moscow'): SchoolYearRange =>
  schoolYearOf(dayInTimeZone(now, timeZone));
