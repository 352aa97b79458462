import { eq } from 'drizzle-orm';
import { staff, taskPriorityTypes, telegramOutbox } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NO_TELEGRAM } from './announcement-dispatch';

// A new task with "send notification" (operations.md §3 Task.sendNotification, issue 11): one outbox row for the
// assigned staff member, written in the task's own transaction, sent by the delivery worker like a mailing. A task
// without an assignee notifies nobody; an assignee without a Telegram id gets a FAILED row saying so.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const russianDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
};

export type TaskNotice = { id: number; title: string; description: string | null; deadline: string; priorityName: string };

// Telegram HTML: the task's own words escaped, the date as the screens write it (DD.MM.YYYY).
export const taskNotificationText = ({ title, description, deadline, priorityName }: Omit<TaskNotice, 'id'>) =>
  [
    `Новая задача: <b>${escapeHtml(title)}</b>`,
    ...(description?.trim() ? [escapeHtml(description.trim())] : []),
    `Дедлайн: ${russianDate(deadline)}`,
    `Приоритет: ${escapeHtml(priorityName)}`,
  ].join('\n');

export const queueTaskNotification = async (
  tx: DbOrTx,
  task: { id: number; title: string; description: string | null; deadline: string; taskPriorityTypeId: number; staffId: number | null },
) => {
  if (task.staffId === null) return;
  const [member] = await tx.select({ name: staff.name, telegramId: staff.telegramId }).from(staff).where(eq(staff.id, task.staffId));
  const [priority] = await tx.select({ name: taskPriorityTypes.name }).from(taskPriorityTypes).where(eq(taskPriorityTypes.id, task.taskPriorityTypeId));
  if (!member) return;
  const chatId = member.telegramId?.trim() || null;
  await tx.insert(telegramOutbox).values({
    taskId: task.id,
    recipientKind: 'STAFF',
    personId: task.staffId,
    personName: member.name,
    chatId,
    messageText: taskNotificationText({ title: task.title, description: task.description, deadline: task.deadline, priorityName: priority?.name ?? '' }),
    state: chatId ? 'PENDING' : 'FAILED',
    lastError: chatId ? null : NO_TELEGRAM,
  });
};
