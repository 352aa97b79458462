import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

// The kept sums of the owner reports (docs/money.md §17): income and expenses added up per calendar month, so that
// a report over whole months reads a few thousand sums instead of every payment line. Written only by the database
// itself: a write to payments, payment lines, payment types of a payment or expenses marks the months it touches
// (statement triggers), and at the commit of that same transaction the marked months are rebuilt from history
// (migration 0016_money_report_sums), or have the lines of new payments added (0017_report_income_additions). Reads
// never write here.

// Payment lines of payments not voided, per month of the payment date, group, subject, cycle paid for and the
// payment's set of payment types (sorted ids; '{}' without one): what every income report groups or filters by.
export const reportIncomeMonths = pgTable(
  'report_income_months',
  {
    month: date('month', { mode: 'string' }).notNull(), // the first day of the month
    classId: integer('class_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    classCycle: integer('class_cycle').notNull(),
    descriptorIds: integer('descriptor_ids').array().notNull(),
    amount: numeric('amount').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(), // never 0: a key without lines has no row, as in the GROUP BY
  },
  (table) => [primaryKey({ name: 'report_income_months_pk', columns: [table.month, table.classId, table.subjectId, table.classCycle, table.descriptorIds] })],
);

// Expenses not archived, per month of the expense date, type and cycle (null: none).
export const reportExpenseMonths = pgTable(
  'report_expense_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    expenseTypeId: integer('expense_type_id').notNull(),
    cycleNumber: integer('cycle_number'),
    amount: numeric('amount').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [index('report_expense_months_month_idx').on(table.month)],
);

// The (month, group) slices of income and the months of expenses that their transaction settles at its commit
// (empty between transactions). A slice that only payments new in the transaction touched is not rebuilt: their
// lines' sums are added to it (`rebuild` false, migration 0017); any other change rebuilds it from history.
export const reportIncomeDirty = pgTable(
  'report_income_dirty',
  {
    month: date('month', { mode: 'string' }).notNull(),
    classId: integer('class_id').notNull(),
    rebuild: boolean('rebuild').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.month, table.classId] })],
);

// The payments inserted by the transaction, whose lines are added to the kept sums at its commit (empty between
// transactions).
export const reportIncomeAdded = pgTable('report_income_added', { paymentId: integer('payment_id').primaryKey() });
export const reportExpenseDirty = pgTable('report_expense_dirty', { month: date('month', { mode: 'string' }).primaryKey() });

// One row per transaction that marked money state to settle (ledger_dirty, report_income_dirty, report_income_added,
// report_expense_dirty), keyed by its transaction id: its one deferred trigger settles them all at the commit
// (migration 0018_settle_once). A trigger on each marked row had run once per row: a transaction adding 200,000
// payments settled 200,000 times, each scanning the rows the first had deleted.
export const moneySettleQueue = pgTable('money_settle_queue', { txid: bigint('txid', { mode: 'number' }).primaryKey() });
