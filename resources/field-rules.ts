import { z } from 'zod';
import { normalisePhone } from './phone';

export const INVALID_PHONE = 'Некорректный номер телефона'; // core.md §5.4
export const INVALID_DATE = 'Неверная дата'; // core.md §8

// What a phone may be typed with besides digits: the mask's signs and its '_' placeholders.
const PHONE_CHARACTERS = /^[\d\s+()\-_.]*$/;

// core.md §5.4: any way of typing a Russian number → '+7XXXXXXXXXX'; empty → null; anything else refused.
export const optionalPhoneRule = z
  .union([z.string(), z.null()], { error: INVALID_PHONE })
  .optional()
  .transform((value, context) => {
    const phone = typeof value === 'string' && !PHONE_CHARACTERS.test(value) ? undefined : normalisePhone(value);
    if (phone === undefined) {
      context.addIssue({ code: 'custom', message: INVALID_PHONE });
      return z.NEVER;
    }
    return phone;
  });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isCalendarDay = (value: string): boolean => {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

// core.md §5.3: date strings are YYYY-MM-DD; empty → null.
export const optionalDateRule = z
  .union([z.string(), z.null()], { error: INVALID_DATE })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    if (!isCalendarDay(value.trim())) {
      context.addIssue({ code: 'custom', message: INVALID_DATE });
      return z.NEVER;
    }
    return value.trim();
  });

export const commentRule = z
  .string({ error: 'Комментарий должен быть текстом' })
  .max(5000, 'Комментарий не должен превышать 5000 символов')
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const telegramIdRule = z
  .union([z.string(), z.number()], { error: 'Некорректный Telegram ID' })
  .nullish()
  .transform((value) => (value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()))
  .refine((value) => value === null || value.length <= 100, 'Некорректный Telegram ID');

// A list choice that may be left empty (core.md §5.5: an unchosen school year, city or channel is sent as null).
export const optionalIdRule = z
  .number({ error: 'Некорректный идентификатор' })
  .int('Некорректный идентификатор')
  .nonnegative('Некорректный идентификатор')
  .nullish()
  .transform((id) => (id ? id : null));

export const idListRule = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message), { error: message })
    .transform((ids) => [...new Set(ids)]);
