import { schoolYearOf } from '../school-year';

// operations.md §2 "Statistics" and §5: the period of the overview tab.
export const RANGE_INVALID = 'Выберите корректный диапазон дат';

export type StatisticsPreset = '7' | '30' | '90' | 'all' | 'custom';
export const DEFAULT_PRESET: StatisticsPreset = '30';
export type DayRange = { start: string; end: string };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

const isRealDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

// 'YYYY-MM-DD' from 'YYYY-MM-DD' or a typed 'DD.MM.YYYY'; null for anything else or a day that does not exist.
export const normaliseDay = (input: string): string | null => {
  const text = input.trim();
  const iso = ISO.exec(text);
  const dotted = DOTTED.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (!year || !isRealDay(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
};

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const addYears = (day: string, years: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1, 1));
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate(); // 29 February → 28 February
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
};

// The last N days end today and count today ('30' = today and the 29 days before it). 'All time' starts on
// 1 August of the current school year (the previous year's before August).
export const presetRange = (preset: Exclude<StatisticsPreset, 'custom'>, today: string): DayRange => {
  if (preset === 'all') return { start: schoolYearOf(today).start, end: today };
  return { start: addDays(today, -(Number(preset) - 1)), end: today };
};

// A custom range needs both dates, the start not after the end, and both within 2 years of today.
export const customRangeProblem = (start: string, end: string, today: string): string | null => {
  const from = normaliseDay(start);
  const to = normaliseDay(end);
  if (!from || !to || from > to) return RANGE_INVALID;
  const earliest = addYears(today, -2);
  const latest = addYears(today, 2);
  return [from, to].every((day) => day >= earliest && day <= latest) ? null : RANGE_INVALID;
};

// The date picker's own bounds: 100 years back, 1 year forward.
export const pickerBounds = (today: string): DayRange => ({ start: addYears(today, -100), end: addYears(today, 1) });
