import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_IN_FUTURE,
  INVALID_DATE,
  INVALID_PHONE,
  INVALID_TELEGRAM_ID,
  birthDateRule,
  isCalendarDay,
  optionalDateRule,
  optionalIdRule,
  optionalPhoneRule,
  telegramIdRule,
} from './field-rules';

describe('optionalPhoneRule', () => {
  it.each([
    { value: '+7-916-123-45-67', phone: '+79161234567' },
    { value: '89161234567', phone: '+79161234567' },
    { value: '', phone: null },
    { value: '(___) ___-__-__', phone: null },
    { value: null, phone: null },
    { value: undefined, phone: null },
  ])('$value → $phone', ({ value, phone }) => {
    expect(optionalPhoneRule.parse(value)).toBe(phone);
  });

  it.each([{ value: '12345' }, { value: '99161234567' }, { value: 79161234567 }, { value: 'abc' }, { value: 'нет' }, { value: '8916123456x' }])('$value is refused', ({ value }) => {
    expect(optionalPhoneRule.safeParse(value).error?.issues[0]?.message).toBe(INVALID_PHONE);
  });
});

describe('optionalDateRule', () => {
  it('keeps a calendar day and empties blanks', () => {
    expect(optionalDateRule.parse('2015-02-28')).toBe('2015-02-28');
    expect(optionalDateRule.parse('')).toBeNull();
    expect(optionalDateRule.parse(null)).toBeNull();
  });

  it.each(['2015-02-30', '28.02.2015', '2015-2-3', 'вчера', '1800-01-01'])('%s → Неверная дата', (value) => {
    expect(isCalendarDay(value)).toBe(false);
    expect(optionalDateRule.safeParse(value).error?.issues[0]?.message).toBe(INVALID_DATE);
  });
});

describe('small rules', () => {
  it('treats 0 as no choice', () => {
    expect(optionalIdRule.parse(0)).toBeNull();
    expect(optionalIdRule.parse(4)).toBe(4);
  });
  it('keeps telegram ids as text', () => {
    expect(telegramIdRule.parse(12345)).toBe('12345');
    expect(telegramIdRule.parse(' ')).toBeNull();
    expect(telegramIdRule.parse('@ivan_petrov')).toBe('@ivan_petrov');
    expect(telegramIdRule.parse('ivan_petrov')).toBe('ivan_petrov');
  });
  it.each(['javascript:alert(1)', 'https://t.me/ivan', '<b>x</b>', 'ivan petrov', '@iva', '1ivan_petrov', '@'.padEnd(40, 'a'), '1'.repeat(16)])(
    'refuses %s as a Telegram ID',
    (value) => {
      expect(telegramIdRule.safeParse(value).error?.issues[0]?.message).toBe(INVALID_TELEGRAM_ID);
    },
  );
  it('takes a birth date up to today and refuses a later one', () => {
    const today = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(birthDateRule.parse(day(today))).toBe(day(today));
    expect(birthDateRule.parse('2015-06-01')).toBe('2015-06-01');
    expect(birthDateRule.parse(null)).toBeNull();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    for (const value of [day(tomorrow), '9999-12-31']) {
      expect(birthDateRule.safeParse(value).error?.issues[0]?.message).toBe(BIRTH_DATE_IN_FUTURE);
    }
    expect(birthDateRule.safeParse('1899-12-31').error?.issues[0]?.message).toBe(INVALID_DATE);
  });
});
