import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { paymentDescriptors } from './payment-descriptors';
import { schoolClasses } from './school-classes';
import { students } from './students';
import { subjects } from './subjects';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }); // a string in code → integer kopecks

// Who did it: the token's subject, as text, as in audit_log (an external Keycloak's ids are UUIDs, and its users
// are not in our users table, so no foreign key).
const userId = (name: string) => text(name);

// The duplicate check (same student, subject and cycle already paid) is a check-then-insert, which races under
// READ COMMITTED. The payment routes serialise it per student: first thing in the payment's transaction, after the
// idempotency row, `pg_advisory_xact_lock(${PAYMENT_STUDENT_LOCK}, <student id>)` (a new payment takes it in the
// statement that reads the student), then the duplicate SELECT, then the inserts; the lock goes with the commit or
// rollback. The two-key form does not share key space with the
// one-key migration lock (server/db/client.ts). It runs on PGlite as well (checked with PGlite 0.5.16; there every
// transaction is serialised anyway), and, unlike SELECT … FOR UPDATE on the student row, it does not block the
// FOR KEY SHARE lock that every insert referencing the student (grades, enrolments) takes.
export const PAYMENT_STUDENT_LOCK = 8_301;

// A payment of a student (money.md §3 "Payment"): its total is the sum of its details, kept equal by the routes in
// one transaction with the details, the descriptor links and the change. Never deleted: voided (when, by whom,
// why) instead. An edit raises `version` and keeps the state before it in payment_versions.
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    totalAmount: money('total_amount').notNull(),
    // cash handed over: the total plus the change (cash_changes); null where nobody said
    totalAmountPaidByClient: money('total_amount_paid_by_client'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: userId('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: userId('voided_by'),
    voidReason: text('void_reason'),
  },
  (table) => [
    check('payments_total_amount_positive', sql`${table.totalAmount} > 0`),
    check('payments_paid_by_client_positive', sql`${table.totalAmountPaidByClient} > 0`),
    check('payments_version_positive', sql`${table.version} >= 1`),
    // voided means when and by whom; a reason only with them
    check(
      'payments_void_complete',
      sql`(${table.voidedAt} is null and ${table.voidedBy} is null and ${table.voidReason} is null) or (${table.voidedAt} is not null and ${table.voidedBy} is not null)`,
    ),
    // a student's payments, newest first (the duplicate check, the student's history, debts)
    index('payments_student_date_idx').on(table.studentId, table.paymentDate),
    // the cash desk of a day and the reports over a date range
    index('payments_payment_date_idx').on(table.paymentDate),
  ],
);

// One line of a payment: a group's cycle (money.md §3 "Payment detail"). The cycle's start and end dates are not
// stored: they are the first and last lesson dates of that group and cycle (lessons_class_cycle_number_uq).
export const paymentDetails = pgTable(
  'payment_details',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    amount: money('amount').notNull(),
    classCycle: integer('class_cycle').notNull(),
    lessonAmount: integer('lesson_amount').notNull(),
  },
  (table) => [
    check('payment_details_amount_positive', sql`${table.amount} > 0`),
    check('payment_details_class_cycle_positive', sql`${table.classCycle} >= 1`),
    check('payment_details_lesson_amount_positive', sql`${table.lessonAmount} >= 1`),
    index('payment_details_payment_id_idx').on(table.paymentId),
    // payments by cycle of a group, debtors, income by group and cycle
    index('payment_details_class_cycle_idx').on(table.classId, table.classCycle),
  ],
);

// The payment types of a payment (a split payment has two).
export const paymentDescriptorLinks = pgTable(
  'payment_descriptor_links',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    descriptorId: integer('descriptor_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'payment_descriptor_links_pk', columns: [table.paymentId, table.descriptorId] }),
    // named here: the generated name has 64 characters, which PostgreSQL would cut to 63
    foreignKey({ name: 'payment_descriptor_links_descriptor_id_fk', columns: [table.descriptorId], foreignColumns: [paymentDescriptors.id] }),
    // income and the cash desk filtered by payment type
    index('payment_descriptor_links_descriptor_id_idx').on(table.descriptorId),
  ],
);

// A payment as it was before an edit or a void (money amounts as the database's strings).
export type PaymentSnapshot = {
  studentId: number;
  paymentDate: string;
  totalAmount: string;
  totalAmountPaidByClient: string | null;
  comment: string | null;
  descriptorIds: number[];
  details: { id: number; classId: number; subjectId: number; amount: string; classCycle: number; lessonAmount: number }[];
  cashChange: { id: number; changeAmount: string; notes: string | null } | null;
  voidedAt?: string | null;
  voidedBy?: string | null;
  voidReason?: string | null;
};

// Earlier versions of a payment: `version` is the number the payment had before the change, `snapshot` its state.
export const paymentVersions = pgTable(
  'payment_versions',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PaymentSnapshot>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: userId('changed_by').notNull(),
  },
  (table) => [
    check('payment_versions_version_positive', sql`${table.version} >= 1`),
    uniqueIndex('payment_versions_payment_version_uq').on(table.paymentId, table.version),
  ],
);

