import { z } from 'zod';
import { defineResource, type FieldDeclaration, type DatabaseDeclaration } from './define';
import { capitaliseFirst } from './text';

// The six editable tabs of the settings page (core.md §2.14, §5.6, §7.5, §8) share one shape:
// an id, a name that is capitalised, non-empty and unique case-insensitively, and the spec's toasts.
type Words = {
  label: { one: string; many: string };
  emptyMessage: string; // 'Название статуса не может быть пустым'
  duplicateMessage: string; // 'Этот статус уже существует'
  noun: ToastNoun;
};

// What the spec's toasts of a list say it in: the noun ('статус клиента'), its genitive ('статуса клиента'), its
// gender, and whether a failed add gives the server's reason (core.md §8 quotes it for some lists only).
export type ToastNoun = { one: string; of: string; feminine?: true; reasonOnAddFailure?: true };

// The six toasts of a reference list (core.md §8), said once for every list.
export const referenceListToasts = ({ one, of, feminine, reasonOnAddFailure }: ToastNoun) => {
  const ending = feminine ? 'а' : '';
  return {
    created: `${feminine ? 'Новая' : 'Новый'} ${one} успешно добавлен${ending}!`,
    updated: `${capitaliseFirst(one)} успешно обновлен${ending}!`,
    deleted: `${capitaliseFirst(one)} успешно удален${ending}!`,
    createFailed: `Ошибка при добавлении ${of}${reasonOnAddFailure ? ': {message}' : ''}`,
    updateFailed: `Ошибка при обновлении ${of}`,
    deleteFailed: `Ошибка при удалении ${of}`,
  };
};

export const referenceNameRule = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(200, 'Название не должно превышать 200 символов');

export const defineReferenceList = <Row extends Record<string, unknown>>(options: {
  name: string;
  idField: keyof Row & string;
  nameField: keyof Row & string;
  writeAs: string;
  api: { list: string; collection: string };
  words: Words;
  extraFields?: Partial<Record<keyof Row & string, FieldDeclaration>>;
  database?: DatabaseDeclaration;
}) => {
  const { words } = options;
  return defineResource<Row>({
    name: options.name,
    subject: 'Reference',
    label: words.label,
    menu: { parent: 'settings', hidden: true },
    idField: options.idField,
    api: {
      list: options.api.list,
      create: { method: 'POST', path: options.api.collection },
      update: { method: 'PATCH', path: `${options.api.collection}/:id` },
      remove: { method: 'DELETE', path: `${options.api.collection}/:id` },
    },
    sendIdOnUpdate: true,
    database: options.database,
    storageKey: options.name,
    fields: {
      [options.nameField]: {
        kind: 'text',
        label: 'Название',
        writeAs: options.writeAs,
        column: { width: 320 },
        rule: referenceNameRule(words.emptyMessage),
        normalise: capitaliseFirst,
        unique: { caseInsensitive: true, message: words.duplicateMessage },
      },
      ...options.extraFields,
    } as Partial<Record<keyof Row & string, FieldDeclaration>>,
    toasts: referenceListToasts(words.noun),
  });
};
