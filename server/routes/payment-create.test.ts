import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_POSITIVE,
  AMOUNT_TOO_MANY_DECIMALS,
  CHANGE_NEGATIVE,
  CYCLE_TOO_SMALL,
  DESCRIPTOR_REQUIRED,
  GROUP_REQUIRED,
  LESSONS_TOO_FEW,
  LINE_AMOUNT_MISSING,
  PAID_BY_CLIENT_MISMATCH,
  PAYMENT_DATE_REQUIRED,
  STUDENT_REQUIRED,
  SUBJECT_REQUIRED,
  TOTAL_BELOW_MINIMUM,
  TOTAL_IS_ZERO,
  TOTAL_NOT_SUM,
} from '../../resources/money/payment-body';
import type { PaymentClassRow, PaymentDescriptorRow, StudentOption } from '../../resources/payment-new';
import { DUPLICATE_PAYMENT } from '../../resources/payment-new';
import { dayRefusal } from '../../resources/money/cash-desk';
import { dayInTimeZone } from '../../resources/school-year';
import { auditLog, cashChanges, paymentDescriptorLinks, paymentDetails, students } from '../db/schema/index';
import { paymentDescriptorSeed } from '../seed/payments';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';
import { DESCRIPTOR_NOT_FOUND, GROUP_NOT_FOUND, STUDENT_NOT_FOUND, SUBJECT_NOT_OF_GROUP, SUBJECTS_NOT_LINES } from '../services/payment-create';
import { createPaymentFixture, detailCount, fullBody, mathsBody, paymentsOf, type PaymentFixture } from './payment-create.fixture';

// money.md §2 "Add payment", §5 "Payment form" / "Per-subject line", §7 Payments, §8; docs/api-money.md
// "Payments: adding a payment". The idempotency and concurrency cases are in payment-create-races.test.ts.
let t: TestApp;
let f: PaymentFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createPaymentFixture(t.db);
});
afterAll(async () => {
  await t?.close();
});

const addPayment = (payload: object, as: DemoLogin = 'admin', headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/addPayment', payload, as, headers });
const classesOf = async (studentId: number) => {
  const response = await t.call({ method: 'GET', url: `/api/student-classes-for-payment-info/${studentId}`, as: 'admin' });
  expectStatus(response, 200);
  return response.json() as PaymentClassRow[];
};

describe('payment-descriptors-info', () => {
  it('lists the payment types', async () => {
    const response = await t.call({ method: 'GET', url: '/api/payment-descriptors-info', as: 'admin' });
    expectStatus(response, 200);
    const rows = response.json() as PaymentDescriptorRow[];
    expect(rows.map((row) => row.paymentDescriptorName)).toEqual(paymentDescriptorSeed);
    expect(Object.keys(rows[0]).sort()).toEqual(['paymentDescriptorId', 'paymentDescriptorName']);
  });
});

describe('all-students-info', () => {
  it('lists the active students by name in Russian order, id and name only', async () => {
    const response = await t.call({ method: 'GET', url: '/api/all-students-info', as: 'admin' });
    expectStatus(response, 200);
    const rows = response.json() as StudentOption[];
    const active = await t.db.select({ id: students.id }).from(students).where(eq(students.isArchived, false));
    expect(rows).toHaveLength(active.length);
    expect(response.headers['x-total-count']).toBe(String(active.length));
    expect(Object.keys(rows[0]).sort()).toEqual(['studentId', 'studentName']);
    const names = rows.map((row) => row.studentName);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'ru')));
  });

  it('leaves out archived students, searches by name and pages', async () => {
    const [archived] = await t.db.insert(students).values({ name: 'Архивный Ученик Платежей', isArchived: true }).returning();
    const response = await t.call({ method: 'GET', url: `/api/all-students-info?q=${encodeURIComponent('тестов платёж')}`, as: 'admin' });
    expectStatus(response, 200);
    expect((response.json() as StudentOption[]).map((row) => row.studentId)).toEqual([f.studentId]);
    const all = (await t.call({ method: 'GET', url: '/api/all-students-info', as: 'admin' })).json() as StudentOption[];
    expect(all.some((row) => row.studentId === archived.id)).toBe(false);
    const page = await t.call({ method: 'GET', url: '/api/all-students-info?_start=2&_end=5', as: 'admin' });
    expect(page.json()).toEqual(all.slice(2, 5));
  });
});

