import { describe, expect, it } from 'vitest';
import { countRu, pluralRu } from './plural';

const lessons = ['урок', 'урока', 'уроков'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'уроков'],
    [1, 'урок'],
    [2, 'урока'],
    [4, 'урока'],
    [5, 'уроков'],
    [11, 'уроков'],
    [12, 'уроков'],
    [14, 'уроков'],
    [20, 'уроков'],
    [21, 'урок'],
    [22, 'урока'],
    [25, 'уроков'],
    [101, 'урок'],
    [111, 'уроков'],
    [112, 'уроков'],
    [1001, 'урок'],
    [-1, 'урок'],
    [-3, 'урока'],
  ])('%d -> %s', (count, expected) => {
    expect(pluralRu(count, lessons)).toBe(expected);
  });

  it('prefixes the count', () => {
    expect(countRu(3, ['ученик', 'ученика', 'учеников'])).toBe('3 ученика');
  });
});
