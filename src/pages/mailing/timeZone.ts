// operations.md §2 "Mailing table": dates DD-MM-YYYY HH:mm (24 h) in a time zone the browser keeps.
export const TIME_ZONE_KEY = 'mailingTimeZone';
export const DEFAULT_TIME_ZONE = 'Europe/Moscow'; // the centre's zone (ARCHITECTURE §7)

// Russia's zones west to east, and a few the staff may travel to.
export const TIME_ZONES = [
  { value: 'Europe/Kaliningrad', label: 'Калининград (UTC+2)' },
  { value: 'Europe/Moscow', label: 'Москва (UTC+3)' },
  { value: 'Europe/Samara', label: 'Самара (UTC+4)' },
  { value: 'Asia/Yekaterinburg', label: 'Екатеринбург (UTC+5)' },
  { value: 'Asia/Omsk', label: 'Омск (UTC+6)' },
  { value: 'Asia/Novosibirsk', label: 'Новосибирск (UTC+7)' },
  { value: 'Asia/Irkutsk', label: 'Иркутск (UTC+8)' },
  { value: 'Asia/Yakutsk', label: 'Якутск (UTC+9)' },
  { value: 'Asia/Vladivostok', label: 'Владивосток (UTC+10)' },
  { value: 'Asia/Magadan', label: 'Магадан (UTC+11)' },
  { value: 'Asia/Kamchatka', label: 'Камчатка (UTC+12)' },
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/Minsk', label: 'Минск (UTC+3)' },
  { value: 'Asia/Almaty', label: 'Алматы (UTC+5)' },
  { value: 'Asia/Dubai', label: 'Дубай (UTC+4)' },
] as const;

// Any zone this browser knows (the browser's own may be missing from the list above).
export const isKnownTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

// The list's zones, with the browser's own and the chosen one first when the list lacks them.
export const timeZoneOptions = (...extra: string[]): { value: string; label: string }[] => {
  const listed: { value: string; label: string }[] = [...TIME_ZONES];
  const missing = [...new Set(extra)].filter((zone) => isKnownTimeZone(zone) && !listed.some((option) => option.value === zone));
  return [...missing.map((zone) => ({ value: zone, label: zone })), ...listed];
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

// '2026-11-26T21:05:00Z' in Moscow → '27-11-2026 00:05'; '' for no moment, the text itself when unreadable.
export const formatInZone = (moment: string | Date | null | undefined, zone: string): string => {
  if (moment == null || moment === '') return '';
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return String(moment);
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
};
