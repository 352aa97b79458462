import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  NOTHING_TO_CHANGE,
  PRIORITY_UNKNOWN,
  STAFF_UNKNOWN,
  STATUS_UNKNOWN,
  TASK_NOT_FOUND,
  type TaskCreateBody,
  type TaskEventKind,
  type TaskOption,
  type TaskRow,
  type TaskUpdateBody,
} from '../../resources/tasks';
import { staff, taskPriorityTypes, taskStatuses, tasks } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { collated } from '../lib/list-query';
import { countedPage, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { audit, lockRow, type WriteContext } from '../lib/write-context';
import { notifyTaskChange } from './tasks-events';
import { queueTaskNotification } from './telegram-outbox-tasks';

// docs/api-operations.md "Tasks": the board (tasks not archived), the archive, the lists a task form chooses
// from, and the writes, each in one transaction with its audit row and its change notice (tasks-events).

const rowFields = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  deadline: tasks.deadline,
  taskPriorityTypeId: tasks.taskPriorityTypeId,
  taskPriorityTypeName: taskPriorityTypes.name,
  staffId: tasks.staffId,
  staffName: staff.name,
  taskStatusId: tasks.taskStatusId,
  taskStatusName: taskStatuses.name,
  sendNotification: tasks.sendNotification,
  isArchived: tasks.isArchived,
};

const withJoins = (db: DbOrTx) =>
  db
    .select(rowFields)
    .from(tasks)
    .innerJoin(taskPriorityTypes, eq(taskPriorityTypes.id, tasks.taskPriorityTypeId))
    .innerJoin(taskStatuses, eq(taskStatuses.id, tasks.taskStatusId))
    .leftJoin(staff, eq(staff.id, tasks.staffId));

// The board: every task not archived, in the §2 order (the screen orders each column again, with its local order).
export const boardTasks = async (db: DbOrTx): Promise<TaskRow[]> =>
  withJoins(db)
    .where(eq(tasks.isArchived, false))
    .orderBy(asc(tasks.taskStatusId), asc(tasks.deadline), asc(tasks.taskPriorityTypeId), asc(tasks.id));

// The archive's simple-rest list: sorted by any column, filtered by ids and texts, q over title, description
// and the assignee's name.
export const archiveListSpec: InfoListSpec = {
  id: tasks.id,
  fields: {
    id: tasks.id,
    deadline: tasks.deadline,
    taskPriorityTypeId: tasks.taskPriorityTypeId,
    taskStatusId: tasks.taskStatusId,
    staffId: tasks.staffId,
    title: tasks.title,
  },
  texts: {
    description: sql`coalesce(${tasks.description}, '')`,
    staffName: sql`coalesce(${staff.name}, '')`,
    taskStatusName: sql`${taskStatuses.name}`,
    taskPriorityTypeName: sql`${taskPriorityTypes.name}`,
  },
  search: [tasks.title, tasks.description, staff.name],
  defaultOrder: [sql`${tasks.updatedAt} desc`],
};

export const archivedTasks = async (db: DbOrTx, query: InfoListQuery): Promise<{ rows: TaskRow[]; total: number }> => {
  const where: SQL = query.where ? and(eq(tasks.isArchived, true), query.where)! : eq(tasks.isArchived, true);
  const select = withJoins(db)
    .where(where)
    .orderBy(...query.orderBy)
    .$dynamic();
  const countQuery = db
    .select({ total: count() })
    .from(tasks)
    .innerJoin(taskPriorityTypes, eq(taskPriorityTypes.id, tasks.taskPriorityTypeId))
    .innerJoin(taskStatuses, eq(taskStatuses.id, tasks.taskStatusId))
    .leftJoin(staff, eq(staff.id, tasks.staffId))
    .where(where);
  return countedPage(query, select, countQuery);
};

export const readTask = async (db: DbOrTx, id: number): Promise<TaskRow> => {
  const [row] = await withJoins(db).where(eq(tasks.id, id));
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  return row;
};

export const taskStatusList = async (db: DbOrTx): Promise<TaskOption[]> =>
  db.select({ id: taskStatuses.id, name: taskStatuses.name }).from(taskStatuses).orderBy(asc(taskStatuses.id));

