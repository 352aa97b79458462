import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

// Parents of students (core.md §3 "Parent").
export const parents = pgTable(
  'parents',
  {
    id: identityId(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    telegramId: text('telegram_id'),
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parents_name_idx').on(sql`${table.name} collate "und-x-icu"`, table.id),
    index('parents_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('parents_phone_trgm_idx').using('gin', sql`${table.phoneNumber} gin_trgm_ops`),
  ],
);
