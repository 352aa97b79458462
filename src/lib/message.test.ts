import { describe, expect, it } from 'vitest';
import { fillMessage } from './message';

describe('fillMessage', () => {
  it.each([
    ['Ошибка при загрузке данных: {message}', 'Network Error', 'Ошибка при загрузке данных: Network Error'],
    ['Ошибка при загрузке данных: {message}', undefined, 'Ошибка при загрузке данных'],
    ['Ошибка при загрузке данных: {message}', ' ', 'Ошибка при загрузке данных'],
    ['Ошибка! {message}', null, 'Ошибка!'],
    ['Без подстановки', 'что-то', 'Без подстановки'],
  ])('%s + %j -> %s', (template, message, expected) => {
    expect(fillMessage(template, message)).toBe(expected);
  });
});
