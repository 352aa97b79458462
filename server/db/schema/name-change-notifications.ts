import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type NameChangeEntity = 'client' | 'student';

// What the browser reports after renaming an application or a student (core.md §7.3, §7.4).
export const nameChangeNotifications = pgTable(
  'name_change_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity').$type<NameChangeEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    oldName: text('old_name'),
    newName: text('new_name').notNull(),
    changedBy: text('changed_by').notNull(),
    changedById: text('changed_by_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('name_change_notifications_entity', sql`${table.entity} in ('client', 'student')`),
    index('name_change_notifications_entity_idx').on(table.entity, table.entityId),
  ],
);
