import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Accounts of the embedded identity provider (ARCHITECTURE §5). Roles are Keycloak realm roles.
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    // Tokens issued (iat) in this second or before are refused: set when an owner ends the user's sessions or the
    // password changes (server/auth/session-cutoffs.ts). Null: never ended.
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_login_lower_uq').on(sql`lower(${table.login})`)],
);

// oidc-provider's storage: grants, sessions, codes, refresh tokens (one row per model and id).
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('oidc_payloads_model_id_uq').on(table.model, table.id),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
  ],
);

// Signing keys and cookie secrets, kept so that a restart signs nobody out.
export const identityKeys = pgTable('identity_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Failed sign-ins per login, for the temporary lockout of the login form.
export const loginFailures = pgTable('login_failures', {
  login: text('login').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
