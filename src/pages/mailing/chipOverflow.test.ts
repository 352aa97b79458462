import { describe, expect, it } from 'vitest';
import { chipOverflow } from './chipOverflow';

const items = (count: number) => Array.from({ length: count }, (_, index) => `Группа ${index + 1}`);

describe('chipOverflow', () => {
  it.each([
    [0, 0, 0, null],
    [2, 2, 0, null],
    [3, 3, 0, null],
    [4, 3, 1, '+1'],
    [12, 3, 9, '+9'],
  ])('%d items: %d shown, %d behind %s', (count, shown, rest, more) => {
    const result = chipOverflow(items(count));
    expect(result.shown).toHaveLength(shown);
    expect(result.rest).toHaveLength(rest);
    expect(result.more).toBe(more);
  });

  it('keeps the order: the first ones shown, the rest in the popover', () => {
    const { shown, rest } = chipOverflow(items(5));
    expect(shown).toEqual(['Группа 1', 'Группа 2', 'Группа 3']);
    expect(rest).toEqual(['Группа 4', 'Группа 5']);
  });

  it('takes another limit', () => {
    expect(chipOverflow(items(5), 1).more).toBe('+4');
    expect(chipOverflow(items(2), -1).more).toBe('+2');
  });
});
