import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverrideHistoryRow, PayoutAmountRow, SnapshotAnswer, ZelenogradPayout } from '../../resources/money/payouts-api';
import * as tables from '../db/schema/index';
import { NOTHING_TO_CHANGE_MESSAGE } from '../errors';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';

// money.md §7 "Payouts, centre 1" and "Payouts, centre 2"; docs/money.md §14 (the same figures as its examples).
//
// The fixture: teacher «Тест Зарплатов», 40 %, cycle 2 of three groups of hers (and cycle 2 lessons dated in 2025):
//   A «Стандарт» (basePriceForCycle 6 400): Лиза 6 of 8 present → 6 400 × 40 % = 2 560 ₽; Марк came to none → 0 ₽.
//   B «Мини-группа» (4 lessons, basePriceForLesson 1 200): Нина 3 of 4 → 1 200 × 3 = 3 600 × 40 % = 1 440 ₽.
//   C «Онлайн» (no base prices): Олег paid 4 700 ₽ for cycle 2, came 5 times → 4 700 × 40 % = 1 880 ₽.
// Groups: A 2 560, B 1 440, C 1 880; the teacher 5 880 ₽.

let t: TestApp;
const f = { teacherId: 0, groupA: 0, groupB: 0, groupC: 0, liza: 0, mark: 0, nina: 0, oleg: 0, lessonsA: [] as number[], tariffId: 0 };

const insertId = async (query: Promise<{ id: number }[]>) => (await query)[0].id;

const addFixture = async () => {
  const { db } = t;
  const pricing = async (name: string) => (await db.select().from(tables.subjectPricing).where(eq(tables.subjectPricing.name, name)))[0];
  const [anyGroup] = await db.select().from(tables.schoolClasses).limit(1);
  f.teacherId = await insertId(db.insert(tables.staff).values({ name: 'Тест Зарплатов', percentageRate: '40.00' }).returning({ id: tables.staff.id }));
  const group = async (name: string, lessonsPerCycle: number, tariff: string) =>
    insertId(
      db
        .insert(tables.schoolClasses)
        .values({ name, cycle: 2, lessonsPerCycle, schoolYearId: anyGroup.schoolYearId, staffId: f.teacherId, subjectId: anyGroup.subjectId, subjectPricingId: (await pricing(tariff)).id })
        .returning({ id: tables.schoolClasses.id }),
    );
  f.groupA = await group('Зарплата А', 8, 'Стандарт');
  f.groupB = await group('Зарплата Б', 4, 'Мини-группа');
  f.groupC = await group('Зарплата В', 8, 'Онлайн');
  const student = (name: string) => insertId(db.insert(tables.students).values({ name }).returning({ id: tables.students.id }));
  f.liza = await student('Лиза Зарплатова');
  f.mark = await student('Марк Зарплатов');
  f.nina = await student('Нина Зарплатова');
  f.oleg = await student('Олег Зарплатов');
  await db.insert(tables.studentClasses).values([
    { studentId: f.liza, classId: f.groupA, enrollmentDate: '2024-08-01' },
    { studentId: f.mark, classId: f.groupA, enrollmentDate: '2024-08-01' },
    { studentId: f.nina, classId: f.groupB, enrollmentDate: '2024-08-01' },
    { studentId: f.oleg, classId: f.groupC, enrollmentDate: '2024-08-01' },
  ]);
  const day = (index: number) => new Date(Date.UTC(2025, 1, 3 + 7 * index)).toISOString().slice(0, 10);
  const lessonsOf = async (classId: number, count: number) =>
    (
      await db
        .insert(tables.lessons)
        .values(Array.from({ length: count }, (_, index) => ({ classId, cycleNumber: 2, lessonNumber: index + 1, lessonDate: day(index) })))
        .returning({ id: tables.lessons.id })
    ).map((row) => row.id);
  f.lessonsA = await lessonsOf(f.groupA, 8);
  const lessonsB = await lessonsOf(f.groupB, 4);
  const lessonsC = await lessonsOf(f.groupC, 8);
  const marks = (studentId: number, lessonIds: number[], values: string[]) =>
    values.map((value, index) => ({ lessonId: lessonIds[index], studentId, gradeType: 'attendance' as const, value }));
  await db.insert(tables.grades).values([
    ...marks(f.liza, f.lessonsA, ['+', '+', '-', '+', '+(опоздание)', '-', '+', '+']),
    ...marks(f.mark, f.lessonsA, ['-', '-']),
    ...marks(f.nina, lessonsB, ['+', '+', '-', '+(отработка)']),
    ...marks(f.oleg, lessonsC, ['+', '+', '+', '+', '+', '-']),
  ]);
  const paymentId = await insertId(
    db.insert(tables.payments).values({ studentId: f.oleg, paymentDate: '2025-02-01', totalAmount: '4700.00', createdBy: 'test' }).returning({ id: tables.payments.id }),
  );
  await db.insert(tables.paymentDetails).values({ paymentId, classId: f.groupC, subjectId: anyGroup.subjectId, amount: '4700.00', classCycle: 2, lessonAmount: 8 });
  f.tariffId = (await pricing('Стандарт')).id;
};

