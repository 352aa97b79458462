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

// Nothing entered: missing, null or only spaces.
export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// A day that must be given (a payment's, an expense's, a task's deadline): `required` when blank, INVALID_DATE when
// it is no YYYY-MM-DD calendar day.
export const requiredDateRule = (required: string) =>
  z.unknown().transform((value, context): string => {
    if (isBlank(value)) {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (!isCalendarDay(text)) {
      context.addIssue({ code: 'custom', message: INVALID_DATE });
      return z.NEVER;
    }
    return text;
  });

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

export const BIRTH_DATE_IN_FUTURE = 'Дата рождения не может быть в будущем';

const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

// A birth date is a calendar day from 1900 (isCalendarDay) up to today; 9999-12-31 is a typo, not a child.
export const birthDateRule = optionalDateRule.refine(
  (value) => value === null || value <= localToday(),
  BIRTH_DATE_IN_FUTURE,
);

export const commentRule = z
  .string({ error: 'Комментарий должен быть текстом' })
  .max(5000, 'Комментарий не должен превышать 5000 символов')
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const INVALID_TELEGRAM_ID = 'Некорректный Telegram ID';

// A Telegram user is named by a numeric id or by a username (5–32 letters, digits and '_', starting with a
// letter; '@' in front is allowed and kept out); anything else (a link, a script, spaces) is refused.
const TELEGRAM_NUMERIC_ID = /^\d{1,15}$/;
const TELEGRAM_USERNAME = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;

export const telegramIdRule = z
  .union([z.string(), z.number()], { error: INVALID_TELEGRAM_ID })
  .nullish()
  .transform((value) => (value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()))
  .refine(
    (value) => value === null || TELEGRAM_NUMERIC_ID.test(value) || TELEGRAM_USERNAME.test(value),
    INVALID_TELEGRAM_ID,
  );

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
