import { z } from 'zod';
import { referenceRule } from '../reference-address';

// operations.md §5 "Mailing forms" and "Group-chat mailing": every message letter for letter, and ours beside them
// (docs/api-operations.md "Mailing"). The mailing tabs and the server's create routes parse with these schemas.
export const MAILING_MESSAGES = {
  textRequired: 'Текст уведомления обязателен',
  groupsRequired: 'Выберите хотя бы одну группу',
  recipientsRequired: 'Выберите хотя бы одного получателя',
  sendDateRequired: 'Выберите дату и время отправки',
  sendDateFormat: 'Неверный формат даты',
  staffRequired: 'Выберите хотя бы одного сотрудника',
  textOrFiles: 'Добавьте текст сообщения или прикрепите файлы',
  tooManyFiles: 'Максимальное количество файлов - 10',
  fileType: 'Поддерживаются только изображения (JPEG, PNG, GIF) и видео MP4',
  fileSize: 'Превышен допустимый размер файла',
  // ours
  chatsRequired: 'Выберите хотя бы один чат',
  textTooLong: 'Текст уведомления не должен превышать 4096 символов',
  sendDateTooFar: 'Дата отправки не может быть позже чем через год',
  templateInvalid: 'Шаблон не найден',
  idsInvalid: 'Некорректный список',
  botNotConfigured: 'Telegram-бот не настроен: рассылка не может быть отправлена. Укажите TELEGRAM_BOT_TOKEN в настройках сервера.',
} as const;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Введите название шаблона',
  nameTooLong: 'Название шаблона не должно превышать 200 символов',
  textRequired: 'Введите текст шаблона',
  textTooLong: 'Текст шаблона не должен превышать 4096 символов',
  nothingToSave: 'Нет изменений для сохранения',
} as const;

const m = MAILING_MESSAGES;

// §9: at most 10 files; images 10 MB, MP4 video 50 MB.
export const MAX_FILES = 10;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const VIDEO_TYPES = ['video/mp4'] as const;
export const MAILING_FILE_ACCEPT = [...IMAGE_TYPES, ...VIDEO_TYPES].join(',');
// Telegram's limit for one message's text
export const MAX_TEXT_LENGTH = 4096;

export const fileSizeLimit = (mimeType: string): number | undefined => {
  if ((IMAGE_TYPES as readonly string[]).includes(mimeType)) return IMAGE_MAX_BYTES;
  if ((VIDEO_TYPES as readonly string[]).includes(mimeType)) return VIDEO_MAX_BYTES;
  return undefined;
};

// The message a file is refused with, or undefined: the browser checks its File's type and size, the server the
// type read from the bytes and the size streamed.
export const mailingFileProblem = ({ type, size }: { type: string; size: number }): string | undefined => {
  const limit = fileSizeLimit(type);
  if (limit === undefined) return m.fileType;
  return size > limit ? m.fileSize : undefined;
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

// The text a reader sees: tags dropped, entities read as one character each.
export const visibleText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return entities[name.toLowerCase()] ?? whole;
    });

export const isBlankHtml = (html: string) => visibleText(html).trim() === '';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

// Date.parse rolls 31 February over into March: the day and the time must exist as written.
const isIsoMoment = (value: string) => {
  if (!ISO_MOMENT.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const [hours, minutes] = value.slice(11, 16).split(':').map(Number);
  return calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day && hours < 24 && minutes < 60;
};

// A moment with its offset (the browser sends toISOString()); a time already past means "send now".
export const sendDateTimeRule = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.sendDateRequired : m.sendDateFormat) })
  .trim()
  .min(1, m.sendDateRequired)
  .refine((value) => value === '' || isIsoMoment(value), m.sendDateFormat)
  .refine((value) => !isIsoMoment(value) || Date.parse(value) - Date.now() <= YEAR_MS, m.sendDateTooFar);

const messageTextRule = (required: boolean) =>
  z
    .string({ error: required ? m.textRequired : m.textOrFiles })
    .refine((value) => !required || !isBlankHtml(value), m.textRequired)
    .refine((value) => visibleText(value).length <= MAX_TEXT_LENGTH, m.textTooLong);

const idList = (required: string) =>
  z
    .array(z.number({ error: m.idsInvalid }).int(m.idsInvalid).positive(m.idsInvalid).max(2_147_483_647, m.idsInvalid), { error: required })
    .min(1, required)
    .transform((ids) => [...new Set(ids)]);

export const messageTemplateRule = referenceRule(['announcement-templates', 'templates'], m.templateInvalid).optional().default(null);

// A form shows every problem at once: the checks across fields run even when a field failed (on the raw values).
const alwaysCheck = { when: () => true };

export const studentsMailingSchema = z
  .object({
    messageText: messageTextRule(true),
    schoolClassIds: idList(m.groupsRequired),
    sendToStudents: z.boolean().optional().default(false),
    sendToParents: z.boolean().optional().default(false),
    sendDateTime: sendDateTimeRule,
    messageTemplate: messageTemplateRule,
  })
  .superRefine(
    (form, context) => {
      if (form.sendToStudents !== true && form.sendToParents !== true) {
        context.addIssue({ code: 'custom', path: ['sendToStudents'], message: m.recipientsRequired });
      }
    },
    alwaysCheck,
  );

export const staffMailingSchema = z.object({
  messageText: messageTextRule(true),
  staffIds: idList(m.staffRequired),
  sendDateTime: sendDateTimeRule,
  messageTemplate: messageTemplateRule,
});

// The fields of the multipart form; the files are checked one by one as they stream (mailingFileProblem) and
// their number by MAX_FILES. `filesCount` is how many came: the text may be empty only with files.
export const groupChatMailingSchema = z
  .object({
    messageText: messageTextRule(false).optional().default(''),
    groupChatIds: idList(m.chatsRequired),
    sendDateTime: sendDateTimeRule,
    messageTemplate: messageTemplateRule,
    filesCount: z.number().int().min(0).max(MAX_FILES, m.tooManyFiles).optional().default(0),
  })
  .superRefine(
    (form, context) => {
      const noFiles = !(typeof form.filesCount === 'number' && form.filesCount > 0);
      const noText = typeof form.messageText !== 'string' || isBlankHtml(form.messageText);
      if (noFiles && noText) context.addIssue({ code: 'custom', path: ['messageText'], message: m.textOrFiles });
    },
    alwaysCheck,
  );

export type StudentsMailingForm = z.input<typeof studentsMailingSchema>;
export type StaffMailingForm = z.input<typeof staffMailingSchema>;
export type GroupChatMailingForm = z.input<typeof groupChatMailingSchema>;

export const templateCreateSchema = z.object({
  name: z.string({ error: TEMPLATE_MESSAGES.nameRequired }).trim().min(1, TEMPLATE_MESSAGES.nameRequired).max(200, TEMPLATE_MESSAGES.nameTooLong),
  text: z
    .string({ error: TEMPLATE_MESSAGES.textRequired })
    .refine((value) => !isBlankHtml(value), TEMPLATE_MESSAGES.textRequired)
    .refine((value) => visibleText(value).length <= MAX_TEXT_LENGTH, TEMPLATE_MESSAGES.textTooLong),
});

export const templatePatchSchema = templateCreateSchema
  .partial()
  .extend({ id: z.unknown().optional(), isArchived: z.boolean().optional() })
  .refine((patch) => patch.name !== undefined || patch.text !== undefined || patch.isArchived !== undefined, TEMPLATE_MESSAGES.nothingToSave);

export type TemplateForm = z.input<typeof templateCreateSchema>;