beforeAll(async () => {
  t = await createTestApp();
  await addFixture();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as: DemoLogin = 'owner') =>
  t.call({ method, url: `/api/${url}`, ...(payload ? { payload } : {}), as });
const ok = async <Answer>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as: DemoLogin = 'owner') => {
  const response = await call(method, url, payload, as);
  expectStatus(response, method === 'POST' && url === 'payout-amounts' ? 201 : 200);
  return response.json() as Answer;
};

const snapshotPath = (kind: string) => `owner/teacher-payout/${kind}/${f.teacherId}/2/ODINTSOVO`;
const amounts = (answer: SnapshotAnswer) =>
  answer.details.map((detail) => [detail.detailType, detail.className, detail.studentName, detail.calculatedAmount, detail.finalAmount, detail.hasOverride]);
const detail = (answer: SnapshotAnswer, type: string, name?: string) =>
  answer.details.find((row) => row.detailType === type && (name === undefined || row.studentName === name || (type === 'CLASS' && row.className === name)))!;

describe('centre 1: the snapshot', () => {
  it('GET odintsovo before any calculation answers no snapshot', async () => {
    expect(await ok<SnapshotAnswer>('GET', `owner/teacher-payout/odintsovo?staffId=${f.teacherId}&classCycle=2`)).toEqual({ snapshot: null, details: [] });
  });

  it('snapshot-recalculate creates it: the teacher, then each group and its students, amounts as docs/money.md §14 works them out', async () => {
    const answer = await ok<SnapshotAnswer>('POST', snapshotPath('snapshot-recalculate'));
    expect(answer.snapshot).toMatchObject({ teacherId: f.teacherId, teacherName: 'Тест Зарплатов', classCycle: 2, centerType: 'ODINTSOVO', hasOverrides: false });
    expect(amounts(answer)).toEqual([
      ['TEACHER', null, null, '5880.00', '5880.00', false],
      ['CLASS', 'Зарплата А', null, '2560.00', '2560.00', false],
      ['STUDENT', 'Зарплата А', 'Лиза Зарплатова', '2560.00', '2560.00', false],
      ['STUDENT', 'Зарплата А', 'Марк Зарплатов', '0.00', '0.00', false],
      ['CLASS', 'Зарплата Б', null, '1440.00', '1440.00', false],
      ['STUDENT', 'Зарплата Б', 'Нина Зарплатова', '1440.00', '1440.00', false],
      ['CLASS', 'Зарплата В', null, '1880.00', '1880.00', false],
      ['STUDENT', 'Зарплата В', 'Олег Зарплатов', '1880.00', '1880.00', false],
    ]);
    expect(JSON.parse(detail(answer, 'TEACHER').calculationData)).toMatchObject({ percentageRate: '40.00' });
    expect(JSON.parse(detail(answer, 'STUDENT', 'Лиза Зарплатова').calculationData)).toMatchObject({
      attendanceCount: 6,
      calculationType: 'PER_CYCLE',
      basePriceUsed: '6400.00',
      totalAmount: '6400.00',
    });
    expect(JSON.parse(detail(answer, 'STUDENT', 'Нина Зарплатова').calculationData)).toMatchObject({
      attendanceCount: 3,
      calculationType: 'PER_LESSON',
      basePriceUsed: '1200.00',
      totalAmount: '3600.00',
    });
    expect(JSON.parse(detail(answer, 'STUDENT', 'Олег Зарплатов').calculationData)).toMatchObject({
      attendanceCount: 5,
      calculationType: 'PER_CYCLE',
      basePriceUsed: '4700.00',
      basePriceSource: 'paidAmount',
    });
    const again = await ok<SnapshotAnswer>('GET', `owner/teacher-payout/odintsovo?staffId=${f.teacherId}&classCycle=2`);
    expect(amounts(again)).toEqual(amounts(answer));
    expect(again.details.map((row) => row.id)).toEqual(answer.details.map((row) => row.id));
  });

  it('an override of a student flows into the group and the teacher; a second one replaces it and both stay in the history', async () => {
    const before = await ok<SnapshotAnswer>('POST', snapshotPath('snapshot-recalculate'));
    const liza = detail(before, 'STUDENT', 'Лиза Зарплатова');
    const first = await ok<SnapshotAnswer>('POST', `owner/teacher-payout/override/${liza.id}`, { newAmount: 3000, reason: 'Премия' });
    expect(first.snapshot?.hasOverrides).toBe(true);
    expect(detail(first, 'STUDENT', 'Лиза Зарплатова')).toMatchObject({ id: liza.id, calculatedAmount: '2560.00', finalAmount: '3000.00', hasOverride: true, isAdjusted: true });
    expect(detail(first, 'CLASS', 'Зарплата А')).toMatchObject({ calculatedAmount: '3000.00', finalAmount: '3000.00', hasOverride: false });
    expect(detail(first, 'TEACHER').finalAmount).toBe('6320.00');

    const second = await ok<SnapshotAnswer>('POST', `owner/teacher-payout/override/${liza.id}`, { newAmount: '2800,50' });
    expect(detail(second, 'STUDENT', 'Лиза Зарплатова').finalAmount).toBe('2800.50');
    expect(detail(second, 'TEACHER').finalAmount).toBe('6120.50');
    const history = await ok<OverrideHistoryRow[]>('GET', `owner/teacher-payout/override-history/${liza.id}`);
    expect(history.map((row) => [row.newAmount, row.previousAmount, row.overrideReason, row.active, row.removedAt !== null])).toEqual([
      ['2800.50', '3000.00', null, true, false],
      ['3000.00', '2560.00', 'Премия', false, true],
    ]);
    expect(history[0].createdBy).toBe('owner');

    const kept = await ok<SnapshotAnswer>('POST', snapshotPath('recalculate-with-overrides'));
    expect(detail(kept, 'STUDENT', 'Лиза Зарплатова').finalAmount).toBe('2800.50');
  });

  it('a group override replaces its sum; DELETE takes it away and keeps it in the history as removed', async () => {
    const before = await ok<SnapshotAnswer>('POST', snapshotPath('snapshot-recalculate'));
    const groupB = detail(before, 'CLASS', 'Зарплата Б');
    const adjusted = await ok<SnapshotAnswer>('POST', `owner/teacher-payout/override/${groupB.id}`, { newAmount: 2000, reason: 'Замена' });
    expect(detail(adjusted, 'CLASS', 'Зарплата Б')).toMatchObject({ calculatedAmount: '1440.00', finalAmount: '2000.00', hasOverride: true });
    expect(detail(adjusted, 'TEACHER').finalAmount).toBe('6680.50');
    const overrideId = detail(adjusted, 'CLASS', 'Зарплата Б').overrideId!;
    const removed = await ok<SnapshotAnswer>('DELETE', `owner/teacher-payout/override/${overrideId}`);
    expect(detail(removed, 'CLASS', 'Зарплата Б')).toMatchObject({ finalAmount: '1440.00', hasOverride: false, overrideId: null });
    const history = await ok<OverrideHistoryRow[]>('GET', `owner/teacher-payout/override-history/${groupB.id}`);
    expect(history.map((row) => [row.newAmount, row.active, row.removedBy])).toEqual([['2000.00', false, 'owner']]);
    expectBadRequest(await call('DELETE', `owner/teacher-payout/override/${overrideId}`), 'Изменение уже удалено');
  });

  it('recalculate-fresh drops every override (each kept in the history as removed) and gives the calculated amounts', async () => {
    const before = await ok<SnapshotAnswer>('POST', snapshotPath('snapshot-recalculate'));
    const liza = detail(before, 'STUDENT', 'Лиза Зарплатова');
    expect(before.snapshot?.hasOverrides).toBe(true);
    const fresh = await ok<SnapshotAnswer>('POST', snapshotPath('recalculate-fresh'));
    expect(fresh.snapshot?.hasOverrides).toBe(false);
    expect(detail(fresh, 'STUDENT', 'Лиза Зарплатова')).toMatchObject({ id: liza.id, finalAmount: '2560.00', hasOverride: false, isAdjusted: false });
    expect(detail(fresh, 'TEACHER').finalAmount).toBe('5880.00');
    const history = await ok<OverrideHistoryRow[]>('GET', `owner/teacher-payout/override-history/${liza.id}`);
    expect(history.map((row) => row.active)).toEqual([false, false]);
  });

  it('refuses bad amounts with the spec words and changes nothing', async () => {
    const answer = await ok<SnapshotAnswer>('POST', snapshotPath('snapshot-recalculate'));
    const liza = detail(answer, 'STUDENT', 'Лиза Зарплатова');
    const counts = await rowCounts(t.db);
    expectValidationError(await call('POST', `owner/teacher-payout/override/${liza.id}`, { newAmount: -1 }), 'Сумма не может быть отрицательной');
    expectValidationError(await call('POST', `owner/teacher-payout/override/${liza.id}`, { newAmount: 'abc' }), 'Пожалуйста, введите корректную сумму');
    expectValidationError(await call('POST', `owner/teacher-payout/override/${liza.id}`, { newAmount: '1.234' }), 'Пожалуйста, введите корректную сумму');
    expectValidationError(await call('POST', `owner/teacher-payout/override/${liza.id}`, {}), 'Пожалуйста, введите корректную сумму');
    expectStatus(await call('POST', `owner/teacher-payout/override/999999`, { newAmount: 1 }), 404);
    expectStatus(await call('POST', `owner/teacher-payout/snapshot-recalculate/${f.teacherId}/11/ODINTSOVO`), 400);
    expectStatus(await call('POST', `owner/teacher-payout/snapshot-recalculate/${f.teacherId}/2/MOSCOW`), 400);
    expectStatus(await call('POST', `owner/teacher-payout/snapshot-recalculate/999999/2/ODINTSOVO`), 404);
    expectStatus(await call('GET', `owner/teacher-payout/odintsovo?staffId=${f.teacherId}`), 400);
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('0 is an amount: the teacher can be paid nothing for a student', async () => {
    const answer = await ok<SnapshotAnswer>('POST', snapshotPath('snapshot-recalculate'));
    const oleg = detail(answer, 'STUDENT', 'Олег Зарплатов');
    const zero = await ok<SnapshotAnswer>('POST', `owner/teacher-payout/override/${oleg.id}`, { newAmount: 0 });
    expect(detail(zero, 'STUDENT', 'Олег Зарплатов')).toMatchObject({ finalAmount: '0.00', hasOverride: true, isAdjusted: true });
    await ok('POST', snapshotPath('recalculate-fresh'));
  });
});

describe('permissions: manage Management', () => {
  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
  ] as const)('%s → %i on every payout read', async (as, status) => {
    for (const url of [
      `owner/teacher-payout/odintsovo?staffId=${f.teacherId}&classCycle=2`,
      `owner/teacher-payout/zelenograd/calculate/${f.teacherId}/2`,
      'owner/teacher-payout/zelenograd/table',
    ]) {
      expectStatus(await call('GET', url, undefined, as), status);
    }
  });

  it('a teacher and a user may not recalculate, adjust or change the grid, and nothing changes', async () => {
    const counts = await rowCounts(t.db);
    for (const as of ['teacher', 'user'] as const) {
      expectStatus(await call('POST', snapshotPath('recalculate-fresh'), undefined, as), 403);
      expectStatus(await call('POST', `owner/teacher-payout/override/1`, { newAmount: 1 }, as), 403);
      expectStatus(await call('POST', 'payout-amounts', { subjectPricing: f.tariffId, numberOfStudents: 50, payoutAmount: 1 }, as), 403);
      expectStatus(await call('POST', `owner/teacher-payout/zelenograd/calculate/${f.teacherId}/2`, { classOverrides: { [f.groupA]: true } }, as), 403);
    }
    expectStatus(await call('GET', 'owner/teacher-payout/zelenograd/table'), 200);
    expectStatus(await t.call({ method: 'GET', url: '/api/owner/teacher-payout/zelenograd/table' }), 401);
    expect(await rowCounts(t.db)).toEqual(counts);
  });
});

