import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ageInYears, formatAge, formatYears } from './age';

const today = dayjs('2025-06-15');

describe('ageInYears', () => {
  it.each([
    ['2020-06-15', 5],
    ['2020-06-16', 4],
    ['2024-06-15', 1],
    ['2025-06-15', 0],
    ['2025-06-16', null],
    ['2020-02-29', 5],
    ['garbage', null],
    [null, null],
  ])('%j -> %j', (birthDate, expected) => {
    expect(ageInYears(birthDate, today)).toBe(expected);
  });
});

describe('formatYears', () => {
  it.each([
    [0, '0 лет'],
    [1, '1 год'],
    [2, '2 года'],
    [4, '4 года'],
    [5, '5 лет'],
    [11, '11 лет'],
    [21, '21 год'],
    [22, '22 года'],
    [34, '34 года'],
    [111, '111 лет'],
  ])('%d -> %s', (years, expected) => {
    expect(formatYears(years)).toBe(expected);
  });
});

describe('formatAge', () => {
  it('combines both', () => {
    expect(formatAge('2015-01-01', today)).toBe('10 лет');
    expect(formatAge('2023-01-01', today)).toBe('2 года');
    expect(formatAge('', today)).toBe('');
  });
});
