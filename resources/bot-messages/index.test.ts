import { describe, expect, it } from 'vitest';
import {
  BOT_MESSAGE_DEFAULTS,
  BOT_MESSAGE_TYPES,
  botMessageProblem,
  fillTemplate,
  placeholdersIn,
  updateBotMessageBodySchema,
} from './index';

describe('bot message texts', () => {
  it('finds the placeholders of a text once each', () => {
    expect(placeholdersIn('{name}: {amount}\n{lines} {name}')).toEqual(['name', 'amount', 'lines']);
    expect(placeholdersIn('без подстановок {} { name }')).toEqual([]);
  });

  it('fills the placeholders it has values for and leaves the others as written', () => {
    expect(fillTemplate('{name}, через {minutes}. {other}', { name: 'Анна', minutes: '5 минут' })).toBe('Анна, через 5 минут. {other}');
    // a value that looks like a placeholder is not filled again
    expect(fillTemplate('{name} {lines}', { name: '{lines}', lines: 'x' })).toBe('{lines} x');
  });

  it.each([
    [{ messageType: 'WELCOME', messageBody: 'Привет, {name}' }, undefined],
    [{ messageType: 'WELCOME', messageBody: 'Привет, {имя}' }, 'Неизвестная подстановка {имя}; для этого типа доступны: {name}'],
    [{ messageType: 'ERROR', messageBody: 'Ошибка {name}' }, 'Неизвестная подстановка {name}; в этом типе подстановок нет'],
    [{ messageType: 'DEBT', messageBody: '{name} должен' }, 'В тексте должна быть подстановка {amount}'],
    [{ messageType: 'BUTTON_DEBT', messageBody: 'Д'.repeat(41) }, 'Текст кнопки — одна строка не длиннее 40 символов'],
    [{ messageType: 'BUTTON_DEBT', messageBody: 'Долг' }, undefined],
    [{ messageType: 'NOPE', messageBody: 'x' }, 'Неизвестный тип сообщения'],
  ])('checks %j', (message, expected) => {
    expect(botMessageProblem(message)?.message).toBe(expected);
  });

  it('has one default for each type and reader, each valid for its type, every type covered', () => {
    const pairs = BOT_MESSAGE_DEFAULTS.map((row) => `${row.messageType}:${row.messageTypeForUser}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const row of BOT_MESSAGE_DEFAULTS) expect(botMessageProblem(row), row.messageType).toBeUndefined();
    for (const { type } of BOT_MESSAGE_TYPES) expect(BOT_MESSAGE_DEFAULTS.some((row) => row.messageType === type), type).toBe(true);
    for (const row of BOT_MESSAGE_DEFAULTS) expect(row.messageBody.length).toBeLessThanOrEqual(3000);
  });

  it('takes the id as a number or digits, and refuses unknown fields', () => {
    expect(updateBotMessageBodySchema.parse({ id: '12', messageTitle: 'Т' })).toEqual({ id: 12, messageTitle: 'Т' });
    expect(updateBotMessageBodySchema.safeParse({ extra: 1 }).success).toBe(false);
  });
});