describe('student-classes-for-payment-info', () => {
  it('gives one line per active group with the next unpaid cycle, the lessons left and the student’s price', async () => {
    const rows = await classesOf(f.studentId);
    expect(rows.map(({ priceExplanation: _text, className: _name, subjectName: _subject, teacherName: _teacher, ...row }) => row)).toEqual([
      { classId: f.maths.classId, subjectId: f.maths.subjectId, classCycle: 2, lessonAmount: 8, lessonsPerCycle: 8, cyclePrice: '6400.00', amount: '6400.00', paidCycles: [] },
      { classId: f.physics.classId, subjectId: f.physics.subjectId, classCycle: 1, lessonAmount: 5, lessonsPerCycle: 8, cyclePrice: '3600.00', amount: '2250.00', paidCycles: [] },
    ]);
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(rows[0].priceExplanation)).toMatch(/^Тариф «Тест А .*»: цена за первый предмет 6 400 ₽$/);
    expect(plain(rows[1].priceExplanation)).toMatch(/цена за второй предмет 3 600 ₽; 3 600 ₽ × 5 \/ 8 = 2 250 ₽$/);
  });

  it('answers 404 for a student that does not exist', async () => {
    const response = await t.call({ method: 'GET', url: '/api/student-classes-for-payment-info/999999', as: 'admin' });
    expectStatus(response, 404);
    expect(response.json()).toEqual({ message: 'Ученик не найден' });
  });
});

