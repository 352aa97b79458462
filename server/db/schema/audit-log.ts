import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;

// Who did what and when: one row per write, in the same transaction as the write (ARCHITECTURE §6).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'), // the token's subject: kept as text, an external Keycloak's ids are UUIDs
    userLogin: text('user_login').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId), index('audit_log_at_idx').on(table.at)],
);

export type AuditRow = typeof auditLog.$inferInsert;
