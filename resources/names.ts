import { z } from 'zod';

// core.md §5.3, §9: a person's name starts with a capital Cyrillic letter and has at least 3 characters.
export const MIN_NAME_LENGTH = 3;
const CAPITAL_CYRILLIC = /^[А-ЯЁ]/;

export const isPersonName = (value: string): boolean => {
  const name = value.trim();
  return name.length >= MIN_NAME_LENGTH && CAPITAL_CYRILLIC.test(name);
};

export const NAME_EMPTY = 'Имя не может быть пустым'; // core.md §5.5 (student and parent cards)
export const CLIENT_PARENT_NAME_EMPTY = 'Имя не может быть пустым!'; // core.md §5.5 (client-parent table)
export const STUDENT_NAME_REQUIRED = 'Имя ученика обязательно';
export const STUDENT_NAME_FORMAT = 'Имя ученика должно начинаться с большой буквы';
export const PARENT_NAME_FORMAT = 'Имя родителя должно начинаться с большой буквы';

// A required name: empty → emptyMessage, otherwise the capital-letter and length rule → formatMessage.
export const personNameRule = (emptyMessage: string, formatMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(200, 'Имя не должно превышать 200 символов')
    .refine(isPersonName, formatMessage);

// An optional name (a parent on the application form): blank or missing is allowed and comes out as ''.
export const optionalPersonNameRule = (formatMessage: string) =>
  z
    .string({ error: formatMessage })
    .trim()
    .max(200, 'Имя не должно превышать 200 символов')
    .refine((name) => name === '' || isPersonName(name), formatMessage)
    .nullish()
    .transform((name) => name ?? '');

// A name that only has to be present (grids and cards, core.md §5.5).
export const nonEmptyNameRule = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(200, 'Имя не должно превышать 200 символов');
