import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_PAYMENT, IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY } from '../../resources/payment-new';
import { idempotencyKeys } from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';
import { createPaymentFixture, detailCount, fullBody, mathsBody, paymentsOf } from './payment-create.fixture';

// POST addPayment under repeats and races (notes/reliability.md §1.6, row 13; money.md §4): one Idempotency-Key is
// one payment and one answer; the duplicate check holds for concurrent requests (the student's advisory lock).
// On PGlite every transaction is serialised anyway: run it with TEST_DATABASE_URL for the real races.
let t: TestApp;
let tokens: Partial<Record<DemoLogin, string>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = { admin: await t.tokenFor('admin'), owner: await t.tokenFor('owner') };
});
afterAll(async () => {
  await t?.close();
});

const addPayment = (payload: object, key?: string, as: 'admin' | 'owner' = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/addPayment',
    payload,
    headers: { authorization: `Bearer ${tokens[as]}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

const times = <Value>(count: number, make: (index: number) => Promise<Value>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe('Idempotency-Key', () => {
  it('answers a repeat with the stored answer, and another body with the same key with 422', async () => {
    const fixture = await createPaymentFixture(t.db);
    const key = crypto.randomUUID();
    const first = await addPayment(fullBody(fixture), key);
    expectStatus(first, 201);
    // the same payment as typed differently is the same body
    const again = await addPayment(fullBody(fixture, { totalAmount: '8 650,00' }), key);
    expectStatus(again, 201);
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(t.db, fixture.studentId)).toHaveLength(1);

    const before = await rowCounts(t.db);
    const other = await addPayment(fullBody(fixture, { paymentComment: 'Другой платеж' }), key);
    expectStatus(other, 422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    expect(await rowCounts(t.db)).toEqual(before);

    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ scope: 'POST /addPayment', responseStatus: 201, response: first.json() });
  });

  it('keeps keys per user, and keeps no key of a refused request', async () => {
    const fixture = await createPaymentFixture(t.db);
    const key = crypto.randomUUID();
    expectStatus(await addPayment(mathsBody(fixture, 2), key, 'admin'), 201);
    // the owner's own key of the same text: a request of its own, here the duplicate warning
    const warned = await addPayment(mathsBody(fixture, 2), key, 'owner');
    expectStatus(warned, 409);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    // the warning rolled its key back: the confirmation may carry the same key
    expectStatus(await addPayment(mathsBody(fixture, 2, { possibleDuplicateConfirmed: true }), key, 'owner'), 201);
    expect(await paymentsOf(t.db, fixture.studentId)).toHaveLength(2);
  });

  it('refuses a malformed key', async () => {
    const fixture = await createPaymentFixture(t.db);
    expectBadRequest(await addPayment(mathsBody(fixture, 2), 'x'.repeat(256)), INVALID_IDEMPOTENCY_KEY);
    expectBadRequest(await addPayment(mathsBody(fixture, 2), 'ключ'), INVALID_IDEMPOTENCY_KEY);
    expect(await paymentsOf(t.db, fixture.studentId)).toHaveLength(0);
  });

  it('makes 20 concurrent identical requests with one key one payment and 20 identical answers', async () => {
    const fixture = await createPaymentFixture(t.db);
    const key = crypto.randomUUID();
    const answers = await times(20, () => addPayment(fullBody(fixture, { change: '350' }), key));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const stored = await paymentsOf(t.db, fixture.studentId);
    expect(stored).toHaveLength(1);
    expect(stored[0].id).toBe((answers[0].json() as { paymentId: number }).paymentId);
    expect(await detailCount(t.db, fixture.studentId)).toBe(2);
  });
});

describe('the duplicate check under concurrency', () => {
  it('20 concurrent payments of one cycle with different keys: one stored, 19 duplicate answers', async () => {
    const fixture = await createPaymentFixture(t.db);
    const answers = await times(20, () => addPayment(mathsBody(fixture, 2), crypto.randomUUID()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const stored = await paymentsOf(t.db, fixture.studentId);
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json()).toEqual({
        message: DUPLICATE_PAYMENT,
        duplicateDetails: [expect.objectContaining({ paymentId: stored[0].id, classCycle: 2, amount: '6400.00' })],
      });
    }
  });

  it('20 concurrent payments of a cycle already paid: 20 duplicate answers, nothing written', async () => {
    const fixture = await createPaymentFixture(t.db);
    expectStatus(await addPayment(mathsBody(fixture, 2)), 201);
    const before = await rowCounts(t.db);
    const answers = await times(20, () => addPayment(fullBody(fixture), crypto.randomUUID()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(409));
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('20 concurrent payments of 20 different cycles: 20 payments', async () => {
    const fixture = await createPaymentFixture(t.db);
    const answers = await times(20, (index) => addPayment(mathsBody(fixture, index + 1), crypto.randomUUID()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(await paymentsOf(t.db, fixture.studentId)).toHaveLength(20);
  });
});
