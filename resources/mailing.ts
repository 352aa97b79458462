import { z } from 'zod';
import { maybeId, maybeText, rowId, rowText } from './row-fields';

// The rows of the mailing routes (docs/api-operations.md "Mailing"); the server answers through these schemas.
const named = z.object({ id: rowId, name: rowText });
const status = z.enum(['PENDING', 'SENT', 'PARTIALLY_SENT', 'FAILED']);

export const announcementRowSchema = z.object({
  id: rowId,
  messageText: rowText,
  schoolClasses: z.array(named),
  staffInfos: z.array(named),
  groupChats: z.array(named),
  sendToStudents: z.boolean(),
  sendToParents: z.boolean(),
  sendToStaff: z.boolean(),
  sendToGroupChat: z.boolean(),
  sendDateTime: rowText, // ISO 8601, UTC
  status,
  filesCount: rowId,
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

export const announcementFileSchema = z.object({ id: rowId, fileName: rowText, mimeType: rowText, sizeBytes: rowId });

export const announcementDetailSchema = z.object({
  id: rowId,
  announcementText: rowText,
  announcementTimestamp: rowText,
  status,
  dispatched: z.boolean(),
  sendToStudents: z.boolean(),
  sendToParents: z.boolean(),
  sendToStaff: z.boolean(),
  sendToGroupChat: z.boolean(),
  schoolClasses: z.array(named),
  staffInfos: z.array(named),
  groupChats: z.array(named),
  files: z.array(announcementFileSchema),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

// a picker's person, and a recipient before the mailing is dispatched
export const recipientOptionSchema = z.object({ id: rowId, name: rowText, hasTelegramId: z.boolean(), schoolClassName: maybeText.optional() });
export type RecipientOption = z.infer<typeof recipientOptionSchema>;

export const deliveryRowSchema = z.object({
  personId: rowId,
  personName: rowText,
  isSent: z.boolean(),
  state: z.enum(['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED']),
  error: maybeText,
  sentAt: maybeText,
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const templateRowSchema = z.object({
  id: rowId,
  announcementTemplateName: rowText,
  announcementTemplateText: rowText,
  isArchived: z.boolean(),
});
export type TemplateRow = z.infer<typeof templateRowSchema>;

export const groupChatRowSchema = z.object({
  id: rowId,
  chatName: rowText,
  telegramChatId: rowText,
  schoolClassId: maybeId,
  schoolClassName: maybeText,
  isGroupChatForStudents: z.boolean(),
  isGroupChatForParents: z.boolean(),
  isArchived: z.boolean(),
  createdAt: rowText,
});
export type GroupChatRow = z.infer<typeof groupChatRowSchema>;

export const deliverySettingsSchema = z.object({ telegramConfigured: z.boolean() });

export const GROUP_CHAT_MESSAGES = {
  nothingToSave: 'Нет изменений для сохранения',
  classMissing: 'Группа не найдена',
  chatMissing: 'Групповой чат не найден',
} as const;

export const groupChatPatchSchema = z
  .object({
    id: z.unknown().optional(),
    isArchived: z.boolean().optional(),
    schoolClassId: z.number({ error: GROUP_CHAT_MESSAGES.classMissing }).int(GROUP_CHAT_MESSAGES.classMissing).positive(GROUP_CHAT_MESSAGES.classMissing).max(2_147_483_647, GROUP_CHAT_MESSAGES.classMissing).nullable().optional(),
    isGroupChatForStudents: z.boolean().optional(),
    isGroupChatForParents: z.boolean().optional(),
  })
  .refine(
    (patch) =>
      patch.isArchived !== undefined || patch.schoolClassId !== undefined || patch.isGroupChatForStudents !== undefined || patch.isGroupChatForParents !== undefined,
    GROUP_CHAT_MESSAGES.nothingToSave,
  );

export const ANNOUNCEMENT_MESSAGES = {
  missing: 'Рассылка не найдена',
  badId: 'Некорректный идентификатор рассылки',
  classesInvalid: 'Некорректный список групп',
  classMissing: 'Группа не найдена',
  staffMissing: 'Сотрудник не найден',
  chatMissing: 'Групповой чат не найден',
  templateMissing: 'Шаблон не найден',
} as const;

export const announcementDeleteSchema = z.object({
  announcementId: z
    .number({ error: ANNOUNCEMENT_MESSAGES.badId })
    .int(ANNOUNCEMENT_MESSAGES.badId)
    .positive(ANNOUNCEMENT_MESSAGES.badId)
    .max(2_147_483_647, ANNOUNCEMENT_MESSAGES.badId),
  sendToParents: z.boolean().optional(),
  sendToStudents: z.boolean().optional(),
  sendToStaff: z.boolean().optional(),
});
