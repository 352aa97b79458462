import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

// Parents attached to applications (core.md §3 "Client parent").
export const clientParents = pgTable(
  'client_parents',
  {
    id: identityId(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_parents_name_idx').on(sql`${table.name} collate "und-x-icu"`, table.id),
    // q of the applications list (searchIn in client-rows.ts)
    index('client_parents_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('client_parents_phone_trgm_idx').using('gin', sql`${table.phoneNumber} gin_trgm_ops`),
  ],
);
