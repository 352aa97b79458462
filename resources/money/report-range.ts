import { daysInMonth } from './reports';

// A report's range read in two parts (docs/money.md §17): the whole calendar months inside it from the kept monthly
// sums, the days of the months it only partly covers from the payments and expenses themselves. Together they are
// exactly the days of the range, each once.

// Whole months: the first day of the first one (from) and of the month after the last one (until); null when the
// range covers no month whole. Days: inclusive day ranges, at most one before the months and one after them.
export type RangeSplit = { months: { from: string; until: string } | null; days: { from: string; to: string }[] };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const parts = (day: string) => [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))] as const;
const firstOf = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}-01`;
const nextMonthOf = (year: number, month: number) => (month === 12 ? firstOf(year + 1, 1) : firstOf(year, month + 1));

// The day before a first of a month: the last day of the month before.
const dayBefore = (first: string) => {
  const [year, month] = parts(first);
  const [previousYear, previousMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${pad(previousYear, 4)}-${pad(previousMonth)}-${pad(daysInMonth(previousYear, previousMonth))}`;
};

export const splitRange = (startDate: string, endDate: string): RangeSplit => {
  const [startYear, startMonth, startDay] = parts(startDate);
  const [endYear, endMonth, endDay] = parts(endDate);
  const from = startDay === 1 ? startDate : nextMonthOf(startYear, startMonth);
  const until = endDay === daysInMonth(endYear, endMonth) ? nextMonthOf(endYear, endMonth) : firstOf(endYear, endMonth);
  if (from >= until) return { months: null, days: [{ from: startDate, to: endDate }] };
  const days: RangeSplit['days'] = [];
  if (startDate < from) days.push({ from: startDate, to: dayBefore(from) });
  if (endDate >= until) days.push({ from: until, to: endDate });
  return { months: { from, until }, days };
};
