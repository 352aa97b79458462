import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

// operations.md §3 "Bot message": every text the bot says comes from this table (edited on /mix/bot-messages).
// message_type is the situation the bot looks a text up by (e.g. REGISTRATION_SUCCESS); message_type_for_user says who
// reads it (STUDENT, PARENT, ALL, GROUP_CHAT): the bot takes the text for its reader, else the one for ALL. One text
// per pair, so the lookup is never ambiguous and the seed can add a missing pair without doubling one.
export const botMessages = pgTable(
  'bot_messages',
  {
    id: identityId(),
    messageTitle: text('message_title').notNull(),
    messageBody: text('message_body').notNull(),
    messageType: text('message_type').notNull(),
    messageTypeForUser: text('message_type_for_user').notNull(),
  },
  (table) => [
    check('bot_messages_title_not_blank', sql`length(trim(${table.messageTitle})) > 0`),
    check('bot_messages_body_not_blank', sql`length(trim(${table.messageBody})) > 0`),
    uniqueIndex('bot_messages_type_reader_uq').on(table.messageType, table.messageTypeForUser),
  ],
);

// Issue 11: registration attempts by code through the bot, so that guessing is rate-limited per Telegram user
// (and kept across restarts and instances).
export const botRegistrationAttempts = pgTable(
  'bot_registration_attempts',
  {
    id: identityId(),
    telegramUserId: text('telegram_user_id').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bot_registration_attempts_user_idx').on(table.telegramUserId, table.attemptedAt)],
);

// One holder at a time for the work only one instance may do (the bot's getUpdates poller: Telegram answers 409
// to a second poller; the Sheets sync). A holder renews its lease; another instance takes over when it runs out.
export const workerLeases = pgTable('worker_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
