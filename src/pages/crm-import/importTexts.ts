import type { CrmImportKind, CrmImportResult } from '../../../resources/crm-import';
import type { DuplicateMatch } from '../../../resources/crm-import-duplicates';
import { countRu, type RussianForms } from '../../../resources/plural';
import { formatPhone } from '../../../resources/phone';

// The words of /service/add-to-crm. The spec names the page only: every text here is ours.
export const importTexts = {
  kindLabel: 'Что загружаем',
  template: 'Скачать шаблон',
  dropTitle: 'Перетащите файл сюда или нажмите, чтобы выбрать',
  dropHint: 'Excel (.xlsx) или CSV (UTF-8, разделитель «;» или «,»), до 5 МБ и 2000 строк. Первая строка — заголовки столбцов.',
  reading: 'Файл загружается и проверяется…',
  previewFailed: 'Не удалось проверить файл',
  skipDuplicates: 'Пропустить дубликаты',
  import: 'Импортировать',
  importing: 'Идёт импорт…',
  importFailed: 'Ошибка импорта',
  templateFailed: 'Не удалось скачать шаблон',
  another: 'Загрузить другой файл',
  blockedByErrors: 'Импорт невозможен: в файле есть строки с ошибками ({count}). Исправьте их в файле и загрузите его снова.',
  nothingToWrite: 'Нечего импортировать: все строки — дубликаты, а они пропускаются.',
  ignoredColumns: 'Эти столбцы не распознаны и не будут загружены: {columns}',
  confirmText: 'Все строки записываются одной операцией: если что-то не получится, не запишется ничего.',
  duplicateInCrm: 'Уже в CRM',
  duplicateInFile: 'Повтор в файле',
  openList: 'Открыть список',
  emptyPreview: 'Нет строк',
} as const;

const forms: Record<CrmImportKind, RussianForms> = {
  applications: ['заявка', 'заявки', 'заявок'],
  students: ['ученик', 'ученика', 'учеников'],
};
const rowForms: RussianForms = ['строка', 'строки', 'строк'];
const duplicateForms: RussianForms = ['дубликат', 'дубликата', 'дубликатов'];

export const countOf = (kind: CrmImportKind, count: number) => countRu(count, forms[kind]);
export const rowsOf = (count: number) => countRu(count, rowForms);

export const countsLine = (counts: { total: number; valid: number; withErrors: number; duplicates: number }) => [
  `Всего: ${rowsOf(counts.total)}`,
  `без ошибок: ${counts.valid}`,
  `с ошибками: ${counts.withErrors}`,
  `дубликатов: ${counts.duplicates}`,
];

export const confirmTitle = (kind: CrmImportKind, count: number) => `Будет записано в CRM: ${countOf(kind, count)}`;

export const confirmSkipped = (skipped: number) => (skipped > 0 ? `Пропускается ${countRu(skipped, duplicateForms)}.` : '');

export const progressText = (kind: CrmImportKind, count: number) => `${importTexts.importing} Записываем: ${countOf(kind, count)}.`;

export const resultMessage = (kind: CrmImportKind, result: Pick<CrmImportResult, 'created' | 'skipped'>) =>
  `Импорт завершён: добавлено — ${countOf(kind, result.created)}` + (result.skipped > 0 ? `, пропущено дубликатов — ${result.skipped}` : '');

const kindWords: Record<DuplicateMatch['kind'], string> = { student: 'Ученик', client: 'Заявка', row: 'Строка' };

// 'Ученик №12: Иванов Иван, +7-916-123-45-67 (архив)'
export const matchText = (match: DuplicateMatch) => {
  const phone = match.phone ?? match.parentPhone;
  const number = match.kind === 'row' ? `${kindWords.row} ${match.id}` : `${kindWords[match.kind]} №${match.id}`;
  const shownPhone = phone && /^\+7\d{10}$/.test(phone) ? formatPhone(phone) : phone;
  return `${number}: ${match.name}${shownPhone ? `, ${shownPhone}` : ''}${match.archived ? ' (архив)' : ''}`;
};

export const matchLink = (match: DuplicateMatch) =>
  match.kind === 'student' ? `/students/${match.id}` : match.kind === 'client' ? `/clients/${match.id}` : undefined;

export const listLink: Record<CrmImportKind, string> = { applications: '/clients/table', students: '/students/table' };
