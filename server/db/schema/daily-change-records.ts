import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }); // a string in code → integer kopecks

// The cash desk of one day (money.md §3 "Daily record"): opened with a start amount, closed with the counted end.
// One record per day: the unique date makes the second opener of a day fail, not create a twin (issue 9,
// "race-free"). Past days are read-only on the server: the routes refuse writes for a record_date before today.
export const dailyChangeRecords = pgTable(
  'daily_change_records',
  {
    id: identityId(),
    recordDate: date('record_date', { mode: 'string' }).notNull().unique('daily_change_records_record_date_uq'),
    startAmount: money('start_amount').notNull(),
    // the counted end, stored at closing (null while the day is open)
    endAmount: money('end_amount'),
    // the calculated end when the day was closed, so a later edit of a past day's rows shows as a mismatch
    calculatedEndAtClose: money('calculated_end_at_close'),
    notes: text('notes'),
    openedBy: text('opened_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('daily_change_records_start_not_negative', sql`${table.startAmount} >= 0`),
    check('daily_change_records_end_not_negative', sql`${table.endAmount} is null or ${table.endAmount} >= 0`),
    check('daily_change_records_closed_complete', sql`(${table.closedAt} is null) = (${table.endAmount} is null)`),
  ],
);

// Beyond the spec (issue 9): every count of a day's cash, blind (entered before the calculated end is shown), with
// what the desk had calculated at that moment and the difference; the variance log of the day.
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: identityId(),
    recordId: integer('record_id')
      .notNull()
      .references(() => dailyChangeRecords.id),
    countedAmount: money('counted_amount').notNull(),
    calculatedAmount: money('calculated_amount').notNull(),
    variance: money('variance').notNull(), // counted − calculated
    reason: text('reason'),
    // 'count' (a blind count during the day) or 'close' (the count that closed the day)
    kind: text('kind').$type<'count' | 'close'>().notNull(),
    countedBy: text('counted_by').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cash_counts_counted_not_negative', sql`${table.countedAmount} >= 0`),
    check('cash_counts_kind', sql`${table.kind} in ('count', 'close')`),
    index('cash_counts_record_id_idx').on(table.recordId, table.countedAt),
  ],
);
