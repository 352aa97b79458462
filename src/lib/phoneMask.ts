import { phoneDigits } from './phone';

const LOCAL_DIGITS = 10;

// Where a typed, pasted or filled text holds the country code: '+7', or a leading 7 or 8 unless the digits
// are exactly a 10-digit local number (core.md §5.4: a leading 8 becomes the 7).
const countryCodeSpan = (raw: string): [number, number] | null => {
  const plus = raw.indexOf('+7');
  if (plus >= 0) return [plus, plus + 2];
  const digits = phoneDigits(raw);
  if (digits.length === LOCAL_DIGITS || !/^[78]/.test(digits)) return null;
  const first = raw.search(/\d/);
  return [first, first + 1];
};

const format = (local: string, hasCode: boolean): string => {
  if (local === '' && !hasCode) return '';
  const groups = [local.slice(0, 3), local.slice(3, 6), local.slice(6, 8), local.slice(8, 10)].filter(Boolean);
  return ['+7', ...groups].join('-');
};

// the caret after the given count of local digits of a masked text
const caretAfter = (text: string, localDigits: number): number => {
  if (text === '') return 0;
  let seen = 0;
  for (let index = 2; index < text.length && seen < localDigits; index += 1) {
    if (/\d/.test(text[index])) seen += 1;
    if (seen === localDigits) return index + 1;
  }
  return localDigits === 0 ? 2 : text.length;
};

// The mask +7-XXX-XXX-XX-XX applied to whatever the input now holds, however it got there (a key, a paste, a
// cut, a one-step replacement by a script), and where the caret goes: after as many local digits as stood
// before it. The text alone decides, so no earlier selection can scramble the digits.
export const maskPhoneInput = (raw: string, caret: number = raw.length): { text: string; caret: number } => {
  const span = countryCodeSpan(raw);
  const rest = span ? raw.slice(0, span[0]) + raw.slice(span[1]) : raw;
  const restCaret = !span || caret <= span[0] ? caret : Math.max(span[0], caret - (span[1] - span[0]));
  const local = phoneDigits(rest).slice(0, LOCAL_DIGITS);
  const before = Math.min(phoneDigits(rest.slice(0, restCaret)).length, local.length);
  const text = format(local, span !== null);
  return { text, caret: caretAfter(text, before) };
};
