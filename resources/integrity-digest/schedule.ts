import { dayInTimeZone } from '../school-year';

// When the digest is due (issue 23 part 3): at 09:00 centre time (TZ_CENTRE, default Europe/Moscow), once a day.
export const DIGEST_HOUR = 9;

const hourInTimeZone = (instant: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));

// The centre day whose digest should be built now: today from 09:00 on, unless it is stored already; else null.
export const dueDigestDate = (now: Date, timeZone: string, storedToday: boolean): string | null => {
  if (storedToday || hourInTimeZone(now, timeZone) < DIGEST_HOUR) return null;
  return dayInTimeZone(now, timeZone);
};

// 'YYYY-MM-DD' one calendar day earlier (the cash day the digest looks at).
export const previousDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

// How long to wait before looking again: the next whole minute, so 09:00 is met within a minute.
export const msToNextMinute = (now: Date) => 60_000 - (now.getTime() % 60_000);
