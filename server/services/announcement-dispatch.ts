import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import {
  announcementGroupChats,
  announcements,
  announcementSchoolClasses,
  announcementStaff,
  groupChats,
  parents,
  staff,
  studentClasses,
  students,
  telegramOutbox,
} from '../db/schema/index';
import type { OutboxRecipientKind } from '../db/schema/mailing';
import type { Db, DbOrTx, Tx } from '../db/types';
import { inGroupNow } from './group-page';

export const NO_TELEGRAM = 'Нет Telegram';
export const CHAT_ARCHIVED = 'Чат в архиве';

export type Recipient = {
  kind: OutboxRecipientKind;
  id: number; // student, parent, staff or group-chat id
  name: string;
  telegramId: string | null;
  refusal?: string; // written FAILED at once with this reason
};

type Audience = Pick<typeof announcements.$inferSelect, 'id' | 'sendToStudents' | 'sendToParents' | 'sendToStaff' | 'sendToGroupChat'>;

const hasTelegram = (telegramId: string | null) => !!telegramId && telegramId.trim() !== '';

// The students now in the chosen groups (an enrolment neither archived nor ended, a student not archived), once
// each even when they are in several of the groups.
export const studentsOfClasses = async (db: DbOrTx, classIds: number[]) =>
  classIds.length === 0
    ? []
    : db
        .selectDistinct({ id: students.id, name: students.name, telegramId: students.telegramId })
        .from(studentClasses)
        .innerJoin(students, eq(students.id, studentClasses.studentId))
        .where(and(inArray(studentClasses.classId, classIds), inGroupNow))
        .orderBy(asc(students.name), asc(students.id));

// Their parents, once each (a parent of two students of the chosen groups gets one message).
export const parentsOfClasses = async (db: DbOrTx, classIds: number[]) =>
  classIds.length === 0
    ? []
    : db
        .selectDistinct({ id: parents.id, name: parents.name, telegramId: parents.telegramId })
        .from(studentClasses)
        .innerJoin(students, eq(students.id, studentClasses.studentId))
        .innerJoin(parents, eq(parents.id, students.parentId))
        .where(and(inArray(studentClasses.classId, classIds), inGroupNow))
        .orderBy(asc(parents.name), asc(parents.id));

const classIdsOf = async (db: DbOrTx, announcementId: number) =>
  (
    await db
      .select({ id: announcementSchoolClasses.schoolClassId })
      .from(announcementSchoolClasses)
      .where(eq(announcementSchoolClasses.announcementId, announcementId))
  ).map((row) => row.id);

export const staffOf = (db: DbOrTx, announcementId: number) =>
  db
    .select({ id: staff.id, name: staff.name, telegramId: staff.telegramId })
    .from(announcementStaff)
    .innerJoin(staff, eq(staff.id, announcementStaff.staffId))
    .where(eq(announcementStaff.announcementId, announcementId))
    .orderBy(asc(staff.name), asc(staff.id));

export const groupChatsOf = (db: DbOrTx, announcementId: number) =>
  db
    .select({ id: groupChats.id, name: groupChats.chatName, telegramId: groupChats.telegramChatId, isArchived: groupChats.isArchived })
    .from(announcementGroupChats)
    .innerJoin(groupChats, eq(groupChats.id, announcementGroupChats.groupChatId))
    .where(eq(announcementGroupChats.announcementId, announcementId))
    .orderBy(asc(groupChats.chatName), asc(groupChats.id));

// Whom the mailing reaches if it were sent now: the dispatcher writes these, the detail page shows them before.
export const recipientsOf = async (db: DbOrTx, announcement: Audience): Promise<Recipient[]> => {
  const recipients: Recipient[] = [];
  const needsClasses = announcement.sendToStudents || announcement.sendToParents;
  const classIds = needsClasses ? await classIdsOf(db, announcement.id) : [];
  if (announcement.sendToStudents) {
    for (const row of await studentsOfClasses(db, classIds)) recipients.push({ kind: 'STUDENT', ...row });
  }
  if (announcement.sendToParents) {
    for (const row of await parentsOfClasses(db, classIds)) recipients.push({ kind: 'PARENT', ...row });
  }
  if (announcement.sendToStaff) {
    for (const row of await staffOf(db, announcement.id)) recipients.push({ kind: 'STAFF', ...row });
  }
  if (announcement.sendToGroupChat) {
    for (const { isArchived, ...row } of await groupChatsOf(db, announcement.id)) {
      recipients.push({ kind: 'GROUP_CHAT', ...row, refusal: isArchived ? CHAT_ARCHIVED : undefined });
    }
  }
  return recipients;
};

const outboxRow = (announcementId: number, recipient: Recipient, now: Date): typeof telegramOutbox.$inferInsert => {
  const refusal = recipient.refusal ?? (hasTelegram(recipient.telegramId) ? undefined : NO_TELEGRAM);
  const isChat = recipient.kind === 'GROUP_CHAT';
  return {
    announcementId,
    recipientKind: recipient.kind,
    personId: isChat ? null : recipient.id,
    groupChatId: isChat ? recipient.id : null,
    personName: recipient.name,
    chatId: hasTelegram(recipient.telegramId) ? recipient.telegramId!.trim() : null,
    state: refusal ? 'FAILED' : 'PENDING',
    lastError: refusal ?? null,
    nextAttemptAt: now,
  };
};

// rows per INSERT: 10 parameters each stays far below PostgreSQL's 65,535
const CHUNK = 1000;

const dispatchOne = async (tx: Tx, now: Date) => {
  const [due] = await tx
    .select({
      id: announcements.id,
      sendToStudents: announcements.sendToStudents,
      sendToParents: announcements.sendToParents,
      sendToStaff: announcements.sendToStaff,
      sendToGroupChat: announcements.sendToGroupChat,
    })
    .from(announcements)
    .where(and(lte(announcements.sendDateTime, now), isNull(announcements.dispatchedAt), isNull(announcements.deletedAt)))
    .orderBy(asc(announcements.sendDateTime), asc(announcements.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return false;
  const rows = (await recipientsOf(tx, due)).map((recipient) => outboxRow(due.id, recipient, now));
  for (let start = 0; start < rows.length; start += CHUNK) {
    // the unique indexes (announcement, kind, person) and (announcement, chat) make a second write impossible
    await tx.insert(telegramOutbox).values(rows.slice(start, start + CHUNK)).onConflictDoNothing();
  }
  await tx.update(announcements).set({ dispatchedAt: now }).where(eq(announcements.id, due.id));
  return true;
};

// Claims the mailings whose send time has come, one transaction each: FOR UPDATE SKIP LOCKED lets several
// instances (or two ticks of one) run this at once, each mailing written once; dispatched_at commits with its
// outbox rows, so a crash before the commit leaves the mailing due and nothing half-written. Returns how many it
// dispatched.
export const dispatchDueAnnouncements = async (db: Db, now: Date): Promise<number> => {
  let dispatched = 0;
  while (await db.transaction((tx) => dispatchOne(tx, now))) dispatched += 1;
  return dispatched;
};

