import { z } from 'zod';
import { applicationFormSchema } from './clients';
import type { Duplicate } from './crm-import-duplicates';

// /service/add-to-crm (issue 11, docs/api-operations.md "Import into the CRM"): applications or students from a
// spreadsheet. This file holds what the server and the screen share: the columns and their headers, the limits,
// the messages, how a row becomes the application form's body, and when two people are the same person.

export const crmImportKinds = ['applications', 'students'] as const;
export type CrmImportKind = (typeof crmImportKinds)[number];
export const crmImportKindLabels: Record<CrmImportKind, string> = { applications: 'Заявки', students: 'Ученики' };

export const CRM_IMPORT_TITLE = 'Добавить в CRM';
export const MAX_IMPORT_ROWS = 2000;
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

export const importFields = [
  'name',
  'phone',
  'parentName',
  'parentPhone',
  'schoolYear',
  'subjects',
  'formats',
  'status',
  'city',
  'school',
  'channel',
  'birthDate',
  'comment',
] as const;
export type ImportField = (typeof importFields)[number];
export type ImportValues = Partial<Record<ImportField, string>>;

type ImportColumn = {
  header: string; // the template's header, also the preview's column title
  aliases: string[]; // other headers that mean the same column (compared as headerKey gives them)
  kinds: readonly CrmImportKind[];
  required?: readonly CrmImportKind[]; // a file without this column is refused as a whole
  width: number; // the template's column width, in characters
  example: Record<CrmImportKind, string>;
};

const both = crmImportKinds;

export const importColumns: Record<ImportField, ImportColumn> = {
  name: {
    header: 'ФИО',
    aliases: ['Имя', 'Ученик', 'Имя ученика', 'ФИО ученика', 'Клиент', 'Имя клиента'],
    kinds: both,
    required: both,
    width: 28,
    example: { applications: 'Смирнова Анна', students: 'Петров Илья' },
  },
  phone: {
    header: 'Телефон',
    aliases: ['Телефон ученика', 'Телефон клиента', 'Номер телефона'],
    kinds: both,
    width: 18,
    example: { applications: '+7-916-000-00-01', students: '89160000002' },
  },
  parentName: {
    header: 'Родитель',
    aliases: ['ФИО родителя', 'Имя родителя'],
    kinds: both,
    width: 28,
    example: { applications: 'Смирнова Елена', students: 'Петрова Ольга' },
  },
  parentPhone: { header: 'Телефон родителя', aliases: [], kinds: both, width: 18, example: { applications: '', students: '' } },
  schoolYear: {
    header: 'Класс',
    aliases: [],
    kinds: both,
    required: both,
    width: 12,
    example: { applications: '5 класс', students: '7' },
  },
  subjects: {
    header: 'Предметы',
    aliases: ['Предмет'],
    kinds: both,
    required: ['applications'],
    width: 30,
    example: { applications: 'Математика, Английский язык', students: 'Физика' },
  },
  formats: {
    header: 'Формат занятий',
    aliases: ['Формат'],
    kinds: both,
    width: 16,
    example: { applications: 'Очно', students: 'Онлайн' },
  },
  status: {
    header: 'Статус',
    aliases: ['Статус заявки'],
    kinds: ['applications'],
    width: 18,
    example: { applications: 'Новая заявка', students: '' },
  },
  city: { header: 'Город', aliases: [], kinds: both, width: 16, example: { applications: 'Москва', students: '' } },
  school: { header: 'Школа', aliases: [], kinds: both, width: 18, example: { applications: '', students: '' } },
  channel: {
    header: 'Канал',
    aliases: ['Канал продаж', 'Маркетинговый канал', 'Источник'],
    kinds: both,
    width: 20,
    example: { applications: 'Сайт центра', students: '' },
  },
  birthDate: {
    header: 'Дата рождения',
    aliases: ['День рождения'],
    kinds: both,
    width: 15,
    example: { applications: '14.03.2014', students: '' },
  },
  comment: {
    header: 'Комментарий',
    aliases: ['Примечание', 'Комментарии'],
    kinds: both,
    width: 40,
    example: { applications: 'Звонить после 18:00', students: '' },
  },
};

export const columnsOf = (kind: CrmImportKind) => importFields.filter((field) => importColumns[field].kinds.includes(kind));

