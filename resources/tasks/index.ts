import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { isBlank, requiredDateRule } from '../field-rules';
import { referenceIdOf } from '../reference-address';
import { maybeId, maybeText, rowId, rowText } from '../row-fields';

// operations.md §2 "Tasks board", §3 "Task", §5 "Task form", §7 "Tasks", §8 "Tasks", §9: the rows the task
// routes answer, the bodies they take with the spec's messages, and the toasts, shared by server and screens.

export const TASKS_TITLE = 'Задачи';
export const TASKS_ARCHIVE_TITLE = 'Архив задач';
export const ADD_TASK = 'Добавить задачу';
export const TASK_REFRESH_MS = 30_000; // §9 "Board refresh 30 s"

// §5 "Task form", letter for letter
export const TITLE_REQUIRED = 'Заголовок обязателен';
export const DEADLINE_REQUIRED = 'Дедлайн обязателен';
export const PRIORITY_REQUIRED = 'Приоритет обязателен';
export const STATUS_REQUIRED = 'Статус обязателен';
// ours: the spec shows no words for these
export const TASK_NOT_FOUND = 'Задача не найдена';
export const STATUS_UNKNOWN = 'Статус не найден';
export const PRIORITY_UNKNOWN = 'Приоритет не найден';
export const STAFF_UNKNOWN = 'Сотрудник не найден';
export const NOTHING_TO_CHANGE = 'Нет изменений для сохранения';
export const TITLE_TOO_LONG = 'Заголовок не должен превышать 200 символов';
export const DESCRIPTION_TOO_LONG = 'Описание не должно превышать 5000 символов';

// §8 "Tasks", letter for letter
export const taskToasts = {
  created: 'Новая задача добавлена!',
  updated: 'Задача обновлена!',
  archived: 'Задача архивирована!',
  createFailed: 'Ошибка при создании задачи',
  updateFailed: 'Ошибка при обновлении задачи',
  archiveFailed: 'Ошибка при архивировании задачи!',
  // ours: the archive's unarchive (the spec's patterns for groups: 'Группа успешно разархивирована!')
  unarchived: 'Задача разархивирована!',
  unarchiveFailed: 'Ошибка при разархивации задачи',
} as const;

