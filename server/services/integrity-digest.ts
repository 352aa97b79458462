import { and, desc, eq, lte } from 'drizzle-orm';
import { digestLines, digestMessage, type DigestDelivery, type DigestLine } from '../../resources/integrity-digest/digest';
import { integrityDigests, staff, telegramOutbox } from '../db/schema/index';
import type { Db, DbOrTx } from '../db/types';
import { integrityFindings } from './integrity-checks';

// The daily integrity digest (issue 23 part 3; docs/operations.md "Daily integrity digest"): the checks' lines for
// a day, stored once per day with the owners' Telegram messages queued in the same transaction.

export const OWNER_ROLE = 'Руководитель';

export const buildDigestLines = async (db: Db, today: string, options?: { ledger?: boolean }): Promise<DigestLine[]> =>
  digestLines(await integrityFindings(db, today, options));

export const storedDigest = async (db: DbOrTx, date: string) => (await db.select().from(integrityDigests).where(eq(integrityDigests.digestDate, date)))[0];

// the digest stored last on or before a day: where a read of today's page takes its ledger line from
export const latestStoredDigest = async (db: DbOrTx, upTo: string) =>
  (await db.select().from(integrityDigests).where(lte(integrityDigests.digestDate, upTo)).orderBy(desc(integrityDigests.digestDate)).limit(1))[0];

// The owners (staff with the role 'Руководитель', not archived): each with a Telegram id gets an outbox row; the
// others are recorded as skipped.
const queueOwnerMessages = async (tx: DbOrTx, text: string): Promise<DigestDelivery[]> => {
  const owners = await tx
    .select({ id: staff.id, name: staff.name, telegramId: staff.telegramId })
    .from(staff)
    .where(and(eq(staff.role, OWNER_ROLE), eq(staff.archived, false)))
    .orderBy(staff.id);
  const delivery: DigestDelivery[] = [];
  for (const owner of owners) {
    const chatId = owner.telegramId?.trim() || null;
    delivery.push({ staffId: owner.id, name: owner.name, outcome: chatId ? 'queued' : 'no-telegram' });
    if (chatId) await tx.insert(telegramOutbox).values({ recipientKind: 'STAFF', personId: owner.id, personName: owner.name, chatId, messageText: text });
  }
  return delivery;
};

// Stores the day's digest and queues its messages, unless the day is stored already (another instance, an earlier
// run before a restart): then nothing is written and null is answered.
export const storeDigestOnce = async (db: Db, date: string, lines: DigestLine[], publicUrl: string) =>
  db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(integrityDigests)
      .values({ digestDate: date, lines, delivery: [] })
      .onConflictDoNothing()
      .returning({ digestDate: integrityDigests.digestDate });
    if (!taken) return null;
    const delivery = await queueOwnerMessages(tx, digestMessage(date, lines, publicUrl));
    await tx.update(integrityDigests).set({ delivery }).where(eq(integrityDigests.digestDate, date));
    return delivery;
  });
