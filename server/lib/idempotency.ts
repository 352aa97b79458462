import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_REUSED_FOR_REQUEST } from '../../resources/money/idempotency';
import { INVALID_IDEMPOTENCY_KEY } from '../../resources/payment-new';
import { idempotencyKeys } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, HttpError } from '../errors';
import { inTransaction, type WriteContext } from './write-context';

// The Idempotency-Key of every money write (notes/reliability.md §1.6, Stripe's model; docs/api-money.md
// "Idempotent money writes"; the table's comment in server/db/schema/idempotency-keys.ts). Per user; the key is
// claimed first in the write's transaction and its answer stored in the same transaction, so only committed answers
// are kept and a write that committed but whose answer was lost is answered from the store on retry.

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

// What a key is claimed for: the route ('POST /expenses/:id') and the hash of what was asked of it.
export type IdempotencyClaim = { userId: string; key: string; scope: string; requestHash: string; reusedMessage?: string };

export class IdempotencyKeyReusedError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

export const userIdOf = (actor: WriteContext['actor']) => actor.id ?? actor.login;

// First statement of the write's transaction. A twin request with the same key waits on the key's row until the
// first commits (then its insert does nothing and it reads the answer) or rolls back (then it goes on itself).
// Returns the stored answer for a repeat, or null when this request is the first and is to do the work. The same
// key on another route or with another body is refused (422), the stored answer untouched.
export const claimIdempotencyKey = async (tx: Tx, claim: IdempotencyClaim): Promise<StoredAnswer | null> => {
  const { userId, key, scope, requestHash } = claim;
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, scope, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!stored || stored.scope !== scope || stored.requestHash !== requestHash) {
    throw new IdempotencyKeyReusedError(claim.reusedMessage ?? IDEMPOTENCY_KEY_REUSED_FOR_REQUEST);
  }
  return { status: stored.responseStatus ?? 200, body: stored.response };
};

// The statement that stores the answer with the claimed key, for a write that sends it with its own (lib/one-statement.ts).
export const idempotentAnswerUpdate = (tx: Tx, claim: IdempotencyClaim, answer: StoredAnswer) =>
  tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, response: answer.body })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));

export const storeIdempotentAnswer = async (tx: Tx, claim: IdempotencyClaim, answer: StoredAnswer) => {
  await idempotentAnswerUpdate(tx, claim, answer);
};

// A route's write in one transaction, made idempotent by the request's Idempotency-Key when it has one: the key is
// claimed first, `work` runs (its answer read inside the transaction), the answer is stored, all in one commit.
// The request's hash covers the address's params and the body as the schema read it.
export const idempotentWrite = async (
  app: FastifyInstance,
  request: FastifyRequest,
  work: (context: WriteContext) => Promise<StoredAnswer>,
): Promise<StoredAnswer> => {
  const key = idempotencyKeyOf(request.headers['idempotency-key']);
  return inTransaction(app, request, async (context) => {
    if (!key) return work(context);
    const claim: IdempotencyClaim = {
      userId: userIdOf(context.actor),
      key,
      scope: `${request.method} ${request.routeOptions.url}`,
      requestHash: requestHashOf({ params: request.params ?? {}, body: request.body ?? null }),
    };
    const stored = await claimIdempotencyKey(context.tx, claim);
    if (stored) return stored;
    const answer = await work(context);
    await storeIdempotentAnswer(context.tx, claim, answer);
    return answer;
  });
};

// The OpenAPI description every idempotent route carries (its own text, when it has one, follows).
export const IDEMPOTENT_WRITE = 'Заголовок Idempotency-Key (до 255 символов): повтор с тем же ключом и телом получает тот же ответ, с другим телом — 422.';
