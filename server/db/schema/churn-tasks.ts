import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tasks } from './tasks';

// Issue 23 'Риск ухода': the administrator's task made for a student at risk in a group's cycle. The key makes it
// once per (student, group, cycle) whoever runs the check (the worker of each instance, or a person on demand):
// the task and this row are written in one transaction, and a second run's insert finds the key taken.
export const churnTasks = pgTable(
  'churn_tasks',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    cycleNumber: integer('cycle_number').notNull(),
    // null only inside the claiming transaction: the key is taken first (so a second run waits on it and then
    // finds it taken), the task made, and its id written before the commit
    taskId: integer('task_id').references(() => tasks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.classId, table.cycleNumber] })],
);