describe('centre 2: per lesson from the payout-rate grid', () => {
  const path = () => `owner/teacher-payout/zelenograd/calculate/${f.teacherId}/2`;
  const groupA = (payout: ZelenogradPayout) => payout.classes.find((row) => row.schoolClassId === f.groupA)!;

  it('pays each lesson the grid rate of the group tariff for the students who came', async () => {
    const payout = await ok<ZelenogradPayout>('GET', path());
    expect(payout.teacherName).toBe('Тест Зарплатов');
    const a = groupA(payout);
    // «Стандарт» demo grid: 320 ₽ a student up to 6 (server/seed/teacher-payouts.ts)
    expect(a.lessons.map((lesson) => [lesson.attendedStudentsCount, lesson.totalEnrolledStudents, lesson.totalLessonAmount])).toEqual([
      [1, 2, '320.00'],
      [1, 2, '320.00'],
      [0, 2, '0.00'],
      [1, 2, '320.00'],
      [1, 2, '320.00'],
      [0, 2, '0.00'],
      [1, 2, '320.00'],
      [1, 2, '320.00'],
    ]);
    expect(a.totalAmountForSchoolClass).toBe('1920.00');
    expect(a.lessons[0].allStudents).toEqual([
      { studentId: f.liza, studentName: 'Лиза Зарплатова', gradeValue: '+', wasOverridden: false },
      { studentId: f.mark, studentName: 'Марк Зарплатов', gradeValue: '-', wasOverridden: false },
    ]);
  });

  it('a ticked student counts as present, a ticked group pays every lesson as if all came; false takes a tick back', async () => {
    const ticked = await ok<ZelenogradPayout>('POST', path(), {
      staffId: f.teacherId,
      classCycle: 2,
      studentOverrides: { [`${f.lessonsA[0]}:${f.mark}`]: true, [`${f.lessonsA[2]}:${f.liza}`]: true },
      classOverrides: {},
    });
    const a = groupA(ticked);
    expect(a.lessons[0]).toMatchObject({ attendedStudentsCount: 2, totalLessonAmount: '640.00' });
    expect(a.lessons[0].allStudents.find((row) => row.studentId === f.mark)?.wasOverridden).toBe(true);
    expect(a.lessons[2]).toMatchObject({ attendedStudentsCount: 1, totalLessonAmount: '320.00' });
    expect(a.totalAmountForSchoolClass).toBe('2560.00');
    expect(await ok<ZelenogradPayout>('GET', path())).toEqual(ticked);

    const whole = await ok<ZelenogradPayout>('POST', path(), { classOverrides: { [f.groupA]: true } });
    expect(groupA(whole)).toMatchObject({ wasClassOverrideApplied: true, totalAmountForSchoolClass: '5120.00' });
    expect(groupA(whole).lessons.every((lesson) => lesson.attendedStudentsCount === 2)).toBe(true);

    const back = await ok<ZelenogradPayout>('POST', path(), {
      studentOverrides: { [`${f.lessonsA[0]}:${f.mark}`]: false, [`${f.lessonsA[2]}:${f.liza}`]: false },
      classOverrides: { [f.groupA]: false },
    });
    expect(groupA(back)).toMatchObject({ wasClassOverrideApplied: false, totalAmountForSchoolClass: '1920.00' });
    const stored = await t.db.select().from(tables.zelenogradPayoutOverrides).where(eq(tables.zelenogradPayoutOverrides.staffId, f.teacherId));
    expect(stored.map((row) => row.active)).toEqual([false, false, false]);
  });

  it('refuses ticks outside the teacher and cycle, malformed keys, and a body that names another teacher', async () => {
    const counts = await rowCounts(t.db);
    const [foreign] = await t.db.select({ id: tables.schoolClasses.id }).from(tables.schoolClasses).where(and(eq(tables.schoolClasses.isArchived, false))).limit(1);
    expectBadRequest(await call('POST', path(), { classOverrides: { [foreign.id]: true } }), 'Группа не относится к преподавателю');
    expectBadRequest(await call('POST', path(), { studentOverrides: { '999999:1': true } }), 'Занятие не относится к группам преподавателя в этом цикле');
    expectStatus(await call('POST', path(), { studentOverrides: { abc: true } }), 400);
    expectStatus(await call('POST', path(), { studentOverrides: { [`${f.lessonsA[0]}:${f.mark}`]: 'yes' } }), 400);
    expectStatus(await call('POST', path(), { staffId: f.teacherId + 1 }), 400);
    expect(await rowCounts(t.db)).toEqual(counts);
  });
});

