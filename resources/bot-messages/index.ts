import { z } from 'zod';
import { defineResource } from '../define';
import { rowId, rowText } from '../row-fields';
import { BOT_MESSAGE_TYPES, BOT_READERS, type BotMessageType, type BotMessageTypeDeclaration, type BotReader } from '../bot-message-defaults';

export * from '../bot-message-defaults';

// operations.md §3 "Bot message": what the table /mix/bot-messages shows and edits.
export const botMessageRowSchema = z.object({
  botMessageId: rowId,
  messageTitle: rowText,
  messageBody: rowText,
  messageType: rowText,
  messageTypeForUser: rowText,
});
export type BotMessageRow = z.infer<typeof botMessageRowSchema>;

export const BOT_MESSAGES_TITLE = 'Сообщения бота';

export const MESSAGE_TITLE_MAX = 200;
// Telegram takes 4096 characters a message; the schedule or the grades put into {lines} need the rest.
export const MESSAGE_BODY_MAX = 3000;
export const BUTTON_TEXT_MAX = 40;

export const botMessageTexts = {
  updated: 'Сообщение бота успешно обновлено!', // operations.md §8
  updateFailed: 'Ошибка при обновлении сообщения бота: {message}', // operations.md §8
  titleRequired: 'Введите заголовок',
  titleTooLong: `Заголовок не длиннее ${MESSAGE_TITLE_MAX} символов`,
  bodyRequired: 'Введите текст сообщения',
  bodyTooLong: `Текст сообщения не длиннее ${MESSAGE_BODY_MAX} символов`,
  unknownType: 'Неизвестный тип сообщения',
  unknownReader: 'Неизвестный получатель сообщения',
  notFound: 'Сообщение бота не найдено',
  duplicate: 'Сообщение этого типа для этого получателя уже есть',
  buttonText: `Текст кнопки — одна строка не длиннее ${BUTTON_TEXT_MAX} символов`,
  // '{placeholder}' and '{allowed}' are filled in by botMessageProblem
  unknownPlaceholder: 'Неизвестная подстановка {placeholder}; для этого типа доступны: {allowed}',
  noPlaceholders: 'Неизвестная подстановка {placeholder}; в этом типе подстановок нет',
  missingPlaceholder: 'В тексте должна быть подстановка {placeholder}',
};

export const botMessageTypeLabels = Object.fromEntries(BOT_MESSAGE_TYPES.map((type) => [type.type, type.label])) as Record<
  BotMessageType,
  string
>;

export const botReaderLabels: Record<BotReader, string> = {
  STUDENT: 'Ученик',
  PARENT: 'Родитель',
  ALL: 'Все',
  GROUP_CHAT: 'Групповой чат',
};

export const isBotMessageType = (value: string): value is BotMessageType => BOT_MESSAGE_TYPES.some(({ type }) => type === value);
export const isBotReader = (value: string): value is BotReader => (BOT_READERS as readonly string[]).includes(value);

const PLACEHOLDER = /\{([A-Za-zА-Яа-яЁё_]+)\}/g;

export const placeholdersIn = (body: string): string[] => [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1]))];

// '{name}' and the like replaced by their values; a placeholder without a value stays as written.
export const fillTemplate = (body: string, values: Readonly<Record<string, string | number>>): string =>
  body.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

const fill = (text: string, values: Record<string, string>) => fillTemplate(text, values);

// What is wrong with a text for its type, after the row's stored values are merged with the change: a placeholder
// the type does not offer (a typo would reach parents as written), a data placeholder the type needs ({lines}
// without which the schedule would never be shown), or a button text that would not fit a button.
export const botMessageProblem = (message: { messageType: string; messageBody: string }): { field: string; message: string } | undefined => {
  const type: BotMessageTypeDeclaration | undefined = BOT_MESSAGE_TYPES.find(({ type: candidate }) => candidate === message.messageType);
  if (!type) return { field: 'messageType', message: botMessageTexts.unknownType };
  const used = placeholdersIn(message.messageBody);
  const unknown = used.find((placeholder) => !type.placeholders.includes(placeholder));
  if (unknown) {
    const allowed = type.placeholders.map((placeholder) => `{${placeholder}}`).join(', ');
    return {
      field: 'messageBody',
      message: fill(allowed ? botMessageTexts.unknownPlaceholder : botMessageTexts.noPlaceholders, { placeholder: `{${unknown}}`, allowed }),
    };
  }
  const missing = (type.required ?? []).find((placeholder) => !used.includes(placeholder));
  if (missing) return { field: 'messageBody', message: fill(botMessageTexts.missingPlaceholder, { placeholder: `{${missing}}` }) };
  if (type.button && (message.messageBody.trim().length > BUTTON_TEXT_MAX || /\n/.test(message.messageBody.trim()))) {
    return { field: 'messageBody', message: botMessageTexts.buttonText };
  }
  return undefined;
};

const title = z
  .string({ error: botMessageTexts.titleRequired })
  .trim()
  .min(1, botMessageTexts.titleRequired)
  .max(MESSAGE_TITLE_MAX, botMessageTexts.titleTooLong);
// the body keeps its inner line breaks; only the ends are trimmed
const body = z
  .string({ error: botMessageTexts.bodyRequired })
  .trim()
  .min(1, botMessageTexts.bodyRequired)
  .max(MESSAGE_BODY_MAX, botMessageTexts.bodyTooLong);
const type = z.string({ error: botMessageTexts.unknownType }).refine(isBotMessageType, botMessageTexts.unknownType);
const reader = z.string({ error: botMessageTexts.unknownReader }).refine(isBotReader, botMessageTexts.unknownReader);

// PATCH bot-messages/{id} (operations.md §7 "Others"): id, messageBody, messageType, messageTypeForUser, messageTitle;
// the screen sends them all, a partial body changes what it names.
export const updateBotMessageBodySchema = z.strictObject({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  botMessageId: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  messageTitle: title.optional(),
  messageBody: body.optional(),
  messageType: type.optional(),
  messageTypeForUser: reader.optional(),
});
export type UpdateBotMessageBody = z.infer<typeof updateBotMessageBodySchema>;

export const botMessages = defineResource<BotMessageRow>({
  name: 'bot-messages',
  routes: 'own',
  subject: 'Service', // operations.md §6: manage Service guards /mix/bot-messages
  label: { one: 'Сообщение бота', many: 'Сообщения бота' },
  menu: { parent: 'Сервис', icon: 'settings' },
  idField: 'botMessageId',
  api: { list: 'bot-messages-info', one: 'bot-messages/:id', update: { method: 'PATCH', path: 'bot-messages/:id' } },
  sendIdOnUpdate: true,
  fields: {
    messageTitle: { kind: 'text', label: 'Заголовок', rule: title, column: { width: 220 } },
    messageBody: { kind: 'text', label: 'Текст', rule: body, column: { width: 520 } },
    messageType: { kind: 'enum', label: 'Тип', rule: type, options: botMessageTypeLabels, column: { width: 220 } },
    messageTypeForUser: { kind: 'enum', label: 'Для кого', rule: reader, options: botReaderLabels, column: { width: 160 } },
  },
  toasts: { updated: botMessageTexts.updated, updateFailed: botMessageTexts.updateFailed },
});
