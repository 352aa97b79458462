import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId, lowerUniqueIndex } from './columns';
import { staff } from './staff';

// operations.md §3 "Task": the board's columns (status id 3 is the finished one) and the priorities (1 Высокий,
// 2 Средний, 3 Низкий) are lists with fixed ids, seeded for every centre.
export const taskStatuses = pgTable(
  'task_statuses',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
  },
  (table) => [lowerUniqueIndex('task_statuses', table.name)],
);

export const taskPriorityTypes = pgTable('task_priority_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: identityId(),
    title: text('title').notNull(),
    description: text('description'),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    taskPriorityTypeId: integer('task_priority_type_id')
      .notNull()
      .references(() => taskPriorityTypes.id),
    taskStatusId: integer('task_status_id')
      .notNull()
      .references(() => taskStatuses.id),
    staffId: integer('staff_id').references(() => staff.id),
    sendNotification: boolean('send_notification').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tasks_title_not_blank', sql`length(trim(${table.title})) > 0`),
    index('tasks_archived_status_idx').on(table.isArchived, table.taskStatusId, table.deadline),
  ],
);