export const crmImportTexts = {
  fileRequired: 'Выберите файл .xlsx или .csv',
  oneFile: 'Загрузите один файл',
  fileTooLarge: 'Файл больше 5 МБ. Разделите его на части.',
  emptyFile: 'Файл пустой',
  oldExcel: 'Формат .xls не поддерживается: сохраните файл как .xlsx или .csv',
  brokenExcel: 'Не удалось прочитать файл Excel: файл повреждён или это не .xlsx',
  unpackedTooLarge: 'Файл Excel слишком большой: в распакованном виде больше 50 МБ',
  notATable: 'Не удалось прочитать файл: нужна таблица .xlsx или .csv (UTF-8, разделитель «;» или «,»)',
  unclosedQuote: 'Не удалось прочитать CSV: кавычка в строке {row} не закрыта',
  noHeader: 'В первой строке файла нет заголовков столбцов: ожидаются «ФИО», «Телефон», «Класс»…',
  missingColumn: 'В файле нет столбца «{header}»',
  noRows: 'В файле нет строк с данными',
  tooManyRows: 'В файле {count} строк с данными; за один раз можно загрузить не больше 2000',
  kindRequired: 'Выберите, что загружать: заявки или учеников',
  rowError: 'Строка {row}: {message}',
  noRowsToImport: 'Нет строк для импорта',
  parentNameMissing: 'Укажите имя родителя: телефон родителя без имени не сохранится',
} as const;

const unknownEntry: Record<'schoolYear' | 'subjects' | 'formats' | 'status' | 'city' | 'school' | 'channel', string> = {
  schoolYear: 'Класс «{value}» не найден в справочнике',
  subjects: 'Предмет «{value}» не найден в справочнике',
  formats: 'Формат занятий «{value}» не найден в справочнике',
  status: 'Статус «{value}» не найден в справочнике',
  city: 'Город «{value}» не найден в справочнике',
  school: 'Школа «{value}» не найдена в справочнике',
  channel: 'Канал «{value}» не найден в справочнике',
};

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// A file, not a row, is at fault: the whole preview is refused with this message.
export class ImportFileError extends Error {}

// ---- names and headers -------------------------------------------------------------------------------

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