describe('addPayment', () => {
  it('stores the payment, its details, its types, the cash handed over and an audit row', async () => {
    const fixture = await createPaymentFixture(t.db);
    const response = await addPayment(fullBody(fixture, { totalAmount: '8 650,00', change: '350', descriptors: [1, 2] }));
    expectStatus(response, 201);
    const { paymentId } = response.json() as { paymentId: number };
    expect(Object.keys(response.json())).toEqual(['paymentId']);
    const [payment] = await paymentsOf(t.db, fixture.studentId);
    expect(payment).toMatchObject({
      id: paymentId,
      paymentDate: '2025-02-03',
      totalAmount: '8650.00',
      totalAmountPaidByClient: '9000.00',
      comment: 'Оплатила мама',
      version: 1,
      voidedAt: null,
    });
    const details = await t.db.select().from(paymentDetails).where(eq(paymentDetails.paymentId, paymentId)).orderBy(paymentDetails.id);
    expect(details.map(({ classId, subjectId, amount, classCycle, lessonAmount }) => ({ classId, subjectId, amount, classCycle, lessonAmount }))).toEqual([
      { classId: fixture.maths.classId, subjectId: fixture.maths.subjectId, amount: '6400.00', classCycle: 2, lessonAmount: 8 },
      { classId: fixture.physics.classId, subjectId: fixture.physics.subjectId, amount: '2250.00', classCycle: 1, lessonAmount: 5 },
    ]);
    const links = await t.db.select().from(paymentDescriptorLinks).where(eq(paymentDescriptorLinks.paymentId, paymentId));
    expect(links.map((link) => link.descriptorId).sort()).toEqual([1, 2]);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payments'), eq(auditLog.entityId, String(paymentId))));
    expect(audits.map((entry) => [entry.action, entry.userLogin])).toEqual([['create', 'admin']]);
    // the next lines are the next cycles
    const rows = await classesOf(fixture.studentId);
    expect(rows.map((row) => [row.classCycle, row.paidCycles])).toEqual([
      [3, [2]],
      [2, [1]],
    ]);
  });

  it('takes amounts above the minimum, spread over the lines in any way', async () => {
    const fixture = await createPaymentFixture(t.db);
    const body = fullBody(fixture, {
      totalAmount: '9000,5',
      subjects: undefined,
      paymentDetails: [
        { classId: `http://localhost/api/classes/${fixture.maths.classId}`, amount: '8000', classCycle: 2, lessonAmount: 8 },
        { classId: fixture.physics.classId, subjectId: fixture.physics.subjectId, amount: '1000,50', classCycle: 1, lessonAmount: 5 },
      ],
    });
    expectStatus(await addPayment(body, 'owner'), 201);
    expect((await paymentsOf(t.db, fixture.studentId))[0].totalAmount).toBe('9000.50');
  });

  it.each([
    ['student', { student: null }, STUDENT_REQUIRED],
    ['paymentDate', { paymentDate: '' }, PAYMENT_DATE_REQUIRED],
    ['paymentDate', { paymentDate: '03.02.2025' }, 'Неверная дата'],
    ['totalAmount', { totalAmount: '0' }, TOTAL_IS_ZERO],
    ['totalAmount', { totalAmount: '8650,001' }, AMOUNT_TOO_MANY_DECIMALS],
    ['totalAmount', { totalAmount: '8650,01' }, TOTAL_NOT_SUM],
    ['descriptors', { descriptors: [] }, DESCRIPTOR_REQUIRED],
    ['paymentDetails', { paymentDetails: [] }, SUBJECT_REQUIRED],
    ['change', { change: '-10' }, CHANGE_NEGATIVE],
    ['totalAmountPaidByClient', { change: '350', totalAmountPaidByClient: '9000,01' }, PAID_BY_CLIENT_MISMATCH],
  ])('refuses a bad %s: %j', async (name, overrides, message) => {
    expectValidationError(await addPayment(fullBody(f, overrides)), message, name);
  });

  it.each([
    ['classId', { classId: null }, GROUP_REQUIRED],
    ['amount', { amount: '' }, LINE_AMOUNT_MISSING],
    ['amount', { amount: '0' }, AMOUNT_NOT_POSITIVE],
    ['amount', { amount: '-1' }, AMOUNT_NOT_POSITIVE],
    ['amount', { amount: 'сто' }, AMOUNT_NOT_POSITIVE],
    ['amount', { amount: '6400,123' }, AMOUNT_TOO_MANY_DECIMALS],
    ['classCycle', { classCycle: 0 }, CYCLE_TOO_SMALL],
    ['lessonAmount', { lessonAmount: 0 }, LESSONS_TOO_FEW],
  ])('refuses a line with a bad %s: %j', async (name, overrides, message) => {
    const body = fullBody(f);
    body.paymentDetails[0] = { ...body.paymentDetails[0], ...overrides } as (typeof body.paymentDetails)[0];
    expectValidationError(await addPayment(body), message, `paymentDetails.0.${name}`);
  });

  it('refuses a total below the calculated minimum, with 0,01 ₽ to spare', async () => {
    const body = fullBody(f, { totalAmount: '8649,99' });
    body.paymentDetails[1].amount = '2249,99';
    expectValidationError(await addPayment(body), TOTAL_BELOW_MINIMUM, 'totalAmount');
  });

  it('refuses what the database does not know or contradicts', async () => {
    expectValidationError(await addPayment(fullBody(f, { student: 999999 })), STUDENT_NOT_FOUND, 'student');
    expectValidationError(await addPayment(fullBody(f, { descriptors: [1, 999] })), DESCRIPTOR_NOT_FOUND, 'descriptors');
    expectValidationError(await addPayment(fullBody(f, { subjects: [f.maths.subjectId] })), SUBJECTS_NOT_LINES, 'subjects');
    const missingGroup = fullBody(f);
    missingGroup.paymentDetails[0].classId = 999999;
    expectValidationError(await addPayment(missingGroup), GROUP_NOT_FOUND, 'paymentDetails.0.classId');
    const otherSubject = fullBody(f);
    otherSubject.paymentDetails[0] = { ...otherSubject.paymentDetails[0], subjectId: f.physics.subjectId } as (typeof otherSubject.paymentDetails)[0];
    expectValidationError(await addPayment(otherSubject), SUBJECT_NOT_OF_GROUP, 'paymentDetails.0.subjectId');
  });

  it('writes nothing on any refusal', async () => {
    const before = await rowCounts(t.db);
    const refusals = [
      fullBody(f, { totalAmount: '1' }),
      fullBody(f, { student: 999999 }),
      fullBody(f, { descriptors: [999] }),
      fullBody(f, { totalAmount: '8649,99', paymentDetails: [{ ...fullBody(f).paymentDetails[0], amount: '6399,99' }, fullBody(f).paymentDetails[1]] }),
    ];
    for (const body of refusals) expectStatus(await addPayment(body), 400);
    expectStatus(await addPayment(fullBody(f), 'teacher'), 403);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('the duplicate warning', () => {
  it('answers 409 with the lines already paid, writes nothing, and stores the payment once confirmed', async () => {
    const fixture = await createPaymentFixture(t.db);
    expectStatus(await addPayment(mathsBody(fixture, 2)), 201);
    const first = (await paymentsOf(t.db, fixture.studentId))[0];
    const before = await rowCounts(t.db);
    const warned = await addPayment(fullBody(fixture));
    expectStatus(warned, 409);
    const answer = warned.json() as { message: string; duplicateDetails: Record<string, unknown>[] };
    expect(answer.message).toBe(DUPLICATE_PAYMENT);
    expect(answer.duplicateDetails).toEqual([
      expect.objectContaining({
        paymentId: first.id,
        paymentDate: '2025-02-03',
        classId: fixture.maths.classId,
        subjectId: fixture.maths.subjectId,
        classCycle: 2,
        amount: '6400.00',
      }),
    ]);
    expect(answer.duplicateDetails[0].className).toMatch(/^Платежи: Математика/);
    expect(await rowCounts(t.db)).toEqual(before);

    const confirmed = await addPayment(fullBody(fixture, { possibleDuplicateConfirmed: true }));
    expectStatus(confirmed, 201);
    expect(await paymentsOf(t.db, fixture.studentId)).toHaveLength(2);
    expect(await detailCount(t.db, fixture.studentId)).toBe(3);
  });

  it('does not count a voided payment, nor another cycle', async () => {
    const fixture = await createPaymentFixture(t.db);
    expectStatus(await addPayment(mathsBody(fixture, 2)), 201);
    expectStatus(await addPayment(mathsBody(fixture, 3)), 201);
    const [first] = await paymentsOf(t.db, fixture.studentId);
    const { payments } = await import('../db/schema/index');
    await t.db.update(payments).set({ voidedAt: new Date(), voidedBy: 'test', voidReason: 'тест' }).where(eq(payments.id, first.id));
    expectStatus(await addPayment(mathsBody(fixture, 2)), 201);
    expectStatus(await addPayment(mathsBody(fixture, 3)), 409);
  });
});

describe('cash-change', () => {
  const post = (payload: object, as: DemoLogin = 'admin') => t.call({ method: 'POST', url: '/api/cash-change', payload, as });
  const patch = (id: number, payload: object, as: DemoLogin = 'admin') => t.call({ method: 'PATCH', url: `/api/cash-change/${id}`, payload, as });
  // the change is the cash of the payment's day: only a payment of the centre's today takes one (docs/money.md §12)
  const today = dayInTimeZone(new Date(), 'Europe/Moscow');
  const todays = (fixture: PaymentFixture, cycle: number, overrides: Record<string, unknown> = {}) => mathsBody(fixture, cycle, { paymentDate: today, ...overrides });

  it('registers the change of a payment once; a retry answers the same row; another change is a 409', async () => {
    const fixture = await createPaymentFixture(t.db);
    const created = await addPayment(todays(fixture, 2, { change: '600' }));
    const { paymentId } = created.json() as { paymentId: number };
    const first = await post({ payment: `http://localhost/api/payments/${paymentId}`, changeAmount: '600', notes: 'Сдача выдана из кассы' });
    expectStatus(first, 201);
    expect(first.json()).toEqual({
      cashChangeId: expect.any(Number),
      paymentId,
      changeAmount: '600.00',
      notes: 'Сдача выдана из кассы',
      totalAmountPaidByClient: '7000.00',
    });
    const retry = await post({ paymentId, changeAmount: '600,00', notes: 'Сдача выдана из кассы' });
    expectStatus(retry, 200);
    expect(retry.json()).toEqual(first.json());
    const other = await post({ paymentId, changeAmount: '500' });
    expectStatus(other, 409);
    expect(other.json()).toEqual({ message: 'Сдача для этого платежа уже зарегистрирована' });
  });

  it('changes the change, and the cash handed over follows it or is checked against it', async () => {
    const fixture = await createPaymentFixture(t.db);
    const { paymentId } = (await addPayment(todays(fixture, 2, { change: '600' }))).json() as { paymentId: number };
    const { cashChangeId } = (await post({ paymentId, changeAmount: '600' })).json() as { cashChangeId: number };
    const edited = await patch(cashChangeId, { id: cashChangeId, paymentChangeAmount: '100', notes: 'Ошиблись' });
    expectStatus(edited, 200);
    expect(edited.json()).toMatchObject({ changeAmount: '100.00', notes: 'Ошиблись', totalAmountPaidByClient: '6500.00' });
    expectBadRequest(await patch(cashChangeId, { changeAmount: '100', totalAmountPaidByClient: '7000' }), PAID_BY_CLIENT_MISMATCH);
    expectStatus(await patch(cashChangeId, { changeAmount: '100', totalAmountPaidByClient: '6500,01' }), 200);
    expectValidationError(await patch(cashChangeId, { changeAmount: '-1' }), CHANGE_NEGATIVE, 'changeAmount');
    expect((await patch(cashChangeId, { notes: 'Только примечание' })).json()).toMatchObject({ changeAmount: '100.00', notes: 'Только примечание' });
  });

  it('refuses a negative change, a missing payment and a missing change, writing nothing', async () => {
    const fixture = await createPaymentFixture(t.db);
    const { paymentId } = (await addPayment(todays(fixture, 2))).json() as { paymentId: number };
    const before = await rowCounts(t.db);
    expectValidationError(await post({ paymentId, changeAmount: '-5' }), CHANGE_NEGATIVE, 'changeAmount');
    expectValidationError(await post({ changeAmount: '5' }), 'Укажите платеж', 'payment');
    expect((await post({ paymentId: 999999, changeAmount: '5' })).json()).toEqual({ message: 'Платеж не найден' });
    expectBadRequest(await post({ paymentId, changeAmount: '5', totalAmountPaidByClient: '6400' }), PAID_BY_CLIENT_MISMATCH);
    expectStatus(await patch(999999, { changeAmount: '5' }), 404);
    expectStatus(await post({ paymentId, changeAmount: '5' }, 'teacher'), 403);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses the change of a payment of another day, writing nothing (past days are read-only)', async () => {
    const fixture = await createPaymentFixture(t.db);
    const { paymentId } = (await addPayment(mathsBody(fixture, 2, { change: '600' }))).json() as { paymentId: number };
    const [change] = await t.db.insert(cashChanges).values({ paymentId, changeAmount: '600.00' }).returning();
    const before = await rowCounts(t.db);
    const refusal = dayRefusal('2025-02-03', today);
    expect(refusal).toMatch(/^Касса за 03\.02\.2025 доступна только для просмотра/);
    expectBadRequest(await post({ paymentId, changeAmount: '600' }), refusal);
    expectBadRequest(await patch(change.id, { changeAmount: '100', totalAmountPaidByClient: '6500' }), refusal);
    expect(await rowCounts(t.db)).toEqual(before);
    const [stored] = await t.db.select().from(cashChanges).where(eq(cashChanges.id, change.id));
    expect(stored.changeAmount).toBe('600.00');
  });
});

describe('permissions', () => {
  const routes = [
    { method: 'GET', url: () => '/api/payment-descriptors-info', write: false },
    { method: 'GET', url: () => '/api/all-students-info', write: false },
    { method: 'GET', url: () => `/api/student-classes-for-payment-info/${f.studentId}`, write: false },
    { method: 'POST', url: () => '/api/addPayment', write: true },
    { method: 'POST', url: () => '/api/cash-change', write: true },
    { method: 'PATCH', url: () => '/api/cash-change/999999', write: true },
  ] as const;

  it.each(['teacher', 'user'] as const)('refuses %s everything with 403', async (login) => {
    for (const route of routes) expectStatus(await t.call({ method: route.method, url: route.url(), payload: route.write ? {} : undefined, as: login }), 403);
  });

  it('asks for a sign-in (401) without a token', async () => {
    for (const route of routes) expectStatus(await t.call({ method: route.method, url: route.url(), payload: route.write ? {} : undefined }), 401);
  });

  it.each(['owner', 'admin'] as const)('lets %s read and write', async (login) => {
    for (const route of routes.filter((candidate) => !candidate.write)) expectStatus(await t.call({ method: 'GET', url: route.url(), as: login }), 200);
    const fixture = await createPaymentFixture(t.db);
    expectStatus(await addPayment(mathsBody(fixture, 2), login), 201);
  });
});
