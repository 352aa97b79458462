import type { AnyResource, FieldDeclaration } from '../define';
import { declaredResources } from '../registry';
import type { HistoryChange } from './index';

// The audit entity a declared list's rows are written under, where it is not the list's own name: the groups list
// is `teacher-sheets`, its writes are `classes` (server/services/groups.ts); an archive is its live list's records.
const AUDIT_ENTITY_OF: Readonly<Record<string, string>> = {
  'teacher-sheets': 'classes',
  'teacher-sheets-archive': 'classes',
  'students-archive': 'students',
  'clients-archive': 'clients',
  'tasks-archive': 'tasks',
  'payments-history': 'payments',
  'all-parents': 'parents',
};
// other names an entity's rows were written under (the spreadsheet link of a group: server/services/sheet-reports.ts)
const ALSO_WRITTEN_AS: Readonly<Record<string, readonly string[]>> = { classes: ['school_classes'] };

// Fields no person edits: the record's own id and the row's version and stamps.
const HIDDEN = new Set(['id', 'version', 'createdAt', 'updatedAt']);

// Names of the fields the audit keeps that no declaration labels (the table's own columns).
const COMMON_LABELS: Readonly<Record<string, string>> = {
  isArchived: 'В архиве',
  archived: 'В архиве',
  name: 'Название',
  comment: 'Комментарий',
  parentId: 'Родитель',
  exitStatusId: 'Статус ухода',
  telegramId: 'Telegram',
  phoneNumber: 'Телефон',
  deletedAt: 'Удалено',
  usedAt: 'Код использован',
  expiresAt: 'Код действует до',
  disenrollmentDate: 'Дата выхода',
  sheetUrl: 'Ссылка на таблицу',
  sheetRefreshRequestedAt: 'Обновление таблицы запрошено',
};

const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  archive: 'Архивация',
  unarchive: 'Возврат из архива',
  'change-parent': 'Смена родителя',
  convert: 'Перевод в ученики',
  'register-telegram': 'Подключение Telegram',
  'issue-code': 'Выдача кода',
  'use-code': 'Использование кода',
  'sheet-refresh': 'Обновление таблицы',
  'sheet-sync': 'Сверка таблицы',
  'archive-students': 'Архивация учеников',
  'end-sessions': 'Завершение сеансов',
  'create-cycle': 'Новый цикл',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

export const auditEntityOf = (name: string) => AUDIT_ENTITY_OF[name] ?? name;

// Records written by screens of their own that no declaration lists (a group's timetable, a student's exit).
const UNDECLARED_ENTITIES = new Set([
  'class-schedules',
  'student-exits',
  'admin-debt-comment',
  'future-school-classes',
  'future-enrollments',
  'announcements',
  'daily-change-records',
]);
const NOT_RECORDS = new Set(['record-history']);

// What a record's history reads for the resource a screen names: the audit entities its rows are written under and
// the declarations that name their fields. Undefined for a name the app does not know.
export type HistoryTarget = { entities: readonly string[]; declarations: readonly AnyResource[] };

export const historyTargetOf = (name: string, declarations: readonly AnyResource[] = declaredResources): HistoryTarget | undefined => {
  if (NOT_RECORDS.has(name)) return undefined;
  const entity = auditEntityOf(name);
  const own = declarations.filter((declaration) => auditEntityOf(declaration.name) === entity);
  if (own.length === 0 && !UNDECLARED_ENTITIES.has(entity)) return undefined;
  return { entities: [entity, ...(ALSO_WRITTEN_AS[entity] ?? [])], declarations: own };
};

export const hasHistory = (name: string, declarations?: readonly AnyResource[]) => historyTargetOf(name, declarations) !== undefined;

// A declared list whose rows are records someone writes (not a report's rows): its grid offers each row's history.
export const offersHistory = (declaration: AnyResource) =>
  hasHistory(declaration.name) &&
  Boolean(declaration.api.create || declaration.api.update || declaration.api.remove || Object.hasOwn(AUDIT_ENTITY_OF, declaration.name));

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// The keys a write may store a declared field under: its own, its write name (with 'Id' for a reference), its
// column, and its name without the id field's stem ('studentName' is `name`, 'studentCityId' is `cityId`).
const storedKeys = (declaration: AnyResource, key: string, field: FieldDeclaration): string[] => {
  const stem = declaration.idField.replace(/Id$/, '');
  const keys = [key];
  if (field.writeAs) keys.push(field.writeAs, `${field.writeAs}Id`);
  if (field.dbColumn) keys.push(field.dbColumn);
  if (stem && key.startsWith(stem) && key.length > stem.length) keys.push(lowerFirst(key.slice(stem.length)));
  return keys;
};

