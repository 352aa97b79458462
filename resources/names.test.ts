import { describe, expect, it } from 'vitest';
import {
  isPersonName,
  nonEmptyNameRule,
  optionalPersonNameRule,
  PARENT_NAME_FORMAT,
  personNameRule,
  STUDENT_NAME_FORMAT,
  STUDENT_NAME_REQUIRED,
} from './names';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isPersonName', () => {
  it.each(['Иван', 'Ёлкин Пётр', 'Аня', '  Мария  ', 'Яна Смирнова-Орлова'])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['иван', 'Ив', 'Ivan', '1Иван', '', '   ', ' Ян', 'ёлкин'])('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('personNameRule', () => {
  const rule = personNameRule(STUDENT_NAME_REQUIRED, STUDENT_NAME_FORMAT);

  it('trims a valid name', () => {
    expect(rule.parse('  Иван Петров ')).toBe('Иван Петров');
  });

  it.each([{ input: '' }, { input: '   ' }, { input: undefined }, { input: null }])('empty $input → required', ({ input }) => {
    expect(firstMessage(rule.safeParse(input))).toBe(STUDENT_NAME_REQUIRED);
  });

  it.each(['иван', 'Ив', 'John'])('%s → format message', (input) => {
    expect(firstMessage(rule.safeParse(input))).toBe(STUDENT_NAME_FORMAT);
  });
});

describe('optionalPersonNameRule', () => {
  const rule = optionalPersonNameRule(PARENT_NAME_FORMAT);

  it.each([{ input: '' }, { input: '  ' }, { input: null }, { input: undefined }])('blank $input → empty string', ({ input }) => {
    expect(rule.parse(input)).toBe('');
  });

  it('refuses a lower-case name', () => {
    expect(firstMessage(rule.safeParse('ольга'))).toBe(PARENT_NAME_FORMAT);
  });

  it('keeps a valid name', () => {
    expect(rule.parse(' Ольга ')).toBe('Ольга');
  });
});

describe('nonEmptyNameRule', () => {
  it('refuses blank with the given message and accepts anything else', () => {
    const rule = nonEmptyNameRule('Имя не может быть пустым');
    expect(firstMessage(rule.safeParse(' '))).toBe('Имя не может быть пустым');
    expect(rule.parse('ива')).toBe('ива');
  });
});
