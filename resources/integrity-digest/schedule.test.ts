import { describe, expect, it } from 'vitest';
import { digestQuerySchema } from './api';
import { dueDigestDate, msToNextMinute, previousDay } from './schedule';

describe('dueDigestDate', () => {
  it.each([
    // Moscow is UTC+3 all year
    ['2026-11-28T05:59:59Z', 'Europe/Moscow', false, null],
    ['2026-11-28T06:00:00Z', 'Europe/Moscow', false, '2026-11-28'],
    ['2026-11-28T20:59:00Z', 'Europe/Moscow', false, '2026-11-28'],
    // 21:00 UTC is already the next centre day, 00:00 in Moscow: not yet 09:00 there
    ['2026-11-28T21:00:00Z', 'Europe/Moscow', false, null],
    ['2026-11-28T06:00:00Z', 'Europe/Moscow', true, null],
    // another centre time zone: 09:00 in Novosibirsk (UTC+7) is 02:00 UTC
    ['2026-11-28T02:00:00Z', 'Asia/Novosibirsk', false, '2026-11-28'],
    ['2026-11-28T01:59:00Z', 'Asia/Novosibirsk', false, null],
    // Berlin changes its clock: 09:00 is 08:00 UTC in summer and 08:00 UTC is 09:00 in winter
    ['2026-07-01T07:00:00Z', 'Europe/Berlin', false, '2026-07-01'],
    ['2026-12-01T07:59:00Z', 'Europe/Berlin', false, null],
    ['2026-12-01T08:00:00Z', 'Europe/Berlin', false, '2026-12-01'],
  ] as const)('at %s in %s (stored already: %s) → %s', (instant, zone, stored, due) => {
    expect(dueDigestDate(new Date(instant), zone, stored)).toBe(due);
  });
});

describe('previousDay', () => {
  it.each([
    ['2026-11-28', '2026-11-27'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2027-01-01', '2026-12-31'],
  ])('%s → %s', (day, before) => expect(previousDay(day)).toBe(before));
});

it('waits for the next whole minute', () => {
  expect(msToNextMinute(new Date('2026-11-28T08:59:59.250Z'))).toBe(750);
  expect(msToNextMinute(new Date('2026-11-28T09:00:00.000Z'))).toBe(60_000);
});

describe('digestQuerySchema', () => {
  it.each(['2026-11-28', undefined])('takes %s', (date) => expect(digestQuerySchema.safeParse({ date }).success).toBe(true));
  it.each(['28.11.2026', '2026-13-01', '2026-02-30', 'завтра', ''])('refuses %s in Russian', (date) => {
    const result = digestQuerySchema.safeParse({ date });
    expect(result.error?.issues[0].message).toBe('Дата сводки должна быть в формате ГГГГ-ММ-ДД');
  });
});