// Each stored key with the field that declares it; the first declaration to name a key wins.
export const fieldsByStoredKey = (declarations: readonly AnyResource[]) => {
  const found = new Map<string, FieldDeclaration>();
  for (const declaration of declarations) {
    for (const [key, field] of Object.entries(declaration.fields)) {
      if (!field) continue;
      for (const stored of storedKeys(declaration, key, field)) if (!found.has(stored)) found.set(stored, field);
    }
  }
  return found;
};

export const EMPTY_VALUE = '—';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

// An instant as the centre reads it: DD.MM.YYYY HH:mm in its time zone.
export const instantText = (iso: string, timeZone = 'Europe/Moscow') => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ru-RU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

const moneyText = (value: unknown) => {
  const amount = Number(value);
  return Number.isFinite(amount) ? `${amount.toLocaleString('ru-RU', { maximumFractionDigits: 2 }).replace(/\s/g, ' ')} ₽` : String(value);
};

// The names of the records a page of history refers to: the referenced resource ('teachers'), then id → name.
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<number, string>>;

const isReference = (field: FieldDeclaration | undefined): field is FieldDeclaration & { target: string } =>
  (field?.kind === 'reference' || field?.kind === 'multiReference') && field.target !== undefined;

// The ids each referenced resource is named by in some changes: what the server looks up before describing them.
export const referencedIds = (
  changesList: readonly Readonly<Record<string, { from?: unknown; to?: unknown }>>[],
  fields: ReadonlyMap<string, FieldDeclaration>,
): Map<string, Set<number>> => {
  const ids = new Map<string, Set<number>>();
  for (const changes of changesList) {
    for (const [key, change] of Object.entries(changes)) {
      const field = fields.get(key);
      if (!isReference(field)) continue;
      for (const value of [change.from, change.to].flat()) {
        const id = typeof value === 'number' || (typeof value === 'string' && value !== '') ? Number(value) : Number.NaN;
        if (!Number.isSafeInteger(id)) continue;
        const found = ids.get(field.target) ?? new Set<number>();
        found.add(id);
        ids.set(field.target, found);
      }
    }
  }
  return ids;
};

// One value as a person reads it: empty is '—', yes/no in words, a choice by its label, a referenced record by its
// name (its id when it is gone), dates day first.
export const valueText = (value: unknown, field?: FieldDeclaration, timeZone?: string, names?: ReferenceNames): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  const itemField = isReference(field) ? field : undefined;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_VALUE : value.map((item) => valueText(item, itemField, timeZone, names)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (isReference(field)) return names?.get(field.target)?.get(Number(text)) ?? text;
  if (field?.kind === 'enum' && field.options && Object.hasOwn(field.options, text)) return field.options[text];
  if (field?.kind === 'money') return moneyText(value);
  const date = DATE.exec(text);
  if (date) return `${date[3]}.${date[2]}.${date[1]}`;
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return instantText(text, timeZone);
  return text;
};

// The changes of one audit row in words, in the order the write stored them, without the fields no person edits.
// The record's own id under its declared name ('cabinetId') is no change either.
export const idKeysOf = (declarations: readonly AnyResource[]) => new Set(declarations.map((declaration) => declaration.idField));

export const describeChanges = (
  changes: Readonly<Record<string, { from?: unknown; to?: unknown }>>,
  fields: ReadonlyMap<string, FieldDeclaration>,
  timeZone?: string,
  idKeys: ReadonlySet<string> = new Set(),
  names?: ReferenceNames,
): HistoryChange[] =>
  Object.entries(changes)
    .filter(([key]) => !HIDDEN.has(key) && !idKeys.has(key))
    .map(([key, change]) => {
      const field = fields.get(key);
      return {
        field: key,
        label: field?.label ?? COMMON_LABELS[key] ?? key,
        before: valueText(change.from, field, timeZone, names),
        after: valueText(change.to, field, timeZone, names),
      };
    });
