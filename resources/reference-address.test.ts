import { describe, expect, it } from 'vitest';
import { INVALID_REFERENCE, referenceIdOf, referenceRule } from './reference-address';

describe('referenceIdOf', () => {
  const years = ['school-years'];
  it.each([
    { value: '/api/school-years/5', id: 5 },
    { value: 'http://localhost:3000/api/school-years/12', id: 12 },
    { value: '/api/school-years/7/', id: 7 },
    { value: 5, id: 5 },
    { value: '5', id: 5 },
    { value: null, id: null },
    { value: '', id: null },
  ])('$value → $id', ({ value, id }) => {
    expect(referenceIdOf(value, years)).toBe(id);
  });

  it.each([
    { value: '/api/students/5' },
    { value: '/api/school-years/abc' },
    { value: '/api/school-years/0' },
    { value: 0 },
    { value: -3 },
    { value: 1.5 },
    { value: '/api/school-years/99999999999' },
    { value: true },
    { value: { id: 5 } },
    { value: 'school-years' },
  ])('$value is no school-year reference', ({ value }) => {
    expect(referenceIdOf(value, years)).toBeUndefined();
  });
});

describe('referenceRule', () => {
  const rule = referenceRule(['subjects']);
  it('reads addresses and ids', () => {
    expect(rule.parse('/api/subjects/3')).toBe(3);
    expect(rule.parse(null)).toBeNull();
  });
  it('refuses anything else with the Russian message', () => {
    const result = rule.safeParse('/api/cities/3');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_REFERENCE);
    expect(rule.safeParse([1]).error?.issues[0]?.message).toBe(INVALID_REFERENCE);
  });
});
