import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseRow } from '../../resources/expenses';
import type { CashCount, DailyRecord } from '../../resources/money/cash-desk';
import { IDEMPOTENCY_KEY_REUSED_FOR_REQUEST } from '../../resources/money/idempotency';
import type { SnapshotAnswer } from '../../resources/money/payouts-api';
import { INVALID_IDEMPOTENCY_KEY } from '../../resources/payment-new';
import { dayInTimeZone } from '../../resources/school-year';
import { expenses, idempotencyKeys, paymentDescriptors, schoolClasses } from '../db/schema/index';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';
import { createPaymentFixture, mathsBody } from './payment-create.fixture';

// Every money write takes an Idempotency-Key as POST addPayment does (docs/api-money.md "Idempotent money writes"):
// the same key and body → the stored answer (same status and body) and nothing written again; another body, or
// another route, with the key → 422 and nothing written. Each replay below is sent when doing the write again would
// answer or write something else (a second row, a refusal, the state as it is now), so a route that ignored the key
// fails. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
const today = dayInTimeZone(new Date(), 'Europe/Moscow');
const API = 'http://localhost:3000/api';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload: object | undefined, key?: string) =>
  t.call({ method, url: `/api/${url}`, ...(payload ? { payload } : {}), as: 'owner', headers: key ? { 'idempotency-key': key } : {} });

// The first answer, then the replay (same answer, no row written), then the key with another body (422, no row).
const expectIdempotent = async (method: Method, url: string, body: object | undefined, status: number, otherBody: object, between?: () => Promise<unknown>) => {
  const key = crypto.randomUUID();
  const first = await send(method, url, body, key);
  expectStatus(first, status);
  await between?.();
  const before = await rowCounts(t.db);
  const replay = await send(method, url, body, key);
  expectStatus(replay, status);
  expect(replay.json()).toEqual(first.json());
  const other = await send(method, url, otherBody, key);
  expectStatus(other, 422);
  expect(other.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED_FOR_REQUEST });
  expect(await rowCounts(t.db)).toEqual(before);
  const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  expect(stored).toMatchObject({ responseStatus: status, response: first.json() });
  return first.json() as unknown;
};

const expenseBody = {
  expenseDate: '2025-02-14',
  expenseTotalAmount: '1500.50',
  expenseCycleNumber: 2,
  expenseType: `${API}/expense-types/3`,
  expensePaymentType: `${API}/expense-payment-types/1`,
  staff: null,
  schoolClass: null,
  expenseComment: 'Идемпотентность',
  isPaid: true,
};

