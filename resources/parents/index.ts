import { z } from 'zod';
import { defineResource } from '../define';
import { optionalPhoneRule, telegramIdRule } from '../field-rules';
import { CLIENT_PARENT_NAME_EMPTY, NAME_EMPTY, nonEmptyNameRule } from '../names';
import { ONE_PARENT_ONLY } from '../clients';
import { maybeId, maybeText, rowId, rowText } from '../row-fields';

// core.md §3: parents of students, parents attached to applications, and the merged list to choose from.
export const parentRowSchema = z.object({ parentId: rowId, parentName: rowText, parentPhoneNumber: maybeText, parentTelegramId: maybeText });
export type ParentRow = z.infer<typeof parentRowSchema>;
export const clientParentRowSchema = z.object({ clientParentId: rowId, clientParentName: rowText, clientParentPhoneNumber: maybeText });
export type ClientParentRow = z.infer<typeof clientParentRowSchema>;
// all-parents-info: exactly one of parentId / clientParentId is set; sequentialId numbers the merged list.
export const parentOptionSchema = z.object({
  sequentialId: rowId,
  parentId: maybeId,
  clientParentId: maybeId,
  clientParentName: rowText,
  clientParentPhoneNumber: maybeText,
});
export type ParentOption = z.infer<typeof parentOptionSchema>;

const parentName = nonEmptyNameRule(NAME_EMPTY);
const clientParentName = nonEmptyNameRule(CLIENT_PARENT_NAME_EMPTY);
const id = (message: string) => z.number({ error: message }).int(message).positive(message);
const role = z.string().trim().max(50, 'Роль не должна превышать 50 символов').nullish();

// PATCH parents/{parentId} and PATCH client-parents/{id} (core.md §7.3, §7.4).
export const updateParentSchema = z.strictObject({
  id: z.number().int().optional(),
  parentId: z.number().int().optional(),
  name: parentName.optional(),
  phoneNumber: optionalPhoneRule.optional(),
  telegramId: telegramIdRule.optional(),
});
export const updateClientParentSchema = z.strictObject({
  id: z.number().int().optional(),
  clientParentId: z.number().int().optional(),
  name: clientParentName.optional(),
  phoneNumber: optionalPhoneRule.optional(),
});

// POST parents/new and POST client-parents (core.md §7.4).
export const newParentSchema = z.strictObject({ name: parentName, phoneNumber: optionalPhoneRule, role });
export const newClientParentSchema = z.strictObject({ name: clientParentName, phoneNumber: optionalPhoneRule, role });

// POST student-parent-new-with-link / client-parent-new-with-link.
export const studentParentWithLinkSchema = z.strictObject({
  studentId: id('Не указан ученик'),
  parentName,
  parentPhoneNumber: optionalPhoneRule,
});
export const clientParentWithLinkSchema = z.strictObject({
  clientId: id('Не указана заявка'),
  clientParentName,
  clientParentPhoneNumber: optionalPhoneRule,
});

// The Change parent dialog sends exactly one of parentId or clientParentId, the other null (core.md §4).
const parentChoice = {
  parentId: z.number().int().positive().nullish(),
  clientParentId: z.number().int().positive().nullish(),
};
const exactlyOneParent = (body: { parentId?: number | null; clientParentId?: number | null }, context: z.RefinementCtx) => {
  if (!body.parentId === !body.clientParentId) {
    context.addIssue({ code: 'custom', path: ['parentId'], message: ONE_PARENT_ONLY });
  }
};
// POST update-or-create-student-parent-link: a client parent is copied into the students' parents.
export const studentParentLinkSchema = z
  .strictObject({ studentId: id('Не указан ученик'), ...parentChoice })
  .superRefine(exactlyOneParent);
// PATCH update-client-parent-link.
export const clientParentLinkSchema = z
  .strictObject({ clientId: id('Не указана заявка'), ...parentChoice })
  .superRefine(exactlyOneParent);

export const parentToasts = {
  updated: 'Родитель успешно обновлен!',
  updatedShort: 'Родитель успешно обновлен',
  created: 'Новый родитель успешно добавлен!',
  changed: 'Родитель успешно изменен',
  createFailed: 'Ошибка при добавлении родителя: {message}',
  updateFailed: 'Ошибка при обновлении информации родителя',
  changeFailed: 'Не удалось изменить родителя',
  loadFailed: 'Error loading parents',
} as const;

const resourceToasts = {
  created: parentToasts.created,
  updated: parentToasts.updated,
  deleted: parentToasts.updated,
  createFailed: parentToasts.createFailed,
  updateFailed: parentToasts.updateFailed,
  deleteFailed: parentToasts.updateFailed,
};

// core.md §2.13: /parents/parents-table.
export const parents = defineResource<ParentRow>({
  name: 'parents',
  routes: 'own',
  subject: 'Student',
  label: { one: 'Родитель', many: 'Родители' },
  menu: { parent: 'Ученики', icon: 'parents' },
  page: { path: '/parents/parents-table', title: 'Родители учеников', action: 'manage' },
  idField: 'parentId',
  api: {
    list: 'parents-info',
    create: { method: 'POST', path: 'parents/new' },
    update: { method: 'PATCH', path: 'parents/:id' },
  },
  storageKey: 'parents',
  fields: {
    parentName: { kind: 'text', label: 'Имя', writeAs: 'name', rule: parentName, column: { width: 260 } },
    parentPhoneNumber: { kind: 'phone', label: 'Телефон', writeAs: 'phoneNumber', rule: optionalPhoneRule, column: { width: 180 } },
    parentTelegramId: { kind: 'text', label: 'Telegram', writeAs: 'telegramId', rule: telegramIdRule, column: { width: 160 } },
  },
  toasts: resourceToasts,
});

// core.md §2.13: /parents/client-parents.
export const clientParents = defineResource<ClientParentRow>({
  name: 'client-parents',
  routes: 'own',
  subject: 'Request',
  label: { one: 'Родитель заявки', many: 'Родители заявок' },
  menu: { parent: 'Заявки', icon: 'clientParents' },
  page: { path: '/parents/client-parents', title: 'Родители заявок', action: 'manage', loadFailed: parentToasts.loadFailed },
  idField: 'clientParentId',
  api: {
    list: 'client-parents-info',
    create: { method: 'POST', path: 'client-parents' },
    update: { method: 'PATCH', path: 'client-parents/:id' },
  },
  storageKey: 'client-parents',
  fields: {
    clientParentName: { kind: 'text', label: 'Имя', writeAs: 'name', rule: clientParentName, column: { width: 260 } },
    clientParentPhoneNumber: { kind: 'phone', label: 'Телефон', writeAs: 'phoneNumber', rule: optionalPhoneRule, column: { width: 180 } },
  },
  toasts: resourceToasts,
});

export const allParents = defineResource<ParentOption>({
  name: 'all-parents',
  routes: 'own',
  subject: 'Request',
  label: { one: 'Родитель', many: 'Все родители' },
  menu: { hidden: true },
  idField: 'sequentialId',
  api: { list: 'all-parents-info' },
  fields: {},
});
