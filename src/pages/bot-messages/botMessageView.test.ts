import { describe, expect, it } from 'vitest';
import { matchesSearch, placeholderHint, ruleOf } from './botMessageView';

describe('the bot messages screen', () => {
  const row = { messageTitle: 'Меню родителя', messageBody: '{name}, что вы хотите узнать?\n/debt — задолженность' };

  it.each([
    ['', true],
    ['  ', true],
    ['МЕНЮ', true],
    ['задолженность', true],
    ['расписание', false],
  ])('searches %j in the title and the text', (search, found) => {
    expect(matchesSearch(row, search)).toBe(found);
  });

  it('names the placeholders of the type being edited', () => {
    expect(placeholderHint('DEBT')).toBe('Подстановки: {name}, {amount}, {lines}');
    expect(placeholderHint('CODE_USED')).toBe('Подстановок нет');
  });

  it("checks a cell with the declaration's rule and its Russian message", async () => {
    const validate = (key: Parameters<typeof ruleOf>[0], value: unknown) =>
      (ruleOf(key) as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value);
    await expect(validate('messageTitle', '  ')).rejects.toThrow('Введите заголовок');
    await expect(validate('messageType', 'HELLO')).rejects.toThrow('Неизвестный тип сообщения');
    await expect(validate('messageBody', 'Текст')).resolves.toBeUndefined();
  });
});
