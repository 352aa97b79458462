import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { expensePaymentTypes, expenseTypes } from './expense-types';
import { schoolClasses } from './school-classes';
import { staff } from './staff';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }); // a string in code → integer kopecks

// An expense of the centre (money.md §3 "Expense"): what it was spent on (type), how it was paid (payment type:
// cash ones count at the cash desk), optionally for whom (staff), which group and cycle (the profit reports).
// Money is never hard-deleted: an expense is archived (isArchived) and then counts nowhere.
export const expenses = pgTable(
  'expenses',
  {
    id: identityId(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    totalAmount: money('total_amount').notNull(),
    cycleNumber: integer('cycle_number'),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    expensePaymentTypeId: integer('expense_payment_type_id')
      .notNull()
      .references(() => expensePaymentTypes.id),
    staffId: integer('staff_id').references(() => staff.id),
    schoolClassId: integer('school_class_id').references(() => schoolClasses.id),
    comment: text('comment'),
    paid: boolean('paid').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('expenses_total_amount_positive', sql`${table.totalAmount} > 0`),
    check('expenses_cycle_number_range', sql`${table.cycleNumber} is null or ${table.cycleNumber} between 1 and 99`),
    // the cash desk of a day, the reports over a date range, the autofill's latest-dated expense
    index('expenses_expense_date_idx').on(table.expenseDate, table.id),
    index('expenses_expense_type_id_idx').on(table.expenseTypeId),
    index('expenses_school_class_id_idx').on(table.schoolClassId),
    index('expenses_staff_id_idx').on(table.staffId),
  ],
);
