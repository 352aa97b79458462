import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';
import { students } from './students';

// An administrator's note on a debt (money.md §3 "Admin debt comment"): one per student, group and unpaid cycle,
// as a debtors row has one adminDebtCommentId (POST creates it, PATCH rewrites it). The spec's `timestamp` is
// updated_at. Never blank (money.md §5: sent only when non-empty after trimming).
export const adminDebtComments = pgTable(
  'admin_debt_comments',
  {
    id: identityId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    cycleNumber: integer('cycle_number').notNull(),
    content: text('content').notNull(),
    adminName: text('admin_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admin_debt_comments_cycle_positive', sql`${table.cycleNumber} >= 1`),
    check('admin_debt_comments_content_not_blank', sql`btrim(${table.content}) <> ''`),
    uniqueIndex('admin_debt_comments_student_class_cycle_uq').on(table.studentId, table.classId, table.cycleNumber),
  ],
);
