import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attemptKeys';

const counting = () => {
  let count = 0;
  return createAttemptKeys(() => `k-${++count}`);
};

describe('attempt keys', () => {
  it('reuse the key for the same body until an answer settles the attempt', () => {
    const keys = counting();
    expect(keys.keyFor('post expenses', { amount: '100' })).toBe('k-1');
    expect(keys.keyFor('post expenses', { amount: '100' })).toBe('k-1');
    keys.settled('post expenses');
    expect(keys.keyFor('post expenses', { amount: '100' })).toBe('k-2');
  });

  it('give another body, or another address, a key of its own', () => {
    const keys = counting();
    expect(keys.keyFor('post expenses', { amount: '100' })).toBe('k-1');
    expect(keys.keyFor('post expenses', { amount: '200' })).toBe('k-2');
    expect(keys.keyFor('patch expenses/1', { amount: '200' })).toBe('k-3');
    expect(keys.keyFor('post expenses', { amount: '200' })).toBe('k-2');
    keys.settled('patch expenses/1');
    expect(keys.keyFor('post expenses', { amount: '200' })).toBe('k-2');
  });

  it('treat a call without a body as one body', () => {
    const keys = counting();
    expect(keys.keyFor('delete owner/teacher-payout/override/7', undefined)).toBe('k-1');
    expect(keys.keyFor('delete owner/teacher-payout/override/7', undefined)).toBe('k-1');
  });
});
