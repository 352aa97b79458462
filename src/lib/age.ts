import dayjs, { type Dayjs } from 'dayjs';
import { parseDate, type DateValue } from './date';
import { countRu } from '../../resources/plural';

const YEARS = ['год', 'года', 'лет'] as const;

// Full years between the birth date and today; null when there is no valid birth date or it lies ahead.
export const ageInYears = (birthDate: DateValue, today: Dayjs = dayjs()): number | null => {
  const born = parseDate(birthDate);
  if (!born?.isValid() || born.isAfter(today, 'day')) return null;
  return today.startOf('day').diff(born.startOf('day'), 'year');
};

// '5 лет', '1 год', '2 года'; '' without a usable birth date
export const formatAge = (birthDate: DateValue, today?: Dayjs): string => {
  const years = ageInYears(birthDate, today);
  return years == null ? '' : formatYears(years);
};

export const formatYears = (years: number): string => countRu(years, YEARS);
