import { describe, expect, it } from 'vitest';
import type { TaskRow } from '../../../resources/tasks';
import {
  activeFilterCount,
  arrangeColumn,
  boardArrangement,
  isColumnOrder,
  isTaskFilters,
  NO_FILTERS,
  orderedStatuses,
  passesFilters,
  reorderedColumn,
  UNASSIGNED,
} from './taskBoardView';

const task = (id: number, deadline: string | null, priority = 2, extra: Partial<TaskRow> = {}): TaskRow => ({
  id,
  title: `Задача ${id}`,
  description: null,
  deadline,
  taskPriorityTypeId: priority,
  taskPriorityTypeName: '',
  staffId: null,
  staffName: null,
  taskStatusId: 1,
  taskStatusName: 'Новая',
  sendNotification: false,
  isArchived: false,
  ...extra,
});

const statuses = [
  { id: 3, name: 'Выполнена' },
  { id: 1, name: 'Новая' },
  { id: 4, name: 'На проверке' },
  { id: 2, name: 'В работе' },
];

describe('task board view', () => {
  it('puts the columns in status order with the finished one (3) last', () => {
    expect(orderedStatuses(statuses).map((status) => status.id)).toEqual([1, 2, 4, 3]);
  });

  it('orders a column by deadline, none last, then by priority', () => {
    const column = arrangeColumn([task(1, null, 1), task(2, '2026-12-02', 3), task(3, '2026-12-02', 1), task(4, '2026-12-01', 3)]);
    expect(column.map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps the cards placed by hand and puts a newcomer where the deadline order says', () => {
    const rows = [task(1, '2026-12-01'), task(2, '2026-12-05'), task(3, '2026-12-10'), task(4, '2026-12-07')];
    // by hand: 3 first, then 1, then 2; 4 is new and goes before the first card due later than it (3)
    expect(arrangeColumn(rows, [3, 1, 2]).map((row) => row.id)).toEqual([4, 3, 1, 2]);
    // ids no longer in the column are ignored, and so are repeats
    expect(arrangeColumn(rows.slice(0, 2), [9, 2, 2, 1]).map((row) => row.id)).toEqual([2, 1]);
  });

  it('filters by assignee (or none), priority and text in the title or description', () => {
    const mine = task(1, null, 1, { staffId: 7, description: 'Про ОПЛАТУ' });
    const nobody = task(2, null, 3);
    expect(passesFilters(mine, { ...NO_FILTERS, staffIds: [7] })).toBe(true);
    expect(passesFilters(nobody, { ...NO_FILTERS, staffIds: [7] })).toBe(false);
    expect(passesFilters(nobody, { ...NO_FILTERS, staffIds: [UNASSIGNED] })).toBe(true);
    expect(passesFilters(mine, { ...NO_FILTERS, priorityIds: [2, 3] })).toBe(false);
    expect(passesFilters(mine, { ...NO_FILTERS, text: ' оплату ' })).toBe(true);
    expect(passesFilters(mine, { ...NO_FILTERS, text: 'задача 1' })).toBe(true);
    expect(passesFilters(nobody, { ...NO_FILTERS, text: 'оплату' })).toBe(false);
    expect(activeFilterCount({ staffIds: [1], priorityIds: [], text: ' x ' })).toBe(2);
  });

  it('arranges the board per status with the filters applied', () => {
    const rows = [task(1, '2026-12-03'), task(2, '2026-12-01', 2, { taskStatusId: 3 }), task(3, '2026-12-02')];
    expect(boardArrangement(rows, statuses, { '1': [3] }, NO_FILTERS)).toEqual({
      'status-1': ['task-3', 'task-1'],
      'status-2': [],
      'status-4': [],
      'status-3': ['task-2'],
    });
    expect(boardArrangement(rows, statuses, {}, { ...NO_FILTERS, text: 'задача 3' })['status-1']).toEqual(['task-3']);
  });

  it('saves a reorder of the shown cards and keeps the hidden ones behind them', () => {
    expect(reorderedColumn(['task-3', 'task-1'], [1, 5, 3])).toEqual([3, 1, 5]);
  });

  it('accepts only well-formed saved filters and orders', () => {
    expect(isTaskFilters(NO_FILTERS)).toBe(true);
    expect(isTaskFilters({ staffIds: ['a'], priorityIds: [], text: '' })).toBe(false);
    expect(isColumnOrder({ '1': [1, 2] })).toBe(true);
    expect(isColumnOrder({ '1': 'x' })).toBe(false);
    expect(isColumnOrder([])).toBe(false);
  });
});
