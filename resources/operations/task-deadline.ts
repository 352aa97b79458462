import { pluralRu } from '../plural';

// operations.md §2 "Tasks board": the deadline wording, the tint of a card and the order within a column.
// Days are calendar days 'YYYY-MM-DD' of the centre ("today" is passed in by the caller).

export const FINISHED_TASK_STATUS_ID = 3; // the finished column: no tint there
const DAYS = ['день', 'дня', 'дней'] as const;

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

// Whole calendar days from today to the deadline: −1 yesterday, 0 today, 1 tomorrow.
export const daysUntil = (deadline: string, today: string): number => dayNumber(deadline) - dayNumber(today);

// 'Просрочено', 'Дедлайн сегодня', 'Дедлайн завтра', 'Осталось 2 дня', 'Осталось 5 дней', 'Осталось 21 день';
// null for a task without a deadline.
export const deadlineText = (deadline: string | null, today: string): string | null => {
  if (!deadline) return null;
  const days = daysUntil(deadline, today);
  if (days < 0) return 'Просрочено';
  if (days === 0) return 'Дедлайн сегодня';
  if (days === 1) return 'Дедлайн завтра';
  return `Осталось ${days} ${pluralRu(days, DAYS)}`;
};

export type DeadlineTint = 'overdue' | 'soon' | null;

// Overdue cards are red-tinted, those due within 1 day (today or tomorrow) warning-tinted; none in the last column.
export const deadlineTint = (deadline: string | null, today: string, statusId: number): DeadlineTint => {
  if (!deadline || statusId === FINISHED_TASK_STATUS_ID) return null;
  const days = daysUntil(deadline, today);
  if (days < 0) return 'overdue';
  return days <= 1 ? 'soon' : null;
};

export type OrderedTask = { id: number; deadline: string | null; taskPriorityTypeId: number };

// By deadline ascending (no deadline last), then by priority (1 Высокий first), then by id so the order is stable.
export const compareTasks = (left: OrderedTask, right: OrderedTask): number => {
  if (left.deadline !== right.deadline) {
    if (left.deadline === null) return 1;
    if (right.deadline === null) return -1;
    return left.deadline < right.deadline ? -1 : 1;
  }
  return left.taskPriorityTypeId - right.taskPriorityTypeId || left.id - right.id;
};
