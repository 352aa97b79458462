import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { groupChatPatchSchema, type GroupChatRow } from '../mailing';

// operations.md §2 "Registered group chats tab": a chat appears by itself when the bot is added to a Telegram
// group; here it is tied to a group, said whom it is for (a dialog) and archived. The routes are the spec's own.
export const groupChats = defineResource<GroupChatRow>({
  name: 'group-chats',
  subject: 'Service',
  label: { one: 'Групповой чат', many: 'Групповые чаты' },
  menu: { hidden: true }, // the tab 'Групповые чаты' of /service/mailing
  idField: 'id',
  api: { list: 'group-chats-info', update: { method: 'PATCH', path: 'group-chats/:id' } },
  routes: 'own',
  fields: {
    chatName: readOnlyField('text', 'Чат', 260),
    schoolClassId: { kind: 'number', label: 'Группа', rule: groupChatPatchSchema.shape.schoolClassId, column: { visible: false } },
    schoolClassName: readOnlyField('text', 'Группа', 220),
    isGroupChatForStudents: { kind: 'boolean', label: 'Чат учеников', rule: z.boolean() },
    isGroupChatForParents: { kind: 'boolean', label: 'Чат родителей', rule: z.boolean() },
    telegramChatId: readOnlyField('text', 'ID в Telegram', 170),
    isArchived: { kind: 'boolean', label: 'В архиве', rule: z.boolean(), column: { visible: false } },
  },
  form: { fields: ['schoolClassId', 'isGroupChatForStudents', 'isGroupChatForParents'], editTitle: 'Привязка группового чата' },
  toasts: {
    updated: 'Групповой чат успешно обновлен!',
    updateFailed: 'Ошибка при обновлении группового чата: {message}',
  },
});

export const groupChatArchiveToasts = {
  archived: 'Групповой чат успешно архивирован!',
  archiveFailed: 'Ошибка при архивировании: {message}',
  restored: 'Групповой чат успешно разархивирован!',
  restoreFailed: 'Ошибка при разархивировании: {message}',
} as const;