// §3 "Task" as tasks-info and tasks-archive-info answer it
export const taskRowSchema = z.object({
  id: rowId,
  title: rowText,
  description: maybeText,
  deadline: maybeText, // YYYY-MM-DD
  taskPriorityTypeId: rowId,
  taskPriorityTypeName: rowText,
  staffId: maybeId,
  staffName: maybeText,
  taskStatusId: rowId,
  taskStatusName: rowText,
  sendNotification: z.boolean(),
  isArchived: z.boolean(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

// task-status-info, task-priority-type-info and all-admin-info: id and name
export const taskOptionSchema = z.object({ id: rowId, name: rowText });
export type TaskOption = z.infer<typeof taskOptionSchema>;

// The collections a reference in a task body may name (`<api>/<collection>/<id>`, or a bare id).
export const taskCollections = {
  taskStatus: ['task-statuses', 'task-status-info', 'taskStatuses'],
  taskPriorityType: ['task-priority-types', 'task-priority-type-info', 'taskPriorityTypes'],
  staff: ['staff', 'all-admin-info', 'staff-table-info', 'teachers'],
} as const;

// A reference that must be there: `required` when missing or null, `unknown` when it names nothing usable.
const requiredReference = (collections: readonly string[], required: string) =>
  z.unknown().transform((value, context): number => {
    if (isBlank(value)) {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const id = referenceIdOf(value, collections);
    if (id === undefined || id === null) {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return id;
  });

const optionalReference = (collections: readonly string[], message: string) =>
  z.unknown().transform((value, context): number | null => {
    if (isBlank(value)) return null;
    const id = referenceIdOf(value, collections);
    if (id === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

// PostgreSQL refuses NUL in text, and a lone surrogate is nothing a person typed
const wellFormed = (value: string) => !/[\p{Cs}\u0000]/u.test(value);
export const TEXT_INVALID = 'Текст содержит недопустимые символы';

export const taskTitleRule = z.unknown().transform((value, context): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text && !wellFormed(text)) {
    context.addIssue({ code: 'custom', message: TEXT_INVALID });
    return z.NEVER;
  }
  if (!text) {
    context.addIssue({ code: 'custom', message: TITLE_REQUIRED });
    return z.NEVER;
  }
  if (text.length > 200) {
    context.addIssue({ code: 'custom', message: TITLE_TOO_LONG });
    return z.NEVER;
  }
  return text;
});

export const taskDescriptionRule = z.unknown().transform((value, context): string | null => {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') {
    context.addIssue({ code: 'custom', message: DESCRIPTION_TOO_LONG });
    return z.NEVER;
  }
  if (!wellFormed(value)) {
    context.addIssue({ code: 'custom', message: TEXT_INVALID });
    return z.NEVER;
  }
  if (value.length > 5000) {
    context.addIssue({ code: 'custom', message: DESCRIPTION_TOO_LONG });
    return z.NEVER;
  }
  return value.trim();
});

export const taskDeadlineRule = requiredDateRule(DEADLINE_REQUIRED);

const notificationRule = z.boolean({ error: 'Некорректное значение уведомления' }).optional().default(false);

// POST task-new (§7): the form of a new task
export const taskCreateSchema = z.object({
  taskTitle: taskTitleRule,
  taskDescription: taskDescriptionRule.optional(),
  taskDeadline: taskDeadlineRule,
  taskStatusId: requiredReference(taskCollections.taskStatus, STATUS_REQUIRED),
  taskPriorityTypeId: requiredReference(taskCollections.taskPriorityType, PRIORITY_REQUIRED),
  staffId: optionalReference(taskCollections.staff, STAFF_UNKNOWN).optional(),
  sendNotification: notificationRule,
});
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreateBody = z.output<typeof taskCreateSchema>;

// PATCH tasks/{id} (§7): a move ({taskStatus}), an edit (the form's fields as references) or {isArchived}.
// Only what is sent changes; the id of the address may be repeated as id.
export const taskUpdateSchema = z.object({
  id: z.unknown().optional(),
  taskTitle: taskTitleRule.optional(),
  taskDescription: taskDescriptionRule.optional(),
  taskDeadline: taskDeadlineRule.optional(),
  taskStatus: requiredReference(taskCollections.taskStatus, STATUS_REQUIRED).optional(),
  taskPriorityType: requiredReference(taskCollections.taskPriorityType, PRIORITY_REQUIRED).optional(),
  staff: optionalReference(taskCollections.staff, STAFF_UNKNOWN).optional(),
  isArchived: z.boolean({ error: 'Некорректное значение архивации' }).optional(),
});
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdateBody = z.output<typeof taskUpdateSchema>;

// What the board's stream tells (GET tasks-events): which task changed and how; the screen reads the board again.
export const taskEventKinds = ['created', 'updated', 'moved', 'archived', 'unarchived'] as const;
export type TaskEventKind = (typeof taskEventKinds)[number];
export const taskEventSchema = z.object({ kind: z.enum(taskEventKinds), taskId: rowId, taskStatusId: rowId });
export type TaskEvent = z.infer<typeof taskEventSchema>;

// The board (/tasks): tasks-info, created by task-new, changed by PATCH tasks/{id}.
export const tasks = defineResource<TaskRow>({
  name: 'tasks',
  subject: 'Task',
  label: { one: 'Задача', many: TASKS_TITLE },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: {
    list: 'tasks-info',
    create: { method: 'POST', path: 'task-new' },
    update: { method: 'PATCH', path: 'tasks/:id' },
  },
  fields: {},
  toasts: {
    created: taskToasts.created,
    updated: taskToasts.updated,
    createFailed: taskToasts.createFailed,
    updateFailed: taskToasts.updateFailed,
  },
});

// /archive/tasks: tasks-archive-info, unarchived by PATCH tasks/{id} {isArchived: false}.
export const archivedTasks = defineResource<TaskRow>({
  name: 'tasks-archive',
  subject: 'Task',
  label: { one: 'Архивная задача', many: TASKS_ARCHIVE_TITLE },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: { list: 'tasks-archive-info', update: { method: 'PATCH', path: 'tasks/:id' } },
  // the table's columns, in order, with their titles and widths (the page and its Excel export)
  fields: {
    title: readOnlyField('text', 'Заголовок', 280),
    description: readOnlyField('text', 'Описание', 240),
    deadline: readOnlyField('date', 'Дедлайн', 120),
    taskPriorityTypeName: readOnlyField('text', 'Приоритет', 120),
    taskStatusName: readOnlyField('text', 'Статус', 130),
    staffName: readOnlyField('text', 'Исполнитель', 180),
  },
  toasts: { updated: taskToasts.unarchived, updateFailed: taskToasts.unarchiveFailed },
});

export const taskStatusOptions = defineResource<TaskOption>({
  name: 'task-statuses',
  subject: 'Task',
  label: { one: 'Статус задачи', many: 'Статусы задач' },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: { list: 'task-status-info' },
  fields: {},
});

export const taskPriorityOptions = defineResource<TaskOption>({
  name: 'task-priority-types',
  subject: 'Task',
  label: { one: 'Приоритет задачи', many: 'Приоритеты задач' },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: { list: 'task-priority-type-info' },
  fields: {},
});

export const taskStaffOptions = defineResource<TaskOption>({
  name: 'task-staff',
  subject: 'Task',
  label: { one: 'Исполнитель', many: 'Исполнители' },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: { list: 'all-admin-info' },
  fields: {},
});

export const taskResources = [tasks, archivedTasks, taskStatusOptions, taskPriorityOptions, taskStaffOptions];
