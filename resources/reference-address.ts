import { z } from 'zod';

// core.md §7: a reference in a write is the address `<apiBase>/<collection>/<id>` (resources/write-body.ts),
// a plain id, or null. The server reads it back into an id; anything else is refused.
export type ReferenceValue = number | string | null;

export const INVALID_REFERENCE = 'Некорректная ссылка на запись';

const MAX_ID = 2_147_483_647;
const ADDRESS = /\/([A-Za-z][A-Za-z0-9_-]*)\/(\d{1,10})\/?$/;

const validId = (text: string) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
};

// The id a reference names, null for "none", or undefined when it is no reference to one of `collections`.
export const referenceIdOf = (value: unknown, collections: readonly string[]): number | null | undefined => {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) ? validId(String(value)) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return validId(text);
  const match = ADDRESS.exec(text);
  if (!match || !collections.includes(match[1])) return undefined;
  return validId(match[2]);
};

// A zod rule for one reference field of a write body: gives the id (or null), 400 with `message` otherwise.
export const referenceRule = (collections: readonly string[], message = INVALID_REFERENCE) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, context) => {
    const id = referenceIdOf(value, collections);
    if (id === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

// The collection names a reference to each kind of record may carry: the resource name the browser uses
// (resources/index.ts) and the spec's own path where it differs.
export const collectionsOf = {
  schoolYear: ['school-years', 'school-year'],
  teacher: ['teachers', 'staff'],
  subject: ['subjects'],
  subjectPricing: ['subject-pricing'],
  clientStatus: ['client-statuses'],
  marketingChannel: ['marketing-channels'],
  studentCity: ['student-cities'],
  studentSchool: ['student-schools'],
  exitStatus: ['exit-statuses'],
  attendanceType: ['attendance-types'],
  client: ['clients'],
  student: ['students'],
  parent: ['parents'],
  clientParent: ['client-parents'],
  schoolClass: ['classes', 'teacher-sheets', 'school-classes'],
} as const satisfies Record<string, readonly string[]>;
