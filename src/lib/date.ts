import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ru';

dayjs.extend(customParseFormat);
dayjs.locale('ru');

export const API_DATE = 'YYYY-MM-DD';
export const DISPLAY_DATE = 'DD.MM.YYYY'; // the spec's dd.MM.yyyy
export const PICKER_DATE = 'DD.MM.YY';
export const INVALID_DATE = 'Неверная дата';

export type DateValue = string | Date | Dayjs | null | undefined;

// API dates are exactly YYYY-MM-DD; anything else (a timestamp) is read as ISO 8601.
export const parseDate = (value: DateValue): Dayjs | null => {
  if (value == null || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value, API_DATE, true);
  return dayjs(value);
};

// '' for no date, 'Неверная дата' for one that cannot be read
export const formatDate = (value: DateValue, pattern: string = DISPLAY_DATE): string => {
  const date = parseDate(value);
  if (!date) return '';
  return date.isValid() ? date.format(pattern) : INVALID_DATE;
};

export const toApiDate = (value: DateValue): string | null => {
  const date = parseDate(value);
  return date?.isValid() ? date.format(API_DATE) : null;
};
