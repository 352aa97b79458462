import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { rowId, rowText } from '../row-fields';

// Issue 23 part 4: the history of one record, read from the audit rows every write leaves (server/audit.ts). One
// row per write: when, who, what kind of write, and each field it changed with its value before and after, in words.
export const historyChangeSchema = z.object({
  field: rowText, // the key the write stored
  label: rowText, // its Russian name: the declaration's label where there is one
  before: rowText, // '—' where the write created the record or the field had no value
  after: rowText,
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyRowSchema = z.object({
  id: rowId,
  at: rowText, // ISO instant
  userLogin: rowText,
  action: rowText, // 'Изменение', 'Архивация'…
  changes: z.array(historyChangeSchema),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const recordHistoryTexts = {
  title: 'История изменений',
  button: 'История изменений',
  empty: 'Изменений пока нет',
  loadFailed: 'Не удалось загрузить историю изменений',
  entityMissing: 'Не указан вид записи (entity)',
  entityUnknown: 'Неизвестный вид записи: {entity}',
  idInvalid: 'Номер записи должен быть целым положительным числом',
  nothingShown: 'Без изменений полей',
} as const;

// Only the owner and the administrator read the history (teachers and users do not; a user without a role reads
// it where NO_ROLE_ACCESS=read, as every other read, core.md §6).
export const recordHistory = defineResource<HistoryRow>({
  name: 'record-history',
  routes: 'own',
  exported: false,
  subject: 'History',
  access: {},
  label: { one: 'Изменение записи', many: 'История изменений' },
  menu: { hidden: true },
  idField: 'id',
  api: { list: 'record-history' },
  sampleQuery: 'entity=students&recordId=1',
  fields: {
    at: readOnlyField('date', 'Когда', 150),
    userLogin: readOnlyField('text', 'Кто', 140),
    action: readOnlyField('text', 'Действие', 140),
    changes: readOnlyField('text', 'Изменения', 360),
  },
});
