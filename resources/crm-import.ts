import { z } from 'zod';
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

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// A file, not a row, is at fault: the whole preview is refused with this message.
export class ImportFileError extends Error {}

// ---- names and headers -------------------------------------------------------------------------------

export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

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

export type RowError = { field: ImportField | null; message: string }; // a row's problem, under its cell

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
