import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { deriveAnnouncementStatus } from '../../resources/operations/announcement-status';
import { MAILING_MESSAGES, MAX_TEXT_LENGTH, isBlankHtml, visibleText } from '../../resources/operations/mailing-form';
import {
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementDetail,
  type AnnouncementRow,
  type DeliveryRow,
  type RecipientOption,
} from '../../resources/mailing';
import {
  announcementFiles,
  announcementGroupChats,
  announcements,
  announcementSchoolClasses,
  announcementStaff,
  announcementTemplates,
  groupChats,
  schoolClasses,
  staff,
  telegramOutbox,
} from '../db/schema/index';
import type { OutboxRecipientKind } from '../db/schema/mailing';
import type { DbOrTx } from '../db/types';
import { fieldError, NotFoundError } from '../errors';
import { anyOf, byRussianName, countedPage, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { audit, lockRow, type WriteContext } from '../lib/write-context';
import { parentsOfClasses, recipientsOf, studentsOfClasses } from './announcement-dispatch';
import { sanitizeTelegramHtml } from './telegram-html';

const hasTelegram = (telegramId: string | null) => !!telegramId && telegramId.trim() !== '';
const named = <Row extends { name: string }>(rows: Row[]) => rows.sort(byRussianName((row) => row.name));

// ---- the table

// Columns inside a subquery of a one-table select are written unqualified by drizzle: "id" there would be the
// outbox's own, so the outer mailing's id is named with its table.
const outerId = sql`${announcements}.${sql.identifier('id')}`;

const outboxCount = (states: string[]) =>
  sql<number>`(select count(*)::int from ${telegramOutbox} o where o.announcement_id = ${outerId} and o.state in (${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )}))`;

// The counts deriveAnnouncementStatus needs, as correlated counts over the outbox's announcement index: part of the
// row's own query, so a page of 25 costs one statement whatever its statuses.
const statusColumns = {
  dispatchedAt: announcements.dispatchedAt,
  waiting: outboxCount(['PENDING', 'SENDING']),
  sent: outboxCount(['SENT']),
  failed: outboxCount(['FAILED']),
};

type StatusColumns = { dispatchedAt: Date | null; waiting: number; sent: number; failed: number };
const statusOf = (row: StatusColumns) =>
  deriveAnnouncementStatus({ dispatched: row.dispatchedAt !== null, waiting: Number(row.waiting), sent: Number(row.sent), failed: Number(row.failed) });

export const announcementListSpec: InfoListSpec = {
  id: announcements.id,
  fields: { id: announcements.id, sendDateTime: announcements.sendDateTime },
  sortOnly: ['sendDateTime'],
  search: [announcements.messageText],
  defaultOrder: [desc(announcements.sendDateTime), desc(announcements.id)],
};

const notDeleted = isNull(announcements.deletedAt);

type Audience = { schoolClasses: { id: number; name: string }[]; staffInfos: { id: number; name: string }[]; groupChats: { id: number; name: string }[] };

// Groups, staff and chats of several mailings: three statements for a whole page.
const audiencesOf = async (db: DbOrTx, ids: number[]) => {
  const audiences = new Map<number, Audience>(ids.map((id) => [id, { schoolClasses: [], staffInfos: [], groupChats: [] }]));
  if (ids.length === 0) return audiences;
  const [classRows, staffRows, chatRows] = [
    await db
      .select({ announcementId: announcementSchoolClasses.announcementId, id: schoolClasses.id, name: schoolClasses.name })
      .from(announcementSchoolClasses)
      .innerJoin(schoolClasses, eq(schoolClasses.id, announcementSchoolClasses.schoolClassId))
      .where(anyOf(announcementSchoolClasses.announcementId, ids)),
    await db
      .select({ announcementId: announcementStaff.announcementId, id: staff.id, name: staff.name })
      .from(announcementStaff)
      .innerJoin(staff, eq(staff.id, announcementStaff.staffId))
      .where(anyOf(announcementStaff.announcementId, ids)),
    await db
      .select({ announcementId: announcementGroupChats.announcementId, id: groupChats.id, name: groupChats.chatName })
      .from(announcementGroupChats)
      .innerJoin(groupChats, eq(groupChats.id, announcementGroupChats.groupChatId))
      .where(anyOf(announcementGroupChats.announcementId, ids)),
  ];
  for (const { announcementId, ...row } of named(classRows)) audiences.get(announcementId)!.schoolClasses.push(row);
  for (const { announcementId, ...row } of named(staffRows)) audiences.get(announcementId)!.staffInfos.push(row);
  for (const { announcementId, ...row } of named(chatRows)) audiences.get(announcementId)!.groupChats.push(row);
  return audiences;
};

const tableColumns = {
  id: announcements.id,
  messageText: announcements.messageText,
  sendToStudents: announcements.sendToStudents,
  sendToParents: announcements.sendToParents,
  sendToStaff: announcements.sendToStaff,
  sendToGroupChat: announcements.sendToGroupChat,
  sendDateTime: announcements.sendDateTime,
  filesCount: sql<number>`(select count(*)::int from ${announcementFiles} f where f.announcement_id = ${outerId})`,
  ...statusColumns,
};

export const listAnnouncements = async (db: DbOrTx, query: InfoListQuery): Promise<{ total: number; rows: AnnouncementRow[] }> => {
  const where = and(notDeleted, query.where);
  const { total, rows } = await countedPage(
    query,
    db.select(tableColumns).from(announcements).where(where).orderBy(...query.orderBy).$dynamic(),
    db.select({ total: count() }).from(announcements).where(where),
  );
  const audiences = await audiencesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    rows: rows.map(({ dispatchedAt, waiting, sent, failed, sendDateTime, filesCount, ...row }) => ({
      ...row,
      ...audiences.get(row.id)!,
      sendDateTime: sendDateTime.toISOString(),
      filesCount: Number(filesCount),
      status: statusOf({ dispatchedAt, waiting, sent, failed }),
    })),
  };
};

