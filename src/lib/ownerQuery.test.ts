import { describe, expect, it } from 'vitest';
import { OWNER_FORBIDDEN, ownerErrorText, ownerRetry } from './ownerQuery';

describe('owner reads (money.md §8)', () => {
  it('never asks again after a 403', () => {
    expect(ownerRetry(0, { statusCode: 403, message: 'Forbidden' })).toBe(false);
  });

  it('asks again up to 2 times after any other failure', () => {
    const failure = { statusCode: 500, message: 'x' };
    expect([0, 1, 2].map((count) => ownerRetry(count, failure))).toEqual([true, true, false]);
    expect(ownerRetry(0, new Error('network'))).toBe(true);
  });

  it('words a 403 as the spec does and keeps the screen’s own text otherwise', () => {
    expect(ownerErrorText({ statusCode: 403 }, 'Ошибка загрузки данных. Попробуйте позже.')).toBe(OWNER_FORBIDDEN);
    expect(OWNER_FORBIDDEN).toBe('Нет доступа к данным. Проверьте права доступа.');
    expect(ownerErrorText({ statusCode: 502 }, 'Ошибка загрузки данных. Попробуйте позже.')).toBe('Ошибка загрузки данных. Попробуйте позже.');
  });
});
