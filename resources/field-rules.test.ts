import { describe, expect, it } from 'vitest';
import { INVALID_DATE, INVALID_PHONE, isCalendarDay, optionalDateRule, optionalIdRule, optionalPhoneRule, telegramIdRule } from './field-rules';

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
  });
});
