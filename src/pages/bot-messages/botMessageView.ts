import type { Rule } from 'antd/es/form';
import { BOT_MESSAGE_TYPES, botMessages, type BotMessageRow } from '../../../resources/bot-messages';

// The quick search of /mix/bot-messages: a part of the title or the text, any case.
export const matchesSearch = (row: Pick<BotMessageRow, 'messageTitle' | 'messageBody'>, search: string) => {
  const wanted = search.trim().toLocaleLowerCase('ru-RU');
  if (!wanted) return true;
  return `${row.messageTitle}\n${row.messageBody}`.toLocaleLowerCase('ru-RU').includes(wanted);
};

// Under the text being edited: what the bot fills in for this type.
export const placeholderHint = (messageType: string) => {
  const type = BOT_MESSAGE_TYPES.find((candidate) => candidate.type === messageType);
  if (!type || type.placeholders.length === 0) return 'Подстановок нет';
  return `Подстановки: ${type.placeholders.map((placeholder) => `{${placeholder}}`).join(', ')}`;
};

// A cell's rule: the declaration's zod rule, its first message shown under the cell.
export const ruleOf = (key: 'messageTitle' | 'messageBody' | 'messageType' | 'messageTypeForUser'): Rule => ({
  validator: async (_rule, value: unknown) => {
    const checked = botMessages.fields[key]?.rule.safeParse(value ?? '');
    if (checked && !checked.success) throw new Error(checked.error.issues[0]?.message);
  },
});
