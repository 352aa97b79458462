import { compareTasks, FINISHED_TASK_STATUS_ID } from '../../../resources/operations/task-deadline';
import type { TaskOption, TaskRow } from '../../../resources/tasks';
import type { BoardColumns } from '../../components/board/boardMoves';

// The board's view of the tasks (operations.md §2 "Tasks board"): which tasks the filters leave, the columns in
// their order (the finished one, status 3, last), and each column's cards in the §2 order or in the order the
// user gave it by hand (kept in the browser).

export type TaskFilters = { staffIds: number[]; priorityIds: number[]; text: string };
export const NO_FILTERS: TaskFilters = { staffIds: [], priorityIds: [], text: '' };
// staffIds may hold this for "no assignee"
export const UNASSIGNED = 0;

// Local-storage keys of the board (the spec names none for it)
export const FILTERS_KEY = 'taskBoardFilters';
export const ORDER_KEY = 'taskBoardColumnOrder';

export type ColumnOrder = Record<string, number[]>; // status id -> task ids placed by hand

export const isTaskFilters = (value: unknown): value is TaskFilters => {
  const filters = value as Partial<TaskFilters> | null;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isInteger(id));
  return typeof filters === 'object' && filters !== null && ids(filters.staffIds) && ids(filters.priorityIds) && typeof filters.text === 'string';
};

export const isColumnOrder = (value: unknown): value is ColumnOrder =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((ids) => Array.isArray(ids) && ids.every((id) => Number.isInteger(id)));

export const activeFilterCount = (filters: TaskFilters) =>
  (filters.staffIds.length > 0 ? 1 : 0) + (filters.priorityIds.length > 0 ? 1 : 0) + (filters.text.trim() ? 1 : 0);

// Staff and priority: one of the chosen (an empty choice lets all through); text: in the title or description.
export const passesFilters = (task: TaskRow, filters: TaskFilters): boolean => {
  if (filters.staffIds.length > 0 && !filters.staffIds.includes(task.staffId ?? UNASSIGNED)) return false;
  if (filters.priorityIds.length > 0 && !filters.priorityIds.includes(task.taskPriorityTypeId)) return false;
  const text = filters.text.trim().toLocaleLowerCase('ru');
  if (!text) return true;
  return `${task.title} ${task.description ?? ''}`.toLocaleLowerCase('ru').includes(text);
};

// Columns by status id, the finished status last.
export const orderedStatuses = (statuses: TaskOption[]): TaskOption[] =>
  [...statuses].sort((left, right) => Number(left.id === FINISHED_TASK_STATUS_ID) - Number(right.id === FINISHED_TASK_STATUS_ID) || left.id - right.id);

// A column's cards: those placed by hand keep their places; the others (new, or moved in) go where the §2 order
// puts them relative to those.
export const arrangeColumn = (tasks: TaskRow[], placed: number[] = []): TaskRow[] => {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const kept = placed.filter((id, index) => byId.has(id) && placed.indexOf(id) === index).map((id) => byId.get(id)!);
  const keptIds = new Set(kept.map((task) => task.id));
  const arranged = [...kept];
  for (const task of tasks.filter((candidate) => !keptIds.has(candidate.id)).sort(compareTasks)) {
    const before = arranged.findIndex((other) => compareTasks(task, other) < 0);
    arranged.splice(before < 0 ? arranged.length : before, 0, task);
  }
  return arranged;
};

export const cardId = (taskId: number) => `task-${taskId}`;
export const taskIdOf = (card: string) => Number(card.replace(/^task-/, ''));
export const columnId = (statusId: number) => `status-${statusId}`;
export const statusIdOf = (column: string) => Number(column.replace(/^status-/, ''));

export const boardArrangement = (tasks: TaskRow[], statuses: TaskOption[], order: ColumnOrder, filters: TaskFilters): BoardColumns => {
  const shown = tasks.filter((task) => passesFilters(task, filters));
  return Object.fromEntries(
    orderedStatuses(statuses).map((status) => [
      columnId(status.id),
      arrangeColumn(
        shown.filter((task) => task.taskStatusId === status.id),
        order[String(status.id)],
      ).map((task) => cardId(task.id)),
    ]),
  );
};

// A reorder within a column: the shown cards in their new order, then those the filters hide, as they were.
export const reorderedColumn = (shownCards: string[], previous: number[] = []): number[] => {
  const shown = shownCards.map(taskIdOf);
  return [...shown, ...previous.filter((id) => !shown.includes(id))];
};