// ---- one mailing

const liveAnnouncement = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ ...tableColumns })
    .from(announcements)
    .where(and(eq(announcements.id, id), notDeleted));
  if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
  return row;
};

export const announcementDetail = async (db: DbOrTx, id: number): Promise<AnnouncementDetail> => {
  const row = await liveAnnouncement(db, id);
  const audiences = await audiencesOf(db, [id]);
  const files = await db
    .select({ id: announcementFiles.id, fileName: announcementFiles.fileName, mimeType: announcementFiles.mimeType, sizeBytes: announcementFiles.sizeBytes })
    .from(announcementFiles)
    .where(eq(announcementFiles.announcementId, id))
    .orderBy(asc(announcementFiles.position));
  return {
    id: row.id,
    announcementText: row.messageText,
    announcementTimestamp: row.sendDateTime.toISOString(),
    status: statusOf(row),
    dispatched: row.dispatchedAt !== null,
    sendToStudents: row.sendToStudents,
    sendToParents: row.sendToParents,
    sendToStaff: row.sendToStaff,
    sendToGroupChat: row.sendToGroupChat,
    ...audiences.get(id)!,
    files,
  };
};

export type RecipientKindPath = 'students' | 'parents' | 'staff' | 'group-chats';
export const recipientKinds: Record<RecipientKindPath, OutboxRecipientKind> = {
  students: 'STUDENT',
  parents: 'PARENT',
  staff: 'STAFF',
  'group-chats': 'GROUP_CHAT',
};

