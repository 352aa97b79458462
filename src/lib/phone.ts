import { formatPhone, normalisePhone, phoneDigits } from '../../resources/phone';

export { formatPhone, normalisePhone, phoneDigits } from '../../resources/phone';

// A valid Russian number is shown as +7-XXX-XXX-XX-XX; anything else (a foreign number typed long ago) as it is.
export const displayPhone = (value: string | null | undefined): string => {
  const normalised = normalisePhone(value);
  if (normalised === null) return '';
  return normalised === undefined ? String(value).trim() : formatPhone(normalised);
};

// What a masked input holds ('+7-916-12') as a value: '+7' and the digits typed so far; null while no digit
// follows the fixed 7.
export const phoneFromMasked = (masked: string): string | null => {
  const digits = phoneDigits(masked).slice(1);
  return digits === '' ? null : `+7${digits}`;
};
