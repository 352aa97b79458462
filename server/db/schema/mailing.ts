import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';
import { staff } from './staff';
import { tasks } from './tasks';

// operations.md §3 "Template", §2 "Mailing": reusable texts of the mailing forms; archived, never deleted.
export const announcementTemplates = pgTable(
  'announcement_templates',
  {
    id: identityId(),
    name: text('name').notNull(),
    text: text('text').notNull(), // HTML sanitised on the server to Telegram's tags
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('announcement_templates_name_not_blank', sql`length(trim(${table.name})) > 0`)],
);

// operations.md §3 "Group chat": a Telegram group the bot was added to; it registers itself (issue 11), an admin
// ties it to a group and to students or parents, or archives it.
export const groupChats = pgTable(
  'group_chats',
  {
    id: identityId(),
    telegramChatId: text('telegram_chat_id').notNull().unique('group_chats_telegram_chat_id_uq'),
    chatName: text('chat_name').notNull(),
    schoolClassId: integer('school_class_id').references(() => schoolClasses.id),
    isGroupChatForStudents: boolean('is_group_chat_for_students').notNull().default(false),
    isGroupChatForParents: boolean('is_group_chat_for_parents').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('group_chats_school_class_idx').on(table.schoolClassId)],
);

// operations.md §3 "Announcement". The row is also the stored send job: the dispatcher claims a due row
// (send_date_time <= now, dispatched_at null) with FOR UPDATE SKIP LOCKED, writes one outbox row per recipient and
// sets dispatched_at in the same transaction, so several instances dispatch it once and a restart loses nothing.
// The status is derived from the outbox (PENDING until dispatched and while rows wait; then SENT, PARTIALLY_SENT or
// FAILED). Deleting sets deleted_at: the outbox rows still waiting are cancelled, the delivered ones stay history.
export const announcements = pgTable(
  'announcements',
  {
    id: identityId(),
    messageText: text('message_text').notNull().default(''), // sanitised HTML; empty only with files
    sendToStudents: boolean('send_to_students').notNull().default(false),
    sendToParents: boolean('send_to_parents').notNull().default(false),
    sendToStaff: boolean('send_to_staff').notNull().default(false),
    sendToGroupChat: boolean('send_to_group_chat').notNull().default(false),
    sendDateTime: timestamp('send_date_time', { withTimezone: true }).notNull(),
    templateId: integer('template_id').references(() => announcementTemplates.id),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_due_idx').on(table.sendDateTime).where(sql`${table.dispatchedAt} is null and ${table.deletedAt} is null`),
    index('announcements_send_date_time_idx').on(table.sendDateTime),
  ],
);

export const announcementSchoolClasses = pgTable(
  'announcement_school_classes',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.schoolClassId] })],
);

export const announcementStaff = pgTable(
  'announcement_staff',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.staffId] })],
);

export const announcementGroupChats = pgTable(
  'announcement_group_chats',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    groupChatId: integer('group_chat_id')
      .notNull()
      .references(() => groupChats.id),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.groupChatId] })],
);

// Files of a group-chat mailing (≤ 10; JPEG/PNG/GIF ≤ 10 MB, MP4 ≤ 50 MB, checked by content). The bytes are
// streamed to DATA_DIR/uploads under storage_key; the row keeps what the sender needs.
export const announcementFiles = pgTable(
  'announcement_files',
  {
    id: identityId(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (table) => [
    uniqueIndex('announcement_files_position_uq').on(table.announcementId, table.position),
    check('announcement_files_position', sql`${table.position} between 0 and 9`),
  ],
);

export const outboxRecipientKinds = ['STUDENT', 'PARENT', 'STAFF', 'GROUP_CHAT'] as const;
export type OutboxRecipientKind = (typeof outboxRecipientKinds)[number];
export const outboxStates = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type OutboxState = (typeof outboxStates)[number];

// One row per recipient and message (issue 11). A worker claims due rows (state PENDING, next_attempt_at <= now)
// with FOR UPDATE SKIP LOCKED and sets SENDING with a lease; a row whose lease ran out (a crash mid-send) is claimed
// again, so no recipient is skipped and a crash duplicates at most the one message in flight. retry_after and
// the flood limits move next_attempt_at. A recipient without a Telegram id is FAILED at once with the reason.
// Task notifications (tasks.sendNotification) use the same outbox with their own text and no announcement.
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: identityId(),
    announcementId: integer('announcement_id').references(() => announcements.id),
    taskId: integer('task_id').references(() => tasks.id),
    recipientKind: text('recipient_kind').$type<OutboxRecipientKind>().notNull(),
    personId: integer('person_id'), // student, parent or staff id by recipient_kind
    groupChatId: integer('group_chat_id').references(() => groupChats.id),
    personName: text('person_name').notNull(),
    chatId: text('chat_id'),
    messageText: text('message_text'), // only for rows without an announcement
    state: text('state').$type<OutboxState>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('telegram_outbox_kind', sql`${table.recipientKind} in ('STUDENT', 'PARENT', 'STAFF', 'GROUP_CHAT')`),
    check('telegram_outbox_state', sql`${table.state} in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED')`),
    check('telegram_outbox_source', sql`(${table.announcementId} is null) <> (${table.messageText} is null)`),
    uniqueIndex('telegram_outbox_announcement_person_uq')
      .on(table.announcementId, table.recipientKind, table.personId)
      .where(sql`${table.announcementId} is not null and ${table.personId} is not null`),
    uniqueIndex('telegram_outbox_announcement_chat_uq')
      .on(table.announcementId, table.groupChatId)
      .where(sql`${table.announcementId} is not null and ${table.groupChatId} is not null`),
    index('telegram_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} in ('PENDING', 'SENDING')`),
    index('telegram_outbox_announcement_idx').on(table.announcementId),
  ],
);