// Case, ё/е and extra spaces do not make two names (or two headers) different.
export const nameKey = (text: string) => squeeze(text.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е'));

export const headerKey = (text: string) => nameKey(text.replace(/[*:]+\s*$/, '').replace(/^\*+/, ''));

const headerIndex = (kind: CrmImportKind) => {
  const index = new Map<string, ImportField>();
  for (const field of columnsOf(kind)) {
    for (const header of [importColumns[field].header, ...importColumns[field].aliases]) index.set(headerKey(header), field);
  }
  return index;
};

// A cell as the import keeps it: trimmed, inner runs of spaces made one (a comment keeps its lines); blank left out.
export const cleanValues = (values: Partial<Record<ImportField, string | null | undefined>>): ImportValues => {
  const clean: ImportValues = {};
  for (const field of importFields) {
    const text = values[field]?.trim() ?? '';
    if (text !== '') clean[field] = field === 'comment' ? text : squeeze(text);
  }
  return clean;
};

export type RawRow = { row: number; cells: string[] }; // row: the sheet's own row number (1 is the header)
export type ImportRow = { row: number; values: ImportValues };
export type HeaderMapping = { columns: (ImportField | null)[]; found: ImportField[]; ignored: string[] };

// The first row names the columns; an unknown header is ignored (and said), a repeated one counts once.
export const mapHeaders = (kind: CrmImportKind, header: string[]): HeaderMapping => {
  const index = headerIndex(kind);
  const seen = new Set<ImportField>();
  const ignored: string[] = [];
  const columns = header.map((text) => {
    const field = index.get(headerKey(text));
    if (!field || seen.has(field)) {
      if (squeeze(text) !== '') ignored.push(squeeze(text));
      return null;
    }
    seen.add(field);
    return field;
  });
  if (seen.size === 0) throw new ImportFileError(crmImportTexts.noHeader);
  for (const field of columnsOf(kind)) {
    if (importColumns[field].required?.includes(kind) && !seen.has(field)) {
      throw new ImportFileError(fill(crmImportTexts.missingColumn, { header: importColumns[field].header }));
    }
  }
  return { columns, found: columnsOf(kind).filter((field) => seen.has(field)), ignored };
};

// The table's rows under its header, blank rows left out; too many rows refuse the file.
export const rowsFromTable = (kind: CrmImportKind, table: RawRow[]) => {
  const [header, ...body] = table;
  if (!header) throw new ImportFileError(crmImportTexts.emptyFile);
  const { columns, found, ignored } = mapHeaders(kind, header.cells);
  const rows: ImportRow[] = [];
  for (const { row, cells } of body) {
    const values = cleanValues(Object.fromEntries(columns.flatMap((field, column) => (field ? [[field, cells[column]]] : []))));
    if (Object.keys(values).length > 0) rows.push({ row, values });
  }
  if (rows.length === 0) throw new ImportFileError(crmImportTexts.noRows);
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileError(fill(crmImportTexts.tooManyRows, { count: rows.length }));
  return { rows, columns: found, ignoredColumns: ignored };
};

// ---- a row becomes the application form ------------------------------------------------------------------

export type ReferenceEntry = { id: number; name: string };
export type ImportReferences = Record<'schoolYears' | 'subjects' | 'formats' | 'statuses' | 'cities' | 'schools' | 'channels', ReferenceEntry[]>;
export type RowError = { field: ImportField | null; message: string };

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

// ---- what the routes answer -------------------------------------------------------------------------

const valuesSchema = z.strictObject(
  Object.fromEntries(importFields.map((field) => [field, z.string({ error: 'Значение должно быть текстом' }).max(5000, 'Значение длиннее 5000 символов').nullish()])) as Record<
    ImportField,
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >,
);

export const crmImportKindSchema = z.enum(crmImportKinds, { error: crmImportTexts.kindRequired });

export const crmImportCommitSchema = z.strictObject({
  kind: crmImportKindSchema,
  rows: z
    .array(z.strictObject({ row: z.number({ error: 'Укажите номер строки' }).int().min(1).max(1_000_000), values: valuesSchema }), {
      error: crmImportTexts.noRowsToImport,
    })
    .min(1, crmImportTexts.noRowsToImport)
    .max(MAX_IMPORT_ROWS, fill(crmImportTexts.tooManyRows, { count: `больше ${MAX_IMPORT_ROWS}` }))
    .refine((rows) => new Set(rows.map((entry) => entry.row)).size === rows.length, 'Номера строк повторяются'),
  skipDuplicates: z.boolean({ error: 'skipDuplicates должен быть true или false' }).default(false),
});
export type CrmImportCommitBody = z.input<typeof crmImportCommitSchema>;

const matchSchema = z.object({
  id: z.number(),
  kind: z.enum(['client', 'student', 'row']),
  name: z.string(),
  phone: z.string().nullable(),
  parentName: z.string().nullable(),
  parentPhone: z.string().nullable(),
  archived: z.boolean(),
});

export const previewRowSchema = z.object({
  row: z.number(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ field: z.string().nullable(), message: z.string() })),
  duplicate: z.object({ where: z.enum(['file', 'crm']), matches: z.array(matchSchema) }).nullable(),
});
export type PreviewRow = { row: number; values: ImportValues; errors: RowError[]; duplicate: Duplicate | null };

export const previewCountsSchema = z.object({ total: z.number(), valid: z.number(), withErrors: z.number(), duplicates: z.number() });
export type PreviewCounts = z.infer<typeof previewCountsSchema>;

export const crmImportPreviewSchema = z.object({
  kind: crmImportKindSchema,
  columns: z.array(z.enum(importFields)),
  ignoredColumns: z.array(z.string()),
  rows: z.array(previewRowSchema),
  counts: previewCountsSchema,
});
export type CrmImportPreview = {
  kind: CrmImportKind;
  columns: ImportField[];
  ignoredColumns: string[];
  rows: PreviewRow[];
  counts: PreviewCounts;
};

export const crmImportResultSchema = z.object({ created: z.number(), skipped: z.number(), ids: z.array(z.number()) });
export type CrmImportResult = z.infer<typeof crmImportResultSchema>;

export const countsOf = (rows: PreviewRow[]): PreviewCounts => ({
  total: rows.length,
  valid: rows.filter((row) => row.errors.length === 0).length,
  withErrors: rows.filter((row) => row.errors.length > 0).length,
  duplicates: rows.filter((row) => row.duplicate !== null).length,
});

// How many rows an import writes: every row, less the duplicates when they are skipped.
export const rowsToWrite = (counts: PreviewCounts, skipDuplicates: boolean) => counts.total - (skipDuplicates ? counts.duplicates : 0);
