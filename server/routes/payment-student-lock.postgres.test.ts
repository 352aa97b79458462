import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { PAYMENT_STUDENT_LOCK } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { createPaymentFixture, mathsBody, paymentsOf } from './payment-create.fixture';

// The per-student lock of POST addPayment (issue 22 part 5; server/db/schema/payments.ts PAYMENT_STUDENT_LOCK):
// a payment of a student waits for another payment of the same student, never for another student's. PostgreSQL
// only (on PGlite every transaction is serialised). No timing: a transaction holds student A's lock as a payment of
// A in progress would; pg_locks shows A's request waiting on it while B's payment is written and answered.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin');
});
afterAll(async () => {
  await t?.close();
});

const addPayment = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/addPayment', payload, headers: { authorization: `Bearer ${token}` } });

// Requests waiting for the lock of this student (the two-key advisory lock: classid, objid, objsubid 2).
const waitingFor = async (studentId: number) => {
  const [row] = await queryRows<{ waiting: number | string }>(
    t.db,
    sql`select count(*) as waiting from pg_locks
        where locktype = 'advisory' and not granted and classid = ${PAYMENT_STUDENT_LOCK} and objid = ${studentId} and objsubid = 2`,
  );
  return Number(row.waiting);
};

const until = async (condition: () => Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
};

// A transaction that holds a student's payment lock until `release`; `holder` ends with it.
const holdPaymentLock = async (studentId: number) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = t.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_STUDENT_LOCK}::int, ${studentId}::int)`);
    holding();
    await released;
  });
  await held;
  return { release, holder };
};

describe('the per-student payment lock (PostgreSQL)', () => {
  it("serialises two payments of one student and lets another student's payment through meanwhile", async () => {
    const [a, b] = [await createPaymentFixture(t.db), await createPaymentFixture(t.db)];
    const { release, holder } = await holdPaymentLock(a.studentId);

    let answeredA = false;
    const paymentA = addPayment(mathsBody(a, 2)).then((response) => {
      answeredA = true;
      return response;
    });
    await until(async () => (await waitingFor(a.studentId)) === 1);

    const paymentB = await addPayment(mathsBody(b, 2));
    expect(paymentB.statusCode, paymentB.body).toBe(201);
    expect(await paymentsOf(t.db, b.studentId)).toHaveLength(1);
    // A's payment is still waiting for A's lock, and nothing of it is written
    expect(answeredA).toBe(false);
    expect(await waitingFor(a.studentId)).toBe(1);
    expect(await paymentsOf(t.db, a.studentId)).toHaveLength(0);

    release();
    await holder;
    const answerA = await paymentA;
    expect(answerA.statusCode, answerA.body).toBe(201);
    expect(await paymentsOf(t.db, a.studentId)).toHaveLength(1);
    expect(await waitingFor(a.studentId)).toBe(0);
  });

  it("keeps twelve waiting payments of one student (more than the pool's connections) from stalling another student's", async () => {
    const [a, b] = [await createPaymentFixture(t.db), await createPaymentFixture(t.db)];
    const { release, holder } = await holdPaymentLock(a.studentId);

    const paymentsOfA = Array.from({ length: 12 }, () => addPayment(mathsBody(a, 2, { possibleDuplicateConfirmed: true })));
    await until(async () => (await waitingFor(a.studentId)) === 1);
    const paymentB = await addPayment(mathsBody(b, 2));
    expect(paymentB.statusCode, paymentB.body).toBe(201);
    // one of A's payments holds a connection, waiting on the lock; the others wait in the server's queue
    expect(await waitingFor(a.studentId)).toBe(1);
    expect(await paymentsOf(t.db, a.studentId)).toHaveLength(0);

    release();
    await holder;
    const answers = await Promise.all(paymentsOfA);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 201));
    expect(await paymentsOf(t.db, a.studentId)).toHaveLength(12);
  });
});
