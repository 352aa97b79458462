import type { z } from 'zod';
import { applicationFormSchema } from './clients';
import { crmImportTexts, fill, nameKey, squeeze, type CrmImportKind, type ImportField, type ImportValues, type RowError } from './crm-import';

// /service/add-to-crm (issue 11): how a row of the import becomes the application form's body, through the form's
// own rules, with the reference lists' names read back into their ids (resources/crm-import.ts holds the columns,
// the texts and the answers).

// the reference lists' "not found" messages, by cell
const unknownEntry: Record<'schoolYear' | 'subjects' | 'formats' | 'status' | 'city' | 'school' | 'channel', string> = {
  schoolYear: 'Класс «{value}» не найден в справочнике',
  subjects: 'Предмет «{value}» не найден в справочнике',
  formats: 'Формат занятий «{value}» не найден в справочнике',
  status: 'Статус «{value}» не найден в справочнике',
  city: 'Город «{value}» не найден в справочнике',
  school: 'Школа «{value}» не найдена в справочнике',
  channel: 'Канал «{value}» не найден в справочнике',
};

export type ReferenceEntry = { id: number; name: string };
export type ImportReferences = Record<'schoolYears' | 'subjects' | 'formats' | 'statuses' | 'cities' | 'schools' | 'channels', ReferenceEntry[]>;

const lookup = (entries: ReferenceEntry[]) => new Map(entries.map((entry) => [nameKey(entry.name), entry.id]));

export type ReferenceIndex = {
  [Key in keyof ImportReferences]: Map<string, number>;
} & { defaultStatusId: number | null; defaultFormatIds: number[] };

// core.md §9 gives attendance type 1 as a new application's default; a blank status is the first one (our decision:
// 'Новая заявка' in a seeded centre).
export const indexReferences = (references: ImportReferences): ReferenceIndex => ({
  schoolYears: lookup(references.schoolYears),
  subjects: lookup(references.subjects),
  formats: lookup(references.formats),
  statuses: lookup(references.statuses),
  cities: lookup(references.cities),
  schools: lookup(references.schools),
  channels: lookup(references.channels),
  defaultStatusId: references.statuses.length > 0 ? Math.min(...references.statuses.map((entry) => entry.id)) : null,
  defaultFormatIds: references.formats.some((entry) => entry.id === 1) ? [1] : references.formats.slice(0, 1).map((entry) => entry.id),
});

// '7', '7 кл', '7 кл.', '7-й класс' are '7 класс' when the list has it.
const schoolYearId = (index: ReferenceIndex, value: string) => {
  const exact = index.schoolYears.get(nameKey(value));
  if (exact) return exact;
  const number = /^(\d{1,2})\s*(-?\s*й)?\s*(кл\.?|класс)?$/.exec(nameKey(value))?.[1];
  return number ? index.schoolYears.get(`${Number(number)} класс`) : undefined;
};

const listItems = (value: string) =>
  value
    .split(/[,;\n]/)
    .map(squeeze)
    .filter(Boolean);

// 'DD.MM.YYYY', 'D.M.YY', 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; anything else is left for the date rule.
export const importDate = (value: string, today = new Date()): string => {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/.exec(text);
  const pad = (part: string) => part.padStart(2, '0');
  if (iso) return `${iso[1]}-${pad(iso[2])}-${pad(iso[3])}`;
  if (!local) return text;
  let year = Number(local[3]);
  if (local[3].length === 2) year += year <= today.getFullYear() % 100 ? 2000 : 1900;
  return `${year}-${pad(local[2])}-${pad(local[1])}`;
};

const formKeys: Partial<Record<string, ImportField>> = {
  clientName: 'name',
  clientPhoneNumber: 'phone',
  clientParentName: 'parentName',
  clientParentPhoneNumber: 'parentPhone',
  schoolYearId: 'schoolYear',
  subjectIds: 'subjects',
  attendanceTypeIds: 'formats',
  clientStatusId: 'status',
  studentCityId: 'city',
  studentSchoolId: 'school',
  marketingChannelId: 'channel',
  dateOfBirth: 'birthDate',
  additionalComment: 'comment',
};

export type ImportForm = z.output<typeof applicationFormSchema>;

// One row through the application form's own rules (resources/clients/index.ts): the form body, or the row's errors.
export const formFromRow = (
  kind: CrmImportKind,
  values: ImportValues,
  index: ReferenceIndex,
): { form: ImportForm; errors: [] } | { form: null; errors: RowError[] } => {
  const errors: RowError[] = [];
  const pick = (field: ImportField, list: Map<string, number>) => {
    const value = values[field];
    if (!value) return null;
    const id = list.get(nameKey(value));
    if (id === undefined) errors.push({ field, message: fill(unknownEntry[field as keyof typeof unknownEntry], { value }) });
    return id ?? null;
  };
  const pickList = (field: 'subjects' | 'formats', list: Map<string, number>) => {
    const ids: number[] = [];
    for (const item of listItems(values[field] ?? '')) {
      const id = list.get(nameKey(item));
      if (id === undefined) errors.push({ field, message: fill(unknownEntry[field], { value: item }) });
      else ids.push(id);
    }
    return ids;
  };

  let yearId: number | null = null;
  if (values.schoolYear) {
    yearId = schoolYearId(index, values.schoolYear) ?? null;
    if (yearId === null) errors.push({ field: 'schoolYear', message: fill(unknownEntry.schoolYear, { value: values.schoolYear }) });
  }
  const subjectIds = pickList('subjects', index.subjects);
  const formatIds = pickList('formats', index.formats);
  const statusId = kind === 'applications' ? (pick('status', index.statuses) ?? (values.status ? null : index.defaultStatusId)) : null;
  const input = {
    clientName: values.name ?? '',
    clientPhoneNumber: values.phone ?? null,
    clientParentName: values.parentName ?? '',
    clientParentPhoneNumber: values.parentPhone ?? null,
    schoolYearId: yearId ?? (values.schoolYear ? 0 : null),
    subjectIds,
    attendanceTypeIds: formatIds.length > 0 || values.formats ? formatIds : index.defaultFormatIds,
    clientStatusId: statusId,
    studentCityId: pick('city', index.cities),
    studentSchoolId: pick('school', index.schools),
    marketingChannelId: pick('channel', index.channels),
    dateOfBirth: values.birthDate ? importDate(values.birthDate) : null,
    additionalComment: values.comment ?? null,
    studentAdd: kind === 'students',
  };
  if (values.parentPhone && !values.parentName) errors.push({ field: 'parentName', message: crmImportTexts.parentNameMissing });

  const parsed = applicationFormSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formKeys[String(issue.path[0])] ?? null;
      // one message per cell, the first: a value the lists do not know has said so, and an empty name is not
      // also told to start with a capital letter
      const said = errors.some((error) => error.field === field && (field !== null || error.message === issue.message));
      if (!said) errors.push({ field, message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) return { form: null, errors };
  return { form: parsed.data, errors: [] };
};
