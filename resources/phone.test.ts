import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, phoneDigits } from './phone';

// core.md §5.4: stored as +7 and 10 digits, a leading 8 becomes 7, an empty phone is null.
describe('normalisePhone', () => {
  it.each([
    { input: '+7-916-123-45-67', output: '+79161234567' },
    { input: '+7 (916) 123-45-67', output: '+79161234567' },
    { input: '89161234567', output: '+79161234567' },
    { input: '8 916 123 45 67', output: '+79161234567' },
    { input: '79161234567', output: '+79161234567' },
    { input: '9161234567', output: '+79161234567' },
    { input: '  +79161234567  ', output: '+79161234567' },
  ])('$input → $output', ({ input, output }) => {
    expect(normalisePhone(input)).toBe(output);
  });

  it.each([{ input: '' }, { input: '   ' }, { input: '(___) ___-__-__' }, { input: null }, { input: undefined }])(
    'empty $input → null',
    ({ input }) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );

  it.each([
    { input: '12345' },
    { input: '+7-916-123' },
    { input: '99161234567' }, // 11 digits not starting with 7 or 8
    { input: '+79161234567890' },
    { input: '+7' },
    { input: 'abc' },
    { input: '8916abc4567' },
  ])('invalid $input → undefined', ({ input }) => {
    expect(normalisePhone(input)).toBeUndefined();
  });
});

describe('formatPhone', () => {
  it.each([
    { input: '+79161234567', output: '+7-916-123-45-67' },
    { input: '89161234567', output: '+7-916-123-45-67' },
    { input: '+7916', output: '+7-916' },
    { input: '+791612', output: '+7-916-12' },
    { input: '', output: '' },
    { input: null, output: '' },
  ])('$input → $output', ({ input, output }) => {
    expect(formatPhone(input)).toBe(output);
  });
});

describe('phoneDigits', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567');
  });
});
