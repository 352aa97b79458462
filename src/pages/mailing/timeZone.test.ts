import { describe, expect, it } from 'vitest';
import { formatInZone, isKnownTimeZone, TIME_ZONES, timeZoneOptions } from './timeZone';

describe('formatInZone', () => {
  it.each([
    ['2026-11-26T21:05:00Z', 'Europe/Moscow', '27-11-2026 00:05'],
    ['2026-11-26T21:05:00Z', 'UTC', '26-11-2026 21:05'],
    ['2026-11-26T21:05:00Z', 'Asia/Vladivostok', '27-11-2026 07:05'],
    ['2026-01-01T00:00:00+03:00', 'Europe/Kaliningrad', '31-12-2025 23:00'],
    ['2026-06-15T12:30:00Z', 'Europe/Moscow', '15-06-2026 15:30'],
  ])('%s in %s is %s', (moment, zone, shown) => {
    expect(formatInZone(moment, zone)).toBe(shown);
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatInZone('2026-03-01T21:00:00Z', 'Europe/Moscow')).toBe('02-03-2026 00:00');
  });

  it('leaves nothing for no moment and the text for an unreadable one', () => {
    expect(formatInZone(null, 'UTC')).toBe('');
    expect(formatInZone('вчера', 'UTC')).toBe('вчера');
  });

  it('knows every zone it offers', () => {
    for (const zone of TIME_ZONES) expect(formatInZone('2026-01-01T00:00:00Z', zone.value)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(isKnownTimeZone('Europe/Moscow')).toBe(true);
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone(3)).toBe(false);
  });

  it('adds the browser zone and the chosen one when the list lacks them, once, and nothing unknown', () => {
    const options = timeZoneOptions('America/New_York', 'America/New_York', 'Europe/Moscow', 'Mars/Olympus');
    expect(options[0]).toEqual({ value: 'America/New_York', label: 'America/New_York' });
    expect(options).toHaveLength(TIME_ZONES.length + 1);
  });
});
