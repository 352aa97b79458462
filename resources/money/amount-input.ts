import { MAX_KOPECKS } from './kopecks';

// money.md §5 "Per-subject line" and "Payment form".
export const AMOUNT_NOT_POSITIVE = 'Сумма должна быть больше 0';
export const AMOUNT_TOO_MANY_DECIMALS = 'Сумма должна иметь не более двух десятичных знаков';
// not in the spec: numeric(12,2) would refuse it with an error the client must not see
export const AMOUNT_TOO_LARGE = 'Сумма слишком большая';

export type ParsedAmount = { ok: true; kopecks: number } | { ok: false; message: string };

// "1 234,50" as typed, "1 234,50 ₽" as pasted from a screen, "1234.5" as the API sends it
const AMOUNT = /^([+-]?)(\d*)(?:[.,](\d*))?$/;
const IGNORED = /[\s\u00a0\u202f₽]/g;
const MAX_WHOLE_DIGITS = String(Math.floor(MAX_KOPECKS / 100)).length;

// A money amount a person typed → integer kopecks, or the spec's message. Exact: no float ever holds the amount.
// notPositive lets the payment total say 'Сумма не должна быть равна 0' instead.
export const parseAmount = (input: string | number | null | undefined, notPositive = AMOUNT_NOT_POSITIVE): ParsedAmount => {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : (input ?? '');
  const match = AMOUNT.exec(text.replace(IGNORED, ''));
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, message: notPositive };
  const [, sign, whole, fraction = ''] = match;
  if (sign === '-') return { ok: false, message: notPositive };
  if (fraction.length > 2) return { ok: false, message: AMOUNT_TOO_MANY_DECIMALS };
  const significant = whole.replace(/^0+/, '');
  if (significant.length > MAX_WHOLE_DIGITS) return { ok: false, message: AMOUNT_TOO_LARGE };
  const kopecks = Number(significant || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (kopecks <= 0) return { ok: false, message: notPositive };
  if (kopecks > MAX_KOPECKS) return { ok: false, message: AMOUNT_TOO_LARGE };
  return { ok: true, kopecks };
};
