import { parseAmount, type ParsedAmount } from './amount-input';

// money.md §5 "Expense": the amount of an expense, as typed in the expenses table or sent by a client.
export const EXPENSE_AMOUNT_NOT_POSITIVE = 'Сумма должна быть положительной';
export const EXPENSE_AMOUNT_ZERO = 'Сумма не должна быть равна 0';
export const EXPENSE_AMOUNT_LEADING_ZERO = 'Сумма не может начинаться с нуля';

const IGNORED = /[\s\u00a0\u202f₽]/g;

// "1 500,50" → 150050 kopecks. Empty, negative or not a number: not positive; 0 in any spelling: zero; a whole
// part with a leading zero ("0150", "00,5"): refused as the spec says. "0,50" is fifty kopecks, not a leading zero.
export const parseExpenseAmount = (input: unknown): ParsedAmount => {
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: EXPENSE_AMOUNT_NOT_POSITIVE };
  const text = (typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input).replace(IGNORED, '');
  if (text === '' || text.startsWith('-')) return { ok: false, message: EXPENSE_AMOUNT_NOT_POSITIVE };
  const unsigned = text.replace(/^\+/, '');
  if (/^0+(?:[.,]0*)?$/.test(unsigned)) return { ok: false, message: EXPENSE_AMOUNT_ZERO };
  if (/^0\d/.test(unsigned)) return { ok: false, message: EXPENSE_AMOUNT_LEADING_ZERO };
  return parseAmount(unsigned, EXPENSE_AMOUNT_NOT_POSITIVE);
};

// The message of an amount as a form shows it, or null when it is a valid amount.
export const expenseAmountProblem = (input: unknown): string | null => {
  const parsed = parseExpenseAmount(input);
  return parsed.ok ? null : parsed.message;
};
