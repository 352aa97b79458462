import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { payments } from './payments';

// Change given in cash with a payment (money.md §3 "Cash change"): at most one per payment. Written in the
// payment's transaction; payment = paid by the client − change (money.md §5, within 0.01).
export const cashChanges = pgTable(
  'cash_changes',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id)
      .unique('cash_changes_payment_id_uq'),
    changeAmount: numeric('change_amount', { precision: 12, scale: 2 }).notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('cash_changes_change_amount_not_negative', sql`${table.changeAmount} >= 0`)],
);
