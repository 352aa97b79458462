import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

// The kept money state of the debtors page (docs/money.md §15, issue 22). Written only by the database itself: a
// write to grades, payments, payment lines, enrolments, students, groups, tariffs or lessons marks its students in
// ledger_dirty (statement triggers), and at the commit of that same transaction ledger_settle() rebuilds those
// students' rows from their history (migration 0012_ledger). Reads never write here.

// One row per active enrolment (student, group and enrolment not archived) and cycle that has lessons.
export const ledgerCycles = pgTable(
  'ledger_cycles',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    cycleNumber: integer('cycle_number').notNull(),
    marked: integer('marked').notNull(), // lessons of the cycle with an attendance mark of the student: passed
    present: integer('present').notNull(), // of those, marked present ('+…')
    // the unmarked dated lessons inside the enrolment, by date: each passes on its day (read adds those ≤ today)
    dueDates: date('due_dates', { mode: 'string' }).array().notNull(),
    firstDue: date('first_due', { mode: 'string' }), // the earliest of dueDates
    paidLines: integer('paid_lines').notNull(), // payment lines naming the cycle, of payments not voided
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.classId, table.cycleNumber] }),
    index('ledger_cycles_unpaid_idx').on(table.studentId).where(sql`${table.paidLines} = 0`),
  ],
);

// One row per active enrolment: the student's cycle price of the group under today's tiers (null: no tariff).
export const ledgerEnrolments = pgTable(
  'ledger_enrolments',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.classId] })],
);

// What each student paid for each group's cycle: the lines of the student's payments not voided, summed, whatever
// the payment's date and whether the student, group or enrolment is archived (migration 0019_ledger_paid). The
// profit report of one cycle and the forecasts read it instead of every payment line of the cycle.
export const ledgerPaid = pgTable(
  'ledger_paid',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    classCycle: integer('class_cycle').notNull(),
    amount: numeric('amount').notNull(),
    lines: integer('lines').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.classId, table.classCycle] }), index('ledger_paid_class_cycle_idx').on(table.classCycle, table.classId)],
);

// Students whose kept rows their transaction settles at its commit (empty between transactions): rebuilt from their
// history, or (`rebuild` false: only lines of payments not voided were added, migration 0020_ledger_additions)
// already added to, the row then serving as the lock that keeps a rebuild of the student by another writer out.
export const ledgerDirty = pgTable('ledger_dirty', {
  studentId: integer('student_id').primaryKey(),
  rebuild: boolean('rebuild').notNull().default(true),
});
