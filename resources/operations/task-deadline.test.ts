import { describe, expect, it } from 'vitest';
import { compareTasks, daysUntil, deadlineText, deadlineTint, FINISHED_TASK_STATUS_ID } from './task-deadline';

const today = '2026-11-26';

describe('task deadlines (operations.md "Tasks board")', () => {
  it('counts calendar days across months and years', () => {
    expect(daysUntil('2026-12-01', today)).toBe(5);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-11-25', today)).toBe(-1);
  });

  it('words the deadline as the spec does, with Russian plural forms', () => {
    expect(deadlineText('2026-11-20', today)).toBe('Просрочено');
    expect(deadlineText(today, today)).toBe('Дедлайн сегодня');
    expect(deadlineText('2026-11-27', today)).toBe('Дедлайн завтра');
    expect(deadlineText('2026-11-28', today)).toBe('Осталось 2 дня');
    expect(deadlineText('2026-12-01', today)).toBe('Осталось 5 дней');
    expect(deadlineText('2026-12-07', today)).toBe('Осталось 11 дней');
    expect(deadlineText('2026-12-17', today)).toBe('Осталось 21 день');
    expect(deadlineText('2026-12-18', today)).toBe('Осталось 22 дня');
    expect(deadlineText(null, today)).toBeNull();
  });

  it('tints overdue cards red and those due within a day as a warning, never in the finished column', () => {
    expect(deadlineTint('2026-11-25', today, 1)).toBe('overdue');
    expect(deadlineTint(today, today, 2)).toBe('soon');
    expect(deadlineTint('2026-11-27', today, 2)).toBe('soon');
    expect(deadlineTint('2026-11-28', today, 2)).toBeNull();
    expect(deadlineTint('2026-11-25', today, FINISHED_TASK_STATUS_ID)).toBeNull();
    expect(deadlineTint(null, today, 1)).toBeNull();
  });

  it('orders a column by deadline (none last), then by priority, then by id', () => {
    const tasks = [
      { id: 1, deadline: null, taskPriorityTypeId: 1 },
      { id: 2, deadline: '2026-12-01', taskPriorityTypeId: 3 },
      { id: 3, deadline: '2026-12-01', taskPriorityTypeId: 1 },
      { id: 4, deadline: '2026-11-27', taskPriorityTypeId: 2 },
      { id: 5, deadline: null, taskPriorityTypeId: 1 },
    ];
    expect([...tasks].sort(compareTasks).map((task) => task.id)).toEqual([4, 3, 2, 1, 5]);
  });
});
