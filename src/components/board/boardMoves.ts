// The arrangement of a board (tasks, group formation): columns holding card ids in order. Pure, so a move can be
// applied at once (optimistic) and undone exactly when the server refuses it.
export type BoardColumns = Record<string, string[]>;

export type CardMove = { cardId: string; from: string; to: string; toIndex: number };

export const columnOf = (columns: BoardColumns, cardId: string): string | undefined =>
  Object.keys(columns).find((column) => columns[column].includes(cardId));

// Where a card dropped over `overId` (a card or a column) lands: the column and the index within it.
export const dropTarget = (columns: BoardColumns, overId: string): { column: string; index: number } | undefined => {
  if (overId in columns) return { column: overId, index: columns[overId].length };
  const column = columnOf(columns, overId);
  return column === undefined ? undefined : { column, index: columns[column].indexOf(overId) };
};

// The move a drop means, or undefined when the card would stay where it is.
export const moveFor = (columns: BoardColumns, cardId: string, overId: string): CardMove | undefined => {
  const from = columnOf(columns, cardId);
  const target = dropTarget(columns, overId);
  if (from === undefined || target === undefined) return undefined;
  if (from === target.column && columns[from].indexOf(cardId) === target.index) return undefined;
  return { cardId, from, to: target.column, toIndex: target.index };
};

export const applyMove = (columns: BoardColumns, move: CardMove): BoardColumns => {
  const source = columns[move.from].filter((id) => id !== move.cardId);
  const target = move.from === move.to ? source : [...columns[move.to]];
  const index = Math.max(0, Math.min(move.toIndex, target.length));
  target.splice(index, 0, move.cardId);
  return { ...columns, [move.from]: move.from === move.to ? target : source, [move.to]: target };
};

// A move across columns is the one that changes a record (a task's status, a person's group); within a column
// the order is the user's own and stays in the browser.
export const changesColumn = (move: CardMove): boolean => move.from !== move.to;

// A draggable column (group formation) is dragged by this id, apart from the column's own drop area (its plain id).
export const COLUMN_DRAG_PREFIX = 'column:';
export const isColumnDragId = (id: string) => id.startsWith(COLUMN_DRAG_PREFIX);
