import { describe, expect, it } from 'vitest';
import { displayPhone, phoneFromMasked } from './phone';

describe('displayPhone', () => {
  it.each([
    ['+79161234567', '+7-916-123-45-67'],
    ['89161234567', '+7-916-123-45-67'],
    ['9161234567', '+7-916-123-45-67'],
    ['+7 (916) 123-45-67', '+7-916-123-45-67'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['12345', '12345'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(displayPhone(input)).toBe(expected);
  });
});

describe('phoneFromMasked', () => {
  it.each([
    ['', null],
    ['+7', null],
    ['+7-', null],
    ['+7-9', '+79'],
    ['+7-916-123-45-67', '+79161234567'],
  ])('%j -> %j', (masked, expected) => {
    expect(phoneFromMasked(masked)).toBe(expected);
  });
});
