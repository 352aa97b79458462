import { describe, expect, it } from 'vitest';
import { archiveQuestion, groupCountText, shownText, studentCountText } from './groupTexts';

describe('group texts (core.md §2.5)', () => {
  it('counts groups', () => {
    expect(groupCountText(12)).toBe('Группы (12)');
    expect(shownText(3, 12)).toBe('Показано 3 из 12 групп');
  });

  it.each([
    [0, '0 учеников'],
    [1, '1 ученик'],
    [2, '2 ученика'],
    [5, '5 учеников'],
    [11, '11 учеников'],
    [21, '21 ученик'],
    [24, '24 ученика'],
  ])('%i → %s', (count, text) => {
    expect(studentCountText(count)).toBe(text);
  });

  it('asks about the archive with the name in quotes', () => {
    expect(archiveQuestion('Физика 10А')).toBe('Вы уверены, что хотите архивировать "Физика 10А"?');
  });
});