export const taskPriorityList = async (db: DbOrTx): Promise<TaskOption[]> =>
  db.select({ id: taskPriorityTypes.id, name: taskPriorityTypes.name }).from(taskPriorityTypes).orderBy(asc(taskPriorityTypes.id));

// Whom a task can be given to: the staff who work in the back office (administrators, the manager, and any
// CRM user), not archived; in Russian name order.
const assignable = sql`not ${staff.archived} and (${staff.crmUser} or ${staff.role} in ('Администратор', 'Руководитель'))`;

export const assignableStaff = async (db: DbOrTx): Promise<TaskOption[]> =>
  db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(assignable)
    .orderBy(asc(collated(staff.name)), asc(staff.id));

// The latest change of any task (the answer of tasks-events to a client that does not take a stream).
export const latestTaskChange = async (db: DbOrTx): Promise<string | null> => {
  const [row] = await db.select({ latest: sql<string | null>`max(${tasks.updatedAt})::text` }).from(tasks);
  return row?.latest ?? null;
};

type References = { taskStatusId?: number; taskPriorityTypeId?: number; staffId?: number | null };

const exists = async (tx: DbOrTx, table: typeof taskStatuses | typeof taskPriorityTypes, id: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

const checkReferences = async (tx: DbOrTx, references: References) => {
  const problems: string[] = [];
  if (references.taskStatusId !== undefined && !(await exists(tx, taskStatuses, references.taskStatusId))) problems.push(STATUS_UNKNOWN);
  if (references.taskPriorityTypeId !== undefined && !(await exists(tx, taskPriorityTypes, references.taskPriorityTypeId))) {
    problems.push(PRIORITY_UNKNOWN);
  }
  if (references.staffId != null) {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(and(eq(staff.id, references.staffId), sql`not ${staff.archived}`));
    if (!member) problems.push(STAFF_UNKNOWN);
  }
  if (problems.length > 0) throw new BadRequestError(problems.join(', '));
};

export const createTask = async (context: WriteContext, body: TaskCreateBody): Promise<number> => {
  const values = {
    title: body.taskTitle,
    description: body.taskDescription ?? null,
    deadline: body.taskDeadline,
    taskStatusId: body.taskStatusId,
    taskPriorityTypeId: body.taskPriorityTypeId,
    staffId: body.staffId ?? null,
    // the notice goes out through the Telegram outbox (issue 11), queued below in this transaction
    sendNotification: body.sendNotification,
    createdBy: context.actor.login || null,
  };
  await checkReferences(context.tx, values);
  const [row] = await context.tx.insert(tasks).values(values).returning();
  if (row.sendNotification) await queueTaskNotification(context.tx, row);
  await audit(context, 'create', 'tasks', row.id, null, row);
  await notifyTaskChange(context.tx, { kind: 'created', taskId: row.id, taskStatusId: row.taskStatusId });
  return row.id;
};

const kindOf = (before: typeof tasks.$inferSelect, after: typeof tasks.$inferSelect): TaskEventKind => {
  if (before.isArchived !== after.isArchived) return after.isArchived ? 'archived' : 'unarchived';
  return before.taskStatusId !== after.taskStatusId ? 'moved' : 'updated';
};

export const updateTask = async (context: WriteContext, id: number, body: TaskUpdateBody): Promise<void> => {
  const changes = Object.fromEntries(
    Object.entries({
      title: body.taskTitle,
      description: body.taskDescription,
      deadline: body.taskDeadline,
      taskStatusId: body.taskStatus,
      taskPriorityTypeId: body.taskPriorityType,
      staffId: body.staff,
      isArchived: body.isArchived,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof tasks.$inferInsert>;
  if (Object.keys(changes).length === 0) throw new BadRequestError(NOTHING_TO_CHANGE);
  const before = await lockRow(context.tx, tasks, id);
  if (!before) throw new NotFoundError(TASK_NOT_FOUND);
  await checkReferences(context.tx, changes);
  const [after] = await context.tx
    .update(tasks)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning();
  const kind = kindOf(before, after);
  await audit(context, kind === 'archived' ? 'archive' : kind === 'unarchived' ? 'unarchive' : 'update', 'tasks', id, before, after);
  await notifyTaskChange(context.tx, { kind, taskId: id, taskStatusId: after.taskStatusId });
};
