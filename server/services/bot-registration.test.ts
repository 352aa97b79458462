import { describe, expect, it } from 'vitest';
import { minutesText, parseRegistrationCode, registrationLimit } from './bot-registration';

describe('a registration code in a message', () => {
  it.each([
    ['ABCD234EFG', 'ABCD234EFG'],
    ['  abcd234efg ', 'ABCD234EFG'],
    ['ABCD-234 EFG', 'ABCD234EFG'],
    ['АВСЕ234НКМ', 'ABCE234HKM'], // typed on a Russian keyboard
    ['abcd 234 efg\n', 'ABCD234EFG'],
    ['ABCDEFGH', 'ABCDEFGH'],
  ])('reads %j as %s', (text, code) => {
    expect(parseRegistrationCode(text)).toBe(code);
  });

  it.each(['привет', 'ABC', 'ABCD234EF!', '/start', 'A'.repeat(33), 'Расписание', ''])('finds no code in %j', (text) => {
    expect(parseRegistrationCode(text)).toBeUndefined();
  });
});

describe('the attempts limit', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const minutesAgo = (...minutes: number[]) => minutes.map((value) => new Date(now.getTime() - value * 60_000));

  it('allows up to four failures within the hour', () => {
    expect(registrationLimit(minutesAgo(1, 2, 3, 4), now)).toEqual({ allowed: true });
  });

  it('refuses at five until the oldest of the five leaves the hour', () => {
    expect(registrationLimit(minutesAgo(1, 2, 3, 4, 20), now)).toEqual({ allowed: false, retryInMinutes: 40 });
    expect(registrationLimit(minutesAgo(20, 4, 3, 2, 1), now)).toEqual({ allowed: false, retryInMinutes: 40 });
  });

  it('counts only the last five of more, and forgets failures older than the hour', () => {
    expect(registrationLimit(minutesAgo(1, 2, 3, 4, 5, 50, 55), now)).toEqual({ allowed: false, retryInMinutes: 55 });
    expect(registrationLimit(minutesAgo(1, 2, 3, 4, 61, 90), now)).toEqual({ allowed: true });
  });

  it('never says less than a minute', () => {
    expect(registrationLimit(minutesAgo(1, 2, 3, 4, 59.99), now)).toEqual({ allowed: false, retryInMinutes: 1 });
  });

  it.each([
    [1, '1 минуту'],
    [3, '3 минуты'],
    [11, '11 минут'],
    [21, '21 минуту'],
    [60, '60 минут'],
  ])('words %i minutes as %s', (minutes, text) => {
    expect(minutesText(minutes)).toBe(text);
  });
});
