import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { announcementFiles, announcements, telegramOutbox } from '../db/schema/index';
import type { DbOrTx } from '../db/types';

// The stored side of Telegram delivery (issue 11): claiming a due outbox row, keeping its lease and writing the
// outcome. A claim is one short statement (its own transaction) that takes the row with FOR UPDATE SKIP LOCKED and
// sets SENDING with lease_until; the HTTP call happens outside any transaction. Every later write about the row is
// conditional on the lease the claim wrote (the lease doubles as the claim's token): a worker that lost its row to
// another (its lease ran out) changes nothing of it.

export type OutboxRow = typeof telegramOutbox.$inferSelect;
export type Claim = { row: OutboxRow; leaseUntil: Date };

const ours = (claim: Claim) =>
  and(eq(telegramOutbox.id, claim.row.id), eq(telegramOutbox.state, 'SENDING'), eq(telegramOutbox.leaseUntil, claim.leaseUntil));

// Due: PENDING whose next_attempt_at came, or SENDING whose lease ran out (its worker died mid-send). A SENDING row
// was claimed when it was due, so its next_attempt_at has passed too and the partial index serves both.
// The database writes microseconds (a row's default next_attempt_at is its now()) and `now` has milliseconds: a row
// written within the current millisecond is due too, so the comparison runs to that millisecond's end.
export const claimNextRow = async (db: DbOrTx, now: Date, leaseMs: number): Promise<Claim | null> => {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const endOfNow = new Date(now.getTime() + 1);
  const due = db
    .select({ id: telegramOutbox.id })
    .from(telegramOutbox)
    .where(
      and(
        inArray(telegramOutbox.state, ['PENDING', 'SENDING']),
        lt(telegramOutbox.nextAttemptAt, endOfNow),
        or(eq(telegramOutbox.state, 'PENDING'), lt(telegramOutbox.leaseUntil, endOfNow)),
      ),
    )
    .orderBy(asc(telegramOutbox.nextAttemptAt), asc(telegramOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db.update(telegramOutbox).set({ state: 'SENDING', leaseUntil }).where(inArray(telegramOutbox.id, due)).returning();
  return row ? { row, leaseUntil } : null;
};

// Longer work (a slow upload, a wait for the flood limits) keeps its row: false when the row is no longer ours.
export const renewLease = async (db: DbOrTx, claim: Claim, now: Date, leaseMs: number): Promise<boolean> => {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const renewed = await db.update(telegramOutbox).set({ leaseUntil }).where(ours(claim)).returning({ id: telegramOutbox.id });
  if (renewed.length === 0) return false;
  claim.leaseUntil = leaseUntil;
  return true;
};

// Delivered is delivered: recorded even when the lease was lost meanwhile (the other worker's own mark then finds
// the row SENT and changes nothing).
export const markSent = async (db: DbOrTx, claim: Claim, now: Date) => {
  await db
    .update(telegramOutbox)
    .set({ state: 'SENT', sentAt: now, leaseUntil: null, lastError: null })
    .where(and(eq(telegramOutbox.id, claim.row.id), ne(telegramOutbox.state, 'SENT')));
};

export const markFailed = async (db: DbOrTx, claim: Claim, reason: string, attempts = claim.row.attempts) => {
  await db.update(telegramOutbox).set({ state: 'FAILED', leaseUntil: null, lastError: reason, attempts }).where(ours(claim));
};

// Back to PENDING for a later moment: a retry (attempts counted by the caller), a 429, a chat the limits hold back.
export const reschedule = async (db: DbOrTx, claim: Claim, at: Date, changes: { attempts?: number; lastError?: string | null; chatId?: string } = {}) => {
  await db
    .update(telegramOutbox)
    .set({ state: 'PENDING', leaseUntil: null, nextAttemptAt: at, ...changes })
    .where(ours(claim));
};

export const markCancelled = async (db: DbOrTx, claim: Claim) => {
  await db.update(telegramOutbox).set({ state: 'CANCELLED', leaseUntil: null }).where(ours(claim));
};

export type OutboxContent = { text: string; files: { fileName: string; mimeType: string; storageKey: string }[]; deleted: boolean };

// The row's message: its announcement's text and files (by position), or its own text (a task notice).
export const outboxContent = async (db: DbOrTx, row: OutboxRow): Promise<OutboxContent> => {
  if (row.announcementId === null) return { text: row.messageText ?? '', files: [], deleted: false };
  const [announcement] = await db
    .select({ text: announcements.messageText, deletedAt: announcements.deletedAt })
    .from(announcements)
    .where(eq(announcements.id, row.announcementId));
  if (!announcement) return { text: '', files: [], deleted: true };
  const files = await db
    .select({ fileName: announcementFiles.fileName, mimeType: announcementFiles.mimeType, storageKey: announcementFiles.storageKey })
    .from(announcementFiles)
    .where(eq(announcementFiles.announcementId, row.announcementId))
    .orderBy(asc(announcementFiles.position));
  return { text: announcement.text, files, deleted: announcement.deletedAt !== null };
};

// Rows still to be delivered (PENDING or SENDING): the runner of the crash test waits for none.
export const waitingRows = async (db: DbOrTx) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(telegramOutbox)
    .where(inArray(telegramOutbox.state, ['PENDING', 'SENDING']));
  return Number(row.count);
};

// A group that became a supergroup answers with its new id: the row follows it.
export const moveToChat = async (db: DbOrTx, claim: Claim, chatId: string) => {
  await db.update(telegramOutbox).set({ chatId }).where(ours(claim));
  claim.row.chatId = chatId;
};
