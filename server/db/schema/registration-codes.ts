import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { parents } from './parents';
import { students } from './students';

// operations.md §2 "Registration codes", issue 11: the code a student or a parent gives the Telegram bot to tie
// their chat to their card. Random, single use, expiring; issuing a new one revokes the person's live code, so a
// person has at most one live code (used and revoked codes are kept: who registered when is history).
export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: identityId(),
    code: text('code').notNull().unique('registration_codes_code_uq'),
    studentId: integer('student_id').references(() => students.id),
    parentId: integer('parent_id').references(() => parents.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('registration_codes_one_person', sql`(${table.studentId} is null) <> (${table.parentId} is null)`),
    check('registration_codes_length', sql`length(${table.code}) >= 8`),
    uniqueIndex('registration_codes_live_student_uq')
      .on(table.studentId)
      .where(sql`${table.studentId} is not null and ${table.usedAt} is null and ${table.revokedAt} is null`),
    uniqueIndex('registration_codes_live_parent_uq')
      .on(table.parentId)
      .where(sql`${table.parentId} is not null and ${table.usedAt} is null and ${table.revokedAt} is null`),
    index('registration_codes_expires_idx').on(table.expiresAt),
  ],
);
