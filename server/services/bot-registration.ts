import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { countRu } from '../../resources/plural';
import { botRegistrationAttempts, parents, registrationCodes, students } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { audit } from '../lib/write-context';

// Registration by code through the bot (issue 11): a code from /students/registration-codes-table ties the sender's
// Telegram account to the student's or the parent's card, once.

// Guessing is slowed per Telegram user: after MAX_FAILURES wrong codes within the window the bot checks no code
// until the oldest of them leaves the window (docs/operations.md "The bot").
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

// Cyrillic letters that look like the Latin ones of the code alphabet: a parent typing on a Russian keyboard
// sends 'АВС' for 'ABC'.
const LOOKALIKES: Record<string, string> = {
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', К: 'K', М: 'M', О: 'O', Р: 'P', Т: 'T', Х: 'X', У: 'Y',
};

// The code a message carries, or undefined when the message does not look like one (a greeting is no attempt):
// case, spaces, dashes and Cyrillic look-alikes do not matter; 8 to 32 Latin letters and digits remain.
export const parseRegistrationCode = (text: string): string | undefined => {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/[\s\-‐-―_.]/g, '')
    .replace(/[АВСЕНКМОРТХУ]/g, (letter) => LOOKALIKES[letter]);
  return /^[A-Z0-9]{8,32}$/.test(compact) ? compact : undefined;
};

export type LimitDecision = { allowed: true } | { allowed: false; retryInMinutes: number };

// `failures`: the moments of this user's wrong codes (any order). Refused while MAX_FAILURES of them lie within the
// window; the wait is until enough have aged out, in whole minutes, at least one.
export const registrationLimit = (failures: readonly Date[], now: Date, max = MAX_FAILURES, windowMs = FAILURE_WINDOW_MS): LimitDecision => {
  const recent = failures.map((at) => at.getTime()).filter((at) => at > now.getTime() - windowMs).sort((left, right) => left - right);
  if (recent.length < max) return { allowed: true };
  // the attempt that must age out for the count to drop below max
  const blocking = recent[recent.length - max];
  const waitMs = blocking + windowMs - now.getTime();
  return { allowed: false, retryInMinutes: Math.max(1, Math.ceil(waitMs / 60_000)) };
};

export const minutesText = (minutes: number) => countRu(minutes, ['минуту', 'минуты', 'минут']);

export type RegistrationOutcome =
  | { kind: 'registered'; reader: 'STUDENT' | 'PARENT'; name: string }
  | { kind: 'already'; reader: 'STUDENT' | 'PARENT'; name: string }
  | { kind: 'not-found' | 'expired' | 'used' }
  | { kind: 'limited'; retryInMinutes: number };

const record = (tx: Tx, telegramUserId: string, succeeded: boolean, now: Date) =>
  tx.insert(botRegistrationAttempts).values({ telegramUserId, succeeded, attemptedAt: now });

type Person = { table: typeof students | typeof parents; reader: 'STUDENT' | 'PARENT'; entity: string; id: number };

const personOf = (code: typeof registrationCodes.$inferSelect): Person =>
  code.studentId !== null
    ? { table: students, reader: 'STUDENT', entity: 'students', id: code.studentId }
    : { table: parents, reader: 'PARENT', entity: 'parents', id: code.parentId! };

// One transaction: the limit, the code (locked, so a code sent twice at once registers once), the person's
// telegram_id, the code's used_at, the attempt, the audit row.
export const registerByCode = async (
  db: Db,
  { telegramUserId, code, now = new Date() }: { telegramUserId: string; code: string; now?: Date },
): Promise<RegistrationOutcome> =>
  db.transaction(async (tx) => {
    // a day of history is all the limit reads; older attempts of this user go
    await tx
      .delete(botRegistrationAttempts)
      .where(and(eq(botRegistrationAttempts.telegramUserId, telegramUserId), lt(botRegistrationAttempts.attemptedAt, new Date(now.getTime() - 86_400_000))));
    const failures = await tx
      .select({ at: botRegistrationAttempts.attemptedAt })
      .from(botRegistrationAttempts)
      .where(
        and(
          eq(botRegistrationAttempts.telegramUserId, telegramUserId),
          eq(botRegistrationAttempts.succeeded, false),
          gt(botRegistrationAttempts.attemptedAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        ),
      )
      .orderBy(asc(botRegistrationAttempts.attemptedAt));
    const limit = registrationLimit(
      failures.map(({ at }) => at),
      now,
    );
    // while limited, the code is not even looked at (and the refusal is no new attempt)
    if (!limit.allowed) return { kind: 'limited', retryInMinutes: limit.retryInMinutes };

    const [found] = await tx.select().from(registrationCodes).where(eq(registrationCodes.code, code)).for('update');
    if (!found) {
      await record(tx, telegramUserId, false, now);
      return { kind: 'not-found' };
    }
    const person = personOf(found);
    const [holder] = await tx
      .select({ name: person.table.name, telegramId: person.table.telegramId })
      .from(person.table)
      .where(eq(person.table.id, person.id))
      .for('update');
    if (found.usedAt) {
      // the same account sending its code again is told it is connected, not counted as a guess
      if (holder?.telegramId === telegramUserId) return { kind: 'already', reader: person.reader, name: holder.name };
      await record(tx, telegramUserId, false, now);
      return { kind: 'used' };
    }
    if (found.revokedAt || found.expiresAt.getTime() <= now.getTime() || !holder) {
      await record(tx, telegramUserId, false, now);
      return { kind: 'expired' };
    }
    await tx.update(person.table).set({ telegramId: telegramUserId }).where(eq(person.table.id, person.id));
    await tx.update(registrationCodes).set({ usedAt: now }).where(eq(registrationCodes.id, found.id));
    await record(tx, telegramUserId, true, now);
    const context = { tx, actor: { id: null, login: `telegram:${telegramUserId}` } };
    await audit(context, 'register-telegram', person.entity, person.id, { telegramId: holder.telegramId }, { telegramId: telegramUserId });
    await audit(context, 'use-code', 'registration-codes', found.id, { usedAt: null }, { usedAt: now.toISOString() });
    return { kind: 'registered', reader: person.reader, name: holder.name };
  });
