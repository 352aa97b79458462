import { describe, expect, it } from 'vitest';
import { applyMove, changesColumn, columnOf, moveFor } from './boardMoves';

const board = { todo: ['a', 'b', 'c'], doing: ['d'], done: [] };

describe('board moves', () => {
  it('finds the column of a card', () => {
    expect(columnOf(board, 'd')).toBe('doing');
    expect(columnOf(board, 'x')).toBeUndefined();
  });

  it('moves a card onto another column’s card, before it', () => {
    const move = moveFor(board, 'b', 'd')!;
    expect(move).toEqual({ cardId: 'b', from: 'todo', to: 'doing', toIndex: 0 });
    expect(applyMove(board, move)).toEqual({ todo: ['a', 'c'], doing: ['b', 'd'], done: [] });
    expect(changesColumn(move)).toBe(true);
  });

  it('moves a card onto an empty column, at its end', () => {
    expect(applyMove(board, moveFor(board, 'a', 'done')!)).toEqual({ todo: ['b', 'c'], doing: ['d'], done: ['a'] });
  });

  it('reorders within a column without changing a record', () => {
    const move = moveFor(board, 'a', 'c')!;
    expect(applyMove(board, move)).toEqual({ todo: ['b', 'c', 'a'], doing: ['d'], done: [] });
    expect(changesColumn(move)).toBe(false);
  });

  it('ignores a drop where the card already is, or on nothing known', () => {
    expect(moveFor(board, 'a', 'a')).toBeUndefined();
    expect(moveFor(board, 'a', 'nowhere')).toBeUndefined();
  });

  it('leaves the board it was given untouched, so a refused move is undone by keeping it', () => {
    const before = structuredClone(board);
    applyMove(board, moveFor(board, 'b', 'd')!);
    expect(board).toEqual(before);
  });
});
