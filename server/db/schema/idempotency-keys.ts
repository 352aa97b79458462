import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Idempotency-Key of every money write (POST addPayment, the expenses, the cash change, the cash day, the payout
// changes), per user (Stripe's model, notes/reliability.md §1.6; server/services/idempotency.ts). Inserted first in
// the write's transaction (ON CONFLICT DO NOTHING; a concurrent twin waits on the key until the first commits), so a
// retried or double-clicked request finds the stored answer: the same route (`scope`, e.g. 'POST /expenses/:id')
// and request hash get the same status and body, anything else gets 422. Only committed answers are kept: a refused
// request rolls its key back with it. Prune after 24 h.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(), // the token's subject, as in audit_log
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.userId, table.key] }),
    check('idempotency_keys_key_length', sql`char_length(${table.key}) between 1 and 255`),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
