// Money arrives from the API and the database as decimal strings ("1234.50", numeric(12,2)); sums are done in
// integer kopecks, never in floats (ARCHITECTURE §7). The server and the browser share this one notation and
// one formatter.

export type MoneyValue = string | number | null | undefined;

// numeric(12,2) holds at most 9 999 999 999.99
export const MAX_KOPECKS = 999_999_999_999;

const DECIMAL = /^([+-])?(\d*)(?:[.,](\d*))?$/;

// Returns null for an empty or malformed value.
export const toKopecks = (value: MoneyValue): number | null => {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  const match = DECIMAL.exec(value.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = (fraction + '00').slice(0, 2);
  // a third decimal rounds half away from zero, as a cashier would
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const kopecks = Number(whole || '0') * 100 + Number(cents) + roundUp;
  return sign === '-' ? -kopecks : kopecks;
};

// 123450 -> "1234.50", the API's and the database's own notation
export const fromKopecks = (kopecks: number): string => {
  const sign = kopecks < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(kopecks));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

export const sumKopecks = (values: readonly MoneyValue[]): number =>
  values.reduce<number>((total, value) => total + (toKopecks(value) ?? 0), 0);

const formatters = new Map<number, Intl.NumberFormat>();
const formatterFor = (decimals: 0 | 2) => {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
};

// half away from zero on integers, so 0.5 ₽ shows as 1 ₽ and -0.5 ₽ as -1 ₽
const roundToRoubles = (kopecks: number) => Math.sign(kopecks) * Math.round(Math.abs(kopecks) / 100);

// 123450 -> "1 234,50 ₽" (2), "1 235 ₽" (0); 'auto' shows kopecks only when there are some, as explanations do
export const formatKopecks = (kopecks: number, decimals: 0 | 2 | 'auto' = 'auto'): string => {
  const shown = decimals === 'auto' ? (kopecks % 100 === 0 ? 0 : 2) : decimals;
  return formatterFor(shown).format(shown === 0 ? roundToRoubles(kopecks) : kopecks / 100);
};

// "1234.5" -> "1 234,50 ₽" (2 decimals) or "1 235 ₽" (0 decimals); empty or malformed -> ''
export const formatMoney = (value: MoneyValue, options: { decimals?: 0 | 2 } = {}): string => {
  const kopecks = toKopecks(value);
  if (kopecks == null) return '';
  return formatKopecks(kopecks, options.decimals ?? 0);
};

// dividend / divisor rounded half away from zero, in integers: the one rounding of every share of a price.
// Exact while |dividend| / |divisor| stays below 2^52 / |divisor| (kopecks of numeric(12,2) times a lesson count).
export const divideRounded = (dividend: number, divisor: number): number => {
  const magnitude = Math.abs(dividend);
  const by = Math.abs(divisor);
  const quotient = Math.floor(magnitude / by);
  const rounded = (magnitude - quotient * by) * 2 >= by ? quotient + 1 : quotient;
  return rounded === 0 || Math.sign(dividend) === Math.sign(divisor) ? rounded : -rounded;
};
