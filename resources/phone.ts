// core.md §5.4: mask +7-XXX-XXX-XX-XX, a leading 8 becomes 7, stored as +7 and 10 digits, empty as null.

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

// Returns '+7XXXXXXXXXX', null for an empty value, or undefined when the number is not a valid Russian phone.
export const normalisePhone = (value: string | null | undefined): string | null | undefined => {
  if (value == null) return null;
  // letters or other stray characters make a number invalid, not empty
  if (/[^\d\s()+\-_.]/.test(value)) return undefined;
  let digits = phoneDigits(value);
  if (digits.length === 0) return null;
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length !== 11 || !(digits.startsWith('7') || digits.startsWith('8'))) return undefined;
  return `+7${digits.slice(1)}`;
};

// '+79161234567' -> '+7-916-123-45-67'; partial input is formatted as far as it goes.
export const formatPhone = (value: string | null | undefined): string => {
  if (!value) return '';
  let digits = phoneDigits(value);
  if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (!digits.startsWith('7')) digits = `7${digits}`;
  digits = digits.slice(0, 11);
  const parts = [digits.slice(1, 4), digits.slice(4, 7), digits.slice(7, 9), digits.slice(9, 11)].filter(Boolean);
  return ['+7', ...parts].join('-');
};