describe('the payout-rate grid', () => {
  it('lists the demo grid: every tariff for 1..8 students', async () => {
    const rows = await ok<PayoutAmountRow[]>('GET', 'owner/teacher-payout/zelenograd/table');
    const standard = rows.filter((row) => row.subjectPricingId === f.tariffId);
    expect(standard.map((row) => [row.numberOfStudents, row.payoutAmount])).toEqual([
      [1, '320.00'],
      [2, '640.00'],
      [3, '960.00'],
      [4, '1280.00'],
      [5, '1600.00'],
      [6, '1920.00'],
      [7, '1920.00'],
      [8, '1920.00'],
    ]);
  });

  it('creates, updates and deletes a rate; a duplicate and bad values are refused with Russian messages', async () => {
    const created = await ok<PayoutAmountRow>('POST', 'payout-amounts', {
      id: 'tmp-1',
      subjectPricing: `http://localhost:3000/api/subject-pricing/${f.tariffId}`,
      numberOfStudents: 0,
      payoutAmount: '150',
    });
    expect(created).toMatchObject({ subjectPricingId: f.tariffId, subjectPricingName: 'Стандарт', numberOfStudents: 0, payoutAmount: '150.00' });
    expectBadRequest(await call('POST', 'payout-amounts', { subjectPricing: f.tariffId, numberOfStudents: 0, payoutAmount: 1 }), 'Ставка для этого тарифа и количества учеников уже есть');
    expectValidationError(await call('POST', 'payout-amounts', { subjectPricing: f.tariffId, numberOfStudents: 0, payoutAmount: -1 }), 'Сумма не может быть отрицательной');
    expectValidationError(await call('POST', 'payout-amounts', { subjectPricing: f.tariffId, numberOfStudents: 101, payoutAmount: 1 }), 'Количество учеников — целое число от 0 до 100');
    expectValidationError(await call('POST', 'payout-amounts', { subjectPricing: null, numberOfStudents: 9, payoutAmount: 1 }), 'Выберите тариф');
    expectBadRequest(await call('POST', 'payout-amounts', { subjectPricing: 999999, numberOfStudents: 9, payoutAmount: 1 }), 'Тариф не найден');

    const updated = await ok<PayoutAmountRow>('PATCH', `payout-amounts/${created.id}`, { id: created.id, payoutAmount: 175.5 });
    expect(updated).toMatchObject({ numberOfStudents: 0, payoutAmount: '175.50' });
    expectBadRequest(await call('PATCH', `payout-amounts/${created.id}`, { numberOfStudents: 1 }), 'Ставка для этого тарифа и количества учеников уже есть');
    expectStatus(await call('PATCH', 'payout-amounts/999999', { payoutAmount: 1 }), 404);
    // issue 20: nothing to set was drizzle's 'No values to set', a 500
    expectBadRequest(await call('PATCH', `payout-amounts/${created.id}`, {}), NOTHING_TO_CHANGE_MESSAGE);
    expectBadRequest(await call('PATCH', `payout-amounts/${created.id}`, { id: created.id }), NOTHING_TO_CHANGE_MESSAGE);

    expect(await ok<PayoutAmountRow>('DELETE', `payout-amounts/${created.id}`)).toMatchObject({ id: created.id });
    expectStatus(await call('DELETE', `payout-amounts/${created.id}`), 404);
    const rows = await ok<PayoutAmountRow[]>('GET', 'owner/teacher-payout/zelenograd/table');
    expect(rows.some((row) => row.id === created.id)).toBe(false);
  });
});

describe('the demo snapshot', () => {
  it('has one adjusted student amount with its reason', async () => {
    const overrides = await t.db.select().from(tables.teacherPayoutOverrides).where(eq(tables.teacherPayoutOverrides.createdBy, 'seed'));
    expect(overrides).toHaveLength(1);
    expect(overrides[0]).toMatchObject({ overrideReason: 'Премия за открытый урок', removedAt: null });
  });
});
