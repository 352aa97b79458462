import { date, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { DigestDelivery, DigestLine } from '../../../resources/integrity-digest/digest';

// Issue 23 part 3: the daily integrity digest, one row per centre day. The 09:00 job inserts it with ON CONFLICT DO
// NOTHING in the transaction that queues the owners' Telegram messages, so a second run (another instance, a
// restart) finds the day taken and sends nothing. The page reads a past day from here.
export const integrityDigests = pgTable('integrity_digests', {
  digestDate: date('digest_date', { mode: 'string' }).primaryKey(),
  lines: jsonb('lines').$type<DigestLine[]>().notNull(),
  // who was sent it and who was skipped (an owner without a Telegram id)
  delivery: jsonb('delivery').$type<DigestDelivery[]>().notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
