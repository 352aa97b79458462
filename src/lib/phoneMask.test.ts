import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from './phoneMask';

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['8', '+7'],
    ['7', '+7'],
    ['9', '+7-9'],
    ['+79', '+7-9'],
    ['916', '+7-916'],
    ['9161234567', '+7-916-123-45-67'],
    ['89161234567', '+7-916-123-45-67'],
    ['79161234567', '+7-916-123-45-67'],
    ['+7 (916) 123-45-67', '+7-916-123-45-67'],
    ['8121234567', '+7-812-123-45-67'],
    ['+7-916-123-45-678', '+7-916-123-45-67'],
    ['+', ''],
    ['+-916', '+7-916'],
    ['+7-916-12', '+7-916-12'],
    ['+7-91612', '+7-916-12'],
  ])('%j is shown as %j', (raw, shown) => {
    expect(maskPhoneInput(raw).text).toBe(shown);
  });

  it.each([
    ['a digit typed in the middle', '+7-9516-123-45-6', 5, '+7-951-612-34-56', 5],
    ['a separator deleted', '+7-916123', 6, '+7-916-123', 6],
    ['a digit deleted in the middle', '+7-96-123', 4, '+7-961-23', 4],
    ['a caret before every digit', '9+7-916', 1, '+7-991-6', 4],
    ['the caret at the start', '+7-916', 0, '+7-916', 2],
  ])('keeps the caret by its digits: %s', (_case, raw, caret, text, expected) => {
    expect(maskPhoneInput(raw, caret)).toEqual({ text, caret: expected });
  });
});
