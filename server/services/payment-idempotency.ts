import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY } from '../../resources/payment-new';
import { paymentIdempotencyKeys } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, HttpError } from '../errors';

// Idempotency-Key of POST addPayment (notes/reliability.md §1.6, Stripe's model; the table's comment in
// server/db/schema/payments.ts). Per user; only committed answers are kept.

// Printable ASCII, 1..255 (a UUID from crypto.randomUUID() in the browser).
const KEY = /^[\x21-\x7e]{1,255}$/;

export const idempotencyKeyOf = (header: string | string[] | undefined): string | null => {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : '') : header;
  if (!KEY.test(value)) throw new BadRequestError(INVALID_IDEMPOTENCY_KEY);
  return value;
};

// The body as the schema read it (kopecks, ids, key order of the schema), so '1 000,50' and '1000.5' are one body.
export const requestHashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export type StoredAnswer = { status: number; body: unknown };

export class IdempotencyKeyReusedError extends HttpError {
  constructor() {
    super(422, IDEMPOTENCY_KEY_REUSED);
  }
}

// First statement of the payment's transaction. A twin request with the same key waits on the key's row until the
// first commits (then its insert does nothing and it reads the answer) or rolls back (then it goes on itself).
// Returns the stored answer for a repeat, or null when this request is the first and is to do the work.
export const claimIdempotencyKey = async (tx: Tx, userId: string, key: string, requestHash: string): Promise<StoredAnswer | null> => {
  const inserted = await tx
    .insert(paymentIdempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(paymentIdempotencyKeys)
    .where(and(eq(paymentIdempotencyKeys.userId, userId), eq(paymentIdempotencyKeys.key, key)));
  if (!stored || stored.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
  return { status: stored.responseStatus ?? 201, body: stored.response };
};

export const storeIdempotentAnswer = async (tx: Tx, userId: string, key: string, answer: StoredAnswer & { paymentId: number }) => {
  await tx
    .update(paymentIdempotencyKeys)
    .set({ responseStatus: answer.status, response: answer.body, paymentId: answer.paymentId })
    .where(and(eq(paymentIdempotencyKeys.userId, userId), eq(paymentIdempotencyKeys.key, key)));
};