// Whom the mailing would reach if it were sent now (the detail page before dispatch): the kind's people of the
// mailing's audience, none when the mailing is not for that kind.
export const currentRecipients = async (db: DbOrTx, id: number, kind: RecipientKindPath): Promise<RecipientOption[]> => {
  const row = await liveAnnouncement(db, id);
  const recipients = await recipientsOf(db, { ...row, sendToStudents: row.sendToStudents && kind === 'students', sendToParents: row.sendToParents && kind === 'parents', sendToStaff: row.sendToStaff && kind === 'staff', sendToGroupChat: row.sendToGroupChat && kind === 'group-chats' });
  if (kind !== 'group-chats') return recipients.map(({ id: personId, name, telegramId }) => ({ id: personId, name, hasTelegramId: hasTelegram(telegramId) }));
  const classNames = await db
    .select({ id: groupChats.id, schoolClassName: schoolClasses.name })
    .from(groupChats)
    .leftJoin(schoolClasses, eq(schoolClasses.id, groupChats.schoolClassId))
    .where(anyOf(groupChats.id, recipients.map((recipient) => recipient.id)));
  const classOf = new Map(classNames.map((chat) => [chat.id, chat.schoolClassName]));
  return recipients.map((chat) => ({ id: chat.id, name: chat.name, hasTelegramId: !chat.refusal, schoolClassName: classOf.get(chat.id) ?? null }));
};

// The outbox rows of the mailing for one kind of recipient (the detail page after dispatch).
export const deliveries = async (db: DbOrTx, id: number, kind: RecipientKindPath): Promise<DeliveryRow[]> => {
  await liveAnnouncement(db, id);
  const rows = await db
    .select({
      personId: sql<number>`coalesce(${telegramOutbox.personId}, ${telegramOutbox.groupChatId})`,
      personName: telegramOutbox.personName,
      state: telegramOutbox.state,
      error: telegramOutbox.lastError,
      sentAt: telegramOutbox.sentAt,
    })
    .from(telegramOutbox)
    .where(and(eq(telegramOutbox.announcementId, id), eq(telegramOutbox.recipientKind, recipientKinds[kind])));
  return rows
    .map((row) => ({ ...row, personId: Number(row.personId), isSent: row.state === 'SENT', sentAt: row.sentAt ? row.sentAt.toISOString() : null }))
    .sort(byRussianName((row) => row.personName));
};

// ---- the pickers

export const classPeople = async (db: DbOrTx, classIds: number[], kind: 'students' | 'parents'): Promise<RecipientOption[]> => {
  const rows = kind === 'students' ? await studentsOfClasses(db, classIds) : await parentsOfClasses(db, classIds);
  return named(rows.map((row) => ({ id: row.id, name: row.name, hasTelegramId: hasTelegram(row.telegramId) })));
};

// ---- creating

export type NewAnnouncement = {
  messageText: string;
  sendDateTime: string;
  messageTemplate: number | null;
  audience:
    | { kind: 'classes'; schoolClassIds: number[]; sendToStudents: boolean; sendToParents: boolean }
    | { kind: 'staff'; staffIds: number[] }
    | { kind: 'groupChats'; groupChatIds: number[] };
};

export type StoredFile = { fileName: string; mimeType: string; sizeBytes: number; sha256: string; storageKey: string };

export const refuse = (field: string, message: string): never => {
  throw fieldError(field, message);
};

// The mailing's text as it is stored: Telegram's HTML only, and still something to read (unless files carry it).
export const mailingText = (html: string, { mayBeEmpty }: { mayBeEmpty: boolean }) => {
  const text = sanitizeTelegramHtml(html);
  if (!mayBeEmpty && isBlankHtml(text)) refuse('messageText', MAILING_MESSAGES.textRequired);
  if (visibleText(text).length > MAX_TEXT_LENGTH) refuse('messageText', MAILING_MESSAGES.textTooLong);
  return text;
};

const checkAllExist = async (ids: number[], found: (ids: number[]) => Promise<{ id: number }[]>, field: string, message: string) => {
  const existing = new Set((await found(ids)).map((row) => row.id));
  if (ids.some((id) => !existing.has(id))) refuse(field, message);
};