describe('expenses', () => {
  it('POST expenses: a repeat is the same expense, not a second one', async () => {
    const created = (await expectIdempotent('POST', 'expenses', expenseBody, 201, { ...expenseBody, expenseTotalAmount: '99' })) as ExpenseRow;
    const rows = await t.db.select().from(expenses).where(eq(expenses.comment, 'Идемпотентность'));
    expect(rows.map((row) => [row.id, row.totalAmount])).toEqual([[created.expenseId, '1500.50']]);
  });

  it('PATCH expenses/:id (an edit, then the void): a repeat answers what the first got, not the expense as it is now', async () => {
    const created = (await send('POST', 'expenses', { ...expenseBody, expenseComment: 'Правка' })).json() as ExpenseRow;
    const id = created.expenseId;
    const edited = (await expectIdempotent('PATCH', `expenses/${id}`, { id, expenseTotalAmount: '200' }, 200, { id, expenseTotalAmount: '300' }, () =>
      send('PATCH', `expenses/${id}`, { id, expenseTotalAmount: '250' }),
    )) as ExpenseRow;
    expect(edited.expenseTotalAmount).toBe('200.00');
    expect((await t.db.select().from(expenses).where(eq(expenses.id, id)))[0].totalAmount).toBe('250.00');
    await expectIdempotent('PATCH', `expenses/${id}`, { id, isArchived: true }, 200, { id, isArchived: false });
    expect((await t.db.select().from(expenses).where(eq(expenses.id, id)))[0].isArchived).toBe(true);
  });

  it('refuses a malformed key, and the same key on another route, writing nothing', async () => {
    expectBadRequest(await send('POST', 'expenses', expenseBody, 'ключ'), INVALID_IDEMPOTENCY_KEY);
    const key = crypto.randomUUID();
    expectStatus(await send('POST', 'expenses', { ...expenseBody, expenseComment: 'Ключ' }, key), 201);
    const before = await rowCounts(t.db);
    const elsewhere = await send('POST', 'daily-change-record', { recordDate: today, startAmount: '1' }, key);
    expectStatus(elsewhere, 422);
    expect(elsewhere.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED_FOR_REQUEST });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('twin requests sent together make one expense', async () => {
    const key = crypto.randomUUID();
    const body = { ...expenseBody, expenseComment: 'Близнецы' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('POST', 'expenses', body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await t.db.select().from(expenses).where(eq(expenses.comment, 'Близнецы'))).toHaveLength(1);
  });
});

describe('payments', () => {
  it('PATCH payments/:id (the cash handed over): a repeat answers what the first got, not the payment as it is now', async () => {
    const fixture = await createPaymentFixture(t.db);
    const paid = await send('POST', 'addPayment', mathsBody(fixture, 2));
    expectStatus(paid, 201);
    const { paymentId } = paid.json() as { paymentId: number };
    const answer = (await expectIdempotent('PATCH', `payments/${paymentId}`, { totalAmountPaidByClient: '7000' }, 200, { totalAmountPaidByClient: '8000' }, () =>
      send('PATCH', `payments/${paymentId}`, { totalAmountPaidByClient: '7500' }),
    )) as { totalAmountPaidByClient: string; version: number };
    expect(answer.totalAmountPaidByClient).toBe('7000.00');
    expect(answer.version).toBe(2);
  });
});

describe('the cash day and the change', () => {
  let recordId = 0;

  it('POST daily-change-record: a repeat of the opening is its answer, not "already open"', async () => {
    const record = (await expectIdempotent('POST', 'daily-change-record', { recordDate: today, startAmount: '5000' }, 201, {
      recordDate: today,
      startAmount: '6000',
    })) as DailyRecord;
    recordId = record.id;
  });

  it('PATCH daily-change-record/:id', async () => {
    const edited = (await expectIdempotent('PATCH', `daily-change-record/${recordId}`, { notes: 'Утро' }, 200, { notes: 'Вечер' }, () =>
      send('PATCH', `daily-change-record/${recordId}`, { notes: 'День' }),
    )) as DailyRecord;
    expect(edited.notes).toBe('Утро');
  });

  it('POST cash-change and PATCH cash-change/:id', async () => {
    const fixture = await createPaymentFixture(t.db);
    const [cash] = await t.db.select().from(paymentDescriptors).where(eq(paymentDescriptors.name, 'Наличные'));
    const paid = await send('POST', 'addPayment', mathsBody(fixture, 2, { paymentDate: today, descriptors: [cash.id], change: '600' }));
    expectStatus(paid, 201);
    const { paymentId } = paid.json() as { paymentId: number };
    // without a key the repeat of the same change answers 200; with one it is the first answer, 201
    const change = (await expectIdempotent('POST', 'cash-change', { paymentId, changeAmount: '600', notes: 'Сдача' }, 201, {
      paymentId,
      changeAmount: '500',
      notes: 'Сдача',
    })) as { cashChangeId: number };
    const id = change.cashChangeId;
    const edited = (await expectIdempotent('PATCH', `cash-change/${id}`, { id, changeAmount: '650' }, 200, { id, changeAmount: '700' }, () =>
      send('PATCH', `cash-change/${id}`, { id, changeAmount: '600' }),
    )) as { changeAmount: string };
    expect(edited.changeAmount).toBe('650.00');
  });

  it('POST daily-change-record/:id/count: a repeat is no second count', async () => {
    const count = (await expectIdempotent('POST', `daily-change-record/${recordId}/count`, { countedAmount: '5000' }, 201, { countedAmount: '5001' })) as CashCount;
    expect(count.countedAmount).toBe('5000.00');
  });

  it('POST daily-change-record/:id/close: a repeat of the close is its answer, not "already closed"', async () => {
    await expectIdempotent('POST', `daily-change-record/${recordId}/close`, { endAmount: '1', notes: 'Пересчет' }, 200, { endAmount: '2', notes: 'Пересчет' });
  });
});

describe('teacher payouts', () => {
  const teacherPath = async () => {
    const [group] = await t.db.select().from(schoolClasses).where(isNotNull(schoolClasses.staffId)).orderBy(asc(schoolClasses.id)).limit(1);
    return { staffId: group.staffId!, classId: group.id };
  };

  it('recalculations, overrides and their removal: a repeat is no second override and no "already removed"', async () => {
    const { staffId } = await teacherPath();
    const path = `owner/teacher-payout/snapshot-recalculate/${staffId}/1/ODINTSOVO`;
    const snapshot = (await expectIdempotent('POST', path, undefined, 200, { other: true })) as SnapshotAnswer;
    const teacher = snapshot.details.find((detail) => detail.detailType === 'TEACHER')!;
    const adjusted = (await expectIdempotent('POST', `owner/teacher-payout/override/${teacher.id}`, { newAmount: '1000', reason: 'Премия' }, 200, {
      newAmount: '2000',
      reason: 'Премия',
    })) as SnapshotAnswer;
    const overrideId = adjusted.details.find((detail) => detail.id === teacher.id)!.overrideId!;
    await expectIdempotent('DELETE', `owner/teacher-payout/override/${overrideId}`, undefined, 200, { other: true });
    await expectIdempotent('POST', `owner/teacher-payout/recalculate-fresh/${staffId}/1/ODINTSOVO`, {}, 200, { other: true });
  });

  it('POST zelenograd/calculate (the ticks)', async () => {
    const { staffId, classId } = await teacherPath();
    await expectIdempotent('POST', `owner/teacher-payout/zelenograd/calculate/${staffId}/1`, { classOverrides: { [classId]: true } }, 200, {
      classOverrides: { [classId]: false },
    });
  });
});
