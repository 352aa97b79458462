import { z } from 'zod';
import { defineResource } from '../define';
import type { TemplateRow } from '../mailing';
import { templateCreateSchema } from '../operations/mailing-form';

// operations.md §2 "Templates tab", §8: the texts the mailing forms start from, added and edited in a dialog and
// archived (never deleted). The routes are the spec's own (server/routes/mailing.ts); the list is read whole,
// archived ones included, and the tab hides those unless asked.
export const mailingTemplates = defineResource<TemplateRow>({
  name: 'announcement-templates',
  subject: 'Service',
  label: { one: 'Шаблон', many: 'Шаблоны рассылок' },
  menu: { hidden: true }, // the tab 'Шаблоны' of /service/mailing
  idField: 'id',
  api: {
    list: 'announcements-controller/templates-info',
    create: { method: 'POST', path: 'announcement-templates' },
    update: { method: 'PATCH', path: 'announcement-templates/:id' },
  },
  routes: 'own',
  fields: {
    announcementTemplateName: { kind: 'text', label: 'Название', rule: templateCreateSchema.shape.name, writeAs: 'name', column: { width: 260 } },
    announcementTemplateText: { kind: 'text', label: 'Текст', rule: templateCreateSchema.shape.text, writeAs: 'text' },
    isArchived: { kind: 'boolean', label: 'В архиве', rule: z.boolean(), column: { visible: false } },
  },
  form: { fields: ['announcementTemplateName', 'announcementTemplateText'], createTitle: 'Новый шаблон', editTitle: 'Изменить шаблон' },
  toasts: {
    created: 'Шаблон успешно добавлен!',
    createFailed: 'Ошибка при добавлении шаблона: {message}',
    updated: 'Шаблон успешно обновлен',
    updateFailed: 'Ошибка при обновлении шаблона: {message}',
  },
});

// the archive's own toasts (operations.md §8); bringing one back is ours: the spec archives only
export const templateArchiveToasts = {
  archived: 'Шаблон успешно архивирован!',
  archiveFailed: 'Ошибка при архивировании шаблона: {message}',
  restored: 'Шаблон успешно разархивирован!',
  restoreFailed: 'Ошибка при разархивировании шаблона: {message}',
} as const;