export const createAnnouncement = async (context: WriteContext, input: NewAnnouncement, files: StoredFile[] = []) => {
  const { tx } = context;
  const { audience } = input;
  if (input.messageTemplate !== null) {
    const [template] = await tx.select({ id: announcementTemplates.id }).from(announcementTemplates).where(eq(announcementTemplates.id, input.messageTemplate));
    if (!template) refuse('messageTemplate', ANNOUNCEMENT_MESSAGES.templateMissing);
  }
  if (audience.kind === 'classes') {
    await checkAllExist(
      audience.schoolClassIds,
      (ids) => tx.select({ id: schoolClasses.id }).from(schoolClasses).where(and(inArray(schoolClasses.id, ids), eq(schoolClasses.isArchived, false))),
      'schoolClassIds',
      ANNOUNCEMENT_MESSAGES.classMissing,
    );
  } else if (audience.kind === 'staff') {
    await checkAllExist(
      audience.staffIds,
      (ids) => tx.select({ id: staff.id }).from(staff).where(and(inArray(staff.id, ids), eq(staff.archived, false))),
      'staffIds',
      ANNOUNCEMENT_MESSAGES.staffMissing,
    );
  } else {
    await checkAllExist(
      audience.groupChatIds,
      (ids) => tx.select({ id: groupChats.id }).from(groupChats).where(and(inArray(groupChats.id, ids), eq(groupChats.isArchived, false))),
      'groupChatIds',
      ANNOUNCEMENT_MESSAGES.chatMissing,
    );
  }
  const messageText = mailingText(input.messageText, { mayBeEmpty: audience.kind === 'groupChats' && files.length > 0 });
  const values = {
    messageText,
    sendDateTime: new Date(input.sendDateTime),
    templateId: input.messageTemplate,
    sendToStudents: audience.kind === 'classes' && audience.sendToStudents,
    sendToParents: audience.kind === 'classes' && audience.sendToParents,
    sendToStaff: audience.kind === 'staff',
    sendToGroupChat: audience.kind === 'groupChats',
    createdBy: context.actor.login || null,
  };
  const [{ id }] = await tx.insert(announcements).values(values).returning({ id: announcements.id });
  if (audience.kind === 'classes') {
    await tx.insert(announcementSchoolClasses).values(audience.schoolClassIds.map((schoolClassId) => ({ announcementId: id, schoolClassId })));
  } else if (audience.kind === 'staff') {
    await tx.insert(announcementStaff).values(audience.staffIds.map((staffId) => ({ announcementId: id, staffId })));
  } else {
    await tx.insert(announcementGroupChats).values(audience.groupChatIds.map((groupChatId) => ({ announcementId: id, groupChatId })));
  }
  if (files.length > 0) await tx.insert(announcementFiles).values(files.map((file, position) => ({ ...file, announcementId: id, position })));
  const ids = audience.kind === 'classes' ? { schoolClassIds: audience.schoolClassIds } : audience.kind === 'staff' ? { staffIds: audience.staffIds } : { groupChatIds: audience.groupChatIds };
  await audit(context, 'create', 'announcements', id, null, {
    ...values,
    sendDateTime: values.sendDateTime.toISOString(),
    ...ids,
    files: files.map((file) => ({ fileName: file.fileName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, sha256: file.sha256 })),
  });
  return { id };
};

// ---- deleting

export type DeleteFlags = { sendToParents?: boolean; sendToStudents?: boolean; sendToStaff?: boolean };

// The whole mailing leaves the table; what still waits is cancelled, what went out stays as history. The flags
// are the row's audience as the table sends it (operations.md §7): kept in the audit row, nothing else.
export const deleteAnnouncement = async (context: WriteContext, id: number, flags: DeleteFlags) => {
  const { tx } = context;
  const row = await lockRow(tx, announcements, id);
  if (!row || row.deletedAt) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.missing);
  const deletedAt = new Date();
  await tx.update(announcements).set({ deletedAt }).where(eq(announcements.id, id));
  const cancelled = await tx
    .update(telegramOutbox)
    .set({ state: 'CANCELLED', leaseUntil: null })
    .where(and(eq(telegramOutbox.announcementId, id), eq(telegramOutbox.state, 'PENDING')))
    .returning({ id: telegramOutbox.id });
  await audit(context, 'delete', 'announcements', id, { deletedAt: null }, { deletedAt: deletedAt.toISOString(), cancelledDeliveries: cancelled.length, ...flags });
  return { id };
};
