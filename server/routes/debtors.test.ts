import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilityFor, type Role } from '../../resources/abilities';
import {
  CYCLE_BELOW_ONE,
  EMPTY_DEBT_COMMENT,
  GROUP_REQUIRED,
  STUDENT_REQUIRED,
  type DebtCommentRow,
  type DebtorRow,
  type DebtorWithAmountRow,
  type RecalculationRow,
} from '../../resources/debtors';
import { toKopecks } from '../../resources/money/kopecks';
import { queryRows } from '../db/rows';
import * as tables from '../db/schema/index';
import { COMMENT_NOT_FOUND, GROUP_NOT_FOUND, OTHER_DEBT, STUDENT_NOT_FOUND } from '../services/debtor-comments';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';

// money.md §2 "Debtors (three tabs)", §3, §5, §7, §8; the rules of docs/money.md §4–§6.
//
// The demo data is drawn anew for each day (server/seed/payments.ts), so the debtor whose numbers are worked out by
// hand here is added to it by the test: «Яна Должникова», with the discount (eligibleForDiscountPrice), enrolled on
// 2024-08-01 in two new groups of 8 lessons, every lesson dated in 2025 (in the past whatever the day of the run):
//
//   group A «Стандарт» (first 6 400, discount 5 600), current cycle 3: cycle 1 paid; cycle 2, eight lessons marked
//     +, +, -, +, (none), +, +(опоздание), +  (6 present of 8); cycle 3, lessons 1–2 dated and marked +, 3–8 undated.
//   group B «Онлайн» (first 5 200, second 4 800, discount 4 700), current cycle 1: eight lessons dated, unmarked;
//     its only payment was voided, so cycle 1 is unpaid.
//
// Tiers (docs/money.md §2): A is dearer (6 400 > 5 200) → first subject 6 400, discount 5 600 lower → 5 600 ₽;
// B second subject 4 800, discount 4 700 lower → 4 700 ₽.
// Debtors: A cycle 2 (8 of 8 lessons passed), A cycle 3 (2 of 8), B cycle 1 (8 of 8).
// Debts: A 2 × 5 600 = 11 200 ₽; B 4 700 ₽; total 15 900 ₽.
// Recalculation: A previous cycle 2: 6 present of 8, 2 missed → 5 600 − 2 × 700 = 4 200 ₽; B has no previous
// cycle → 4 700 ₽. Parent: current 5 600 + 4 700 = 10 300 ₽, next 4 200 + 4 700 = 8 900 ₽.

let t: TestApp;
const fixture = { studentId: 0, groupA: 0, groupB: 0, otherStudentId: 0 };

const insertId = async (query: Promise<{ id: number }[]>) => (await query)[0].id;

const addFixture = async () => {
  const { db } = t;
  const [standard] = await db.select().from(tables.subjectPricing).where(eq(tables.subjectPricing.name, 'Стандарт'));
  const [online] = await db.select().from(tables.subjectPricing).where(eq(tables.subjectPricing.name, 'Онлайн'));
  const [anyGroup] = await db.select().from(tables.schoolClasses).limit(1);
  const group = (name: string, cycle: number, subjectPricingId: number) =>
    insertId(
      db
        .insert(tables.schoolClasses)
        .values({ name, cycle, lessonsPerCycle: 8, schoolYearId: anyGroup.schoolYearId, staffId: anyGroup.staffId, subjectId: anyGroup.subjectId, subjectPricingId })
        .returning({ id: tables.schoolClasses.id }),
    );
  fixture.groupA = await group('Тест долгов А', 3, standard.id);
  fixture.groupB = await group('Тест долгов Б', 1, online.id);
  fixture.studentId = await insertId(
    db.insert(tables.students).values({ name: 'Яна Должникова', eligibleForDiscountPrice: true }).returning({ id: tables.students.id }),
  );
  fixture.otherStudentId = await insertId(
    db.insert(tables.students).values({ name: 'Ян Без Групп' }).returning({ id: tables.students.id }),
  );
  await db.insert(tables.studentClasses).values([
    { studentId: fixture.studentId, classId: fixture.groupA, enrollmentDate: '2024-08-01' },
    { studentId: fixture.studentId, classId: fixture.groupB, enrollmentDate: '2024-08-01' },
  ]);
  const day = (week: number) => new Date(Date.UTC(2025, 0, 6 + 7 * week)).toISOString().slice(0, 10);
  const lessonRows = [
    ...[1, 2, 3].flatMap((cycle) =>
      Array.from({ length: 8 }, (_, index) => ({
        classId: fixture.groupA,
        cycleNumber: cycle,
        lessonNumber: index + 1,
        lessonDate: cycle < 3 || index < 2 ? day((cycle - 1) * 8 + index) : null,
      })),
    ),
    ...Array.from({ length: 8 }, (_, index) => ({ classId: fixture.groupB, cycleNumber: 1, lessonNumber: index + 1, lessonDate: day(index) })),
  ];
  const lessonIds = await db.insert(tables.lessons).values(lessonRows).returning({ id: tables.lessons.id });
  const cycle2Marks = ['+', '+', '-', '+', null, '+', '+(опоздание)', '+'];
  const marks = [
    ...cycle2Marks.map((value, index) => ({ lessonId: lessonIds[8 + index].id, value })),
    { lessonId: lessonIds[16].id, value: '+' },
    { lessonId: lessonIds[17].id, value: '+' },
  ].filter((mark): mark is { lessonId: number; value: string } => mark.value !== null);
  await db.insert(tables.grades).values(marks.map((mark) => ({ ...mark, studentId: fixture.studentId, gradeType: 'attendance' as const })));

  const pay = async (classId: number, cycle: number, voided: boolean) => {
    const paymentId = await insertId(
      db
        .insert(tables.payments)
        .values({
          studentId: fixture.studentId,
          paymentDate: '2025-01-06',
          totalAmount: '5600.00',
          createdBy: 'test',
          ...(voided ? { voidedAt: new Date(), voidedBy: 'test', voidReason: 'Платёж внесён дважды' } : {}),
        })
        .returning({ id: tables.payments.id }),
    );
    await db
      .insert(tables.paymentDetails)
      .values({ paymentId, classId, subjectId: anyGroup.subjectId, amount: '5600.00', classCycle: cycle, lessonAmount: 8 });
  };
  await pay(fixture.groupA, 1, false);
  await pay(fixture.groupB, 1, true);
};

beforeAll(async () => {
  t = await createTestApp();
  await addFixture();
});
afterAll(async () => {
  await t?.close();
});

const get = async <Row>(url: string, as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as });
  expectStatus(response, 200);
  return response.json() as Row;
};
const post = (payload: object, as: DemoLogin = 'owner') => t.call({ method: 'POST', url: '/api/admin-debt-comments', payload, as });
const patch = (id: number, payload: object, as: DemoLogin = 'owner') =>
  t.call({ method: 'PATCH', url: `/api/admin-debt-comments/${id}`, payload, as });

// Intl writes roubles with no-break spaces ('5 600 ₽'); the expectations here are typed with plain ones.
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/[\u00a0\u202f]/g, ' '));

const paidByDetail = async (studentId: number, classId: number, cycle: number) => {
  const rows = await t.db
    .select({ id: tables.paymentDetails.id })
    .from(tables.paymentDetails)
    .innerJoin(tables.payments, eq(tables.payments.id, tables.paymentDetails.paymentId))
    .where(
      and(
        eq(tables.payments.studentId, studentId),
        eq(tables.paymentDetails.classId, classId),
        eq(tables.paymentDetails.classCycle, cycle),
        isNull(tables.payments.voidedAt),
      ),
    );
  return rows.length > 0;
};

describe('GET debtors-info', () => {
  it('lists the hand-worked debtor: one row per unpaid cycle with a passed lesson, with the lessons behind it', async () => {
    const rows = (await get<DebtorRow[]>('debtors-info')).filter((row) => row.studentId === fixture.studentId);
    expect(rows.map((row) => [row.className, row.classCycle, row.numberOfLessonsPassed, row.numberOfLessonsPerCycle])).toEqual([
      ['Тест долгов А', 2, 8, 8],
      ['Тест долгов А', 3, 2, 8],
      ['Тест долгов Б', 1, 8, 8],
    ]);
    const [, current] = rows;
    expect(current).toMatchObject({
      debtId: `${fixture.studentId}-${fixture.groupA}-3`,
      studentName: 'Яна Должникова',
      classId: fixture.groupA,
      adminDebtCommentId: null,
      adminDebtCommentContent: null,
      explanation: {
        summary: 'Цикл 3: прошло 2 из 8 занятий, оплаты за цикл нет',
        lessons: ['занятие 1, 28.04.2025, «+»', 'занятие 2, 05.05.2025, «+»'],
      },
    });
  });

  it('on the demo data: every row is a cycle no live payment detail names, students in Russian order', async () => {
    const response = await t.call({ method: 'GET', url: '/api/debtors-info', as: 'admin' });
    expectStatus(response, 200);
    const rows = response.json() as DebtorRow[];
    expect(response.headers['x-total-count']).toBe(String(rows.length));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows.slice(0, 40)) expect(await paidByDetail(row.studentId, row.classId, row.classCycle), row.debtId).toBe(false);
    expect(new Set(rows.map((row) => row.debtId)).size).toBe(rows.length);
    for (const row of rows) expect(row.numberOfLessonsPassed).toBeGreaterThan(0);
    const names = rows.map((row) => row.studentName);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true }).compare));
    // the seed comments about a third of the debts
    expect(rows.some((row) => row.adminDebtCommentContent !== null)).toBe(true);
  });
});

describe('GET debtors-with-amount-info', () => {
  it('gives the hand-worked amounts, their tariffs and the arithmetic', async () => {
    const rows = await get<DebtorWithAmountRow[]>('debtors-with-amount-info');
    const row = rows.find((candidate) => candidate.studentId === fixture.studentId);
    expect(plain(row)).toEqual({
      studentId: fixture.studentId,
      studentName: 'Яна Должникова',
      eligibleForDiscountPrice: true,
      eligibleForOldPrice: false,
      classAmounts: { 'Тест долгов А': '11200.00', 'Тест долгов Б': '4700.00' },
      classAmountsText: 'Тест долгов А: 11 200 ₽; Тест долгов Б: 4 700 ₽',
      totalDebt: '15900.00',
      pricingTiers: ['Стандарт', 'Онлайн'],
      explanation: {
        classes: [
          {
            classId: fixture.groupA,
            className: 'Тест долгов А',
            cycles: [2, 3],
            amount: '11200.00',
            subjectPricingName: 'Стандарт',
            tariff: 'Тариф «Стандарт»: цена за первый предмет 6 400 ₽, цена со скидкой 5 600 ₽ ниже → 5 600 ₽',
            arithmetic: 'Циклы 2, 3: 2 × 5 600 ₽ = 11 200 ₽',
          },
          {
            classId: fixture.groupB,
            className: 'Тест долгов Б',
            cycles: [1],
            amount: '4700.00',
            subjectPricingName: 'Онлайн',
            tariff: 'Тариф «Онлайн»: цена за второй предмет 4 800 ₽, цена со скидкой 4 700 ₽ ниже → 4 700 ₽',
            arithmetic: 'Цикл 1: 4 700 ₽',
          },
        ],
        total: '11 200 ₽ + 4 700 ₽ = 15 900 ₽',
      },
    });
  });

  it('on the demo data: each total is the sum of its class amounts, and the debtors are those of the first tab', async () => {
    const rows = await get<DebtorWithAmountRow[]>('debtors-with-amount-info');
    const debtors = await get<DebtorRow[]>('debtors-info');
    expect(new Set(rows.map((row) => row.studentId))).toEqual(new Set(debtors.map((row) => row.studentId)));
    for (const row of rows) {
      const sum = Object.values(row.classAmounts).reduce((total, amount) => total + (toKopecks(amount) ?? 0), 0);
      expect(toKopecks(row.totalDebt), row.studentName).toBe(sum);
    }
  });
});

describe('GET recalculations-info', () => {
  const expected = () => ({
    studentId: fixture.studentId,
    studentName: 'Яна Должникова',
    eligibleForDiscountPrice: true,
    eligibleForOldPrice: false,
    currentCyclePrice: '10300.00',
    nextCycleProjectedPrice: '8900.00',
    classes: [
      {
        classId: fixture.groupA,
        className: 'Тест долгов А',
        classCycle: 3,
        subjectPricingName: 'Стандарт',
        numberOfLessonsPerCycle: 8,
        previousCyclePresent: 6,
        previousCycleTotal: 8,
        currentCyclePresent: 2,
        currentCycleTotal: 2,
        currentCyclePrice: '5600.00',
        nextCycleProjectedPrice: '4200.00',
        explanation: {
          tariff: 'Тариф «Стандарт»: цена за первый предмет 6 400 ₽, цена со скидкой 5 600 ₽ ниже → 5 600 ₽',
          previousCycle: 'Прошлый цикл: посещено 6 из 8 занятий, пропущено 2',
          // cycle 2 of group A runs weekly from 2025-03-03
          missedLessons: ['занятие 3, 17.03.2025, «-»', 'занятие 5, 31.03.2025, без отметки'],
          arithmetic: '5 600 ₽ − 2 × 700 ₽ = 4 200 ₽',
        },
      },
      {
        classId: fixture.groupB,
        className: 'Тест долгов Б',
        classCycle: 1,
        subjectPricingName: 'Онлайн',
        numberOfLessonsPerCycle: 8,
        previousCyclePresent: 0,
        previousCycleTotal: 0,
        currentCyclePresent: 0,
        currentCycleTotal: 8,
        currentCyclePrice: '4700.00',
        nextCycleProjectedPrice: '4700.00',
        explanation: {
          tariff: 'Тариф «Онлайн»: цена за второй предмет 4 800 ₽, цена со скидкой 4 700 ₽ ниже → 4 700 ₽',
          previousCycle: 'Прошлого цикла нет',
          missedLessons: [],
          arithmetic: '4 700 ₽',
        },
      },
    ],
    explanation: { currentCyclePrice: '5 600 ₽ + 4 700 ₽ = 10 300 ₽', nextCycleProjectedPrice: '4 200 ₽ + 4 700 ₽ = 8 900 ₽' },
  });

  it('gives the hand-worked recalculation in the list and for the one student', async () => {
    const rows = await get<RecalculationRow[]>('recalculations-info');
    const row = rows.find((candidate) => candidate.studentId === fixture.studentId);
    expect(plain(row)).toEqual(expected());
    expect(plain(await get<RecalculationRow>(`recalculations-info/${fixture.studentId}`))).toEqual(expected());
  });

  it('on the demo data: a parent row carries the sums of its children, and no projection exceeds its price', async () => {
    const rows = await get<RecalculationRow[]>('recalculations-info');
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const sum = (key: 'currentCyclePrice' | 'nextCycleProjectedPrice') =>
        row.classes.reduce((total, child) => total + (toKopecks(child[key]) ?? 0), 0);
      expect(toKopecks(row.currentCyclePrice)).toBe(sum('currentCyclePrice'));
      expect(toKopecks(row.nextCycleProjectedPrice)).toBe(sum('nextCycleProjectedPrice'));
      for (const child of row.classes) {
        if (child.currentCyclePrice == null) continue;
        expect(toKopecks(child.nextCycleProjectedPrice)!).toBeGreaterThanOrEqual(0);
        expect(toKopecks(child.nextCycleProjectedPrice)!).toBeLessThanOrEqual(toKopecks(child.currentCyclePrice)!);
      }
    }
  });

  it('answers a student without groups with empty sums, and an unknown student with 404', async () => {
    expect(await get<RecalculationRow>(`recalculations-info/${fixture.otherStudentId}`)).toMatchObject({
      studentName: 'Ян Без Групп',
      classes: [],
      currentCyclePrice: '0.00',
      nextCycleProjectedPrice: '0.00',
    });
    const missing = await t.call({ method: 'GET', url: '/api/recalculations-info/999999', as: 'owner' });
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: 'Ученик не найден' });
    expectStatus(await t.call({ method: 'GET', url: '/api/recalculations-info/abc', as: 'owner' }), 400);
  });
});

describe('admin debt comments', () => {
  const commentBody = (content: string, cycleNumber = 3) => ({
    content,
    adminName: 'Кто угодно',
    timestamp: '2020-01-01T00:00:00Z',
    cycleNumber,
    schoolClass: `http://localhost:3000/api/classes/${fixture.groupA}`,
    student: fixture.studentId,
  });
  let created: DebtCommentRow;

  it('creates a comment: trimmed, written by the signed-in user, shown on the debtor row', async () => {
    const response = await post(commentBody('  Обещали оплатить в пятницу  '), 'admin');
    expectStatus(response, 201);
    created = response.json() as DebtCommentRow;
    expect(created).toMatchObject({
      content: 'Обещали оплатить в пятницу',
      adminName: 'Андрей Смирнов', // the token's user, not the body's 'Кто угодно'
      cycleNumber: 3,
      classId: fixture.groupA,
      studentId: fixture.studentId,
    });
    expect(Date.parse(created.timestamp)).toBeGreaterThan(Date.parse('2025-01-01'));
    const row = (await get<DebtorRow[]>('debtors-info')).find((candidate) => candidate.debtId === `${fixture.studentId}-${fixture.groupA}-3`);
    expect(row).toMatchObject({
      adminDebtCommentId: created.adminDebtCommentId,
      adminDebtCommentContent: 'Обещали оплатить в пятницу',
      adminDebtCommentAdminName: 'Андрей Смирнов',
      adminDebtCommentTimestamp: created.timestamp,
    });
  });

  it('updates it by PATCH, and a second POST for the same debt rewrites the one comment (200)', async () => {
    const updated = await patch(created.adminDebtCommentId, { ...commentBody('Оплатят 15-го'), id: created.adminDebtCommentId }, 'owner');
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ adminDebtCommentId: created.adminDebtCommentId, content: 'Оплатят 15-го', adminName: 'Ольга Владимирова' });
    const again = await post(commentBody('Позвонить маме'), 'owner');
    expectStatus(again, 200);
    expect(again.json()).toMatchObject({ adminDebtCommentId: created.adminDebtCommentId, content: 'Позвонить маме' });
    const stored = await t.db
      .select()
      .from(tables.adminDebtComments)
      .where(and(eq(tables.adminDebtComments.studentId, fixture.studentId), eq(tables.adminDebtComments.classId, fixture.groupA)));
    expect(stored.map((row) => [row.cycleNumber, row.content])).toEqual([[3, 'Позвонить маме']]);
    const audit = await queryRows<{ action: string; user_login: string }>(
      t.db,
      sql`select action, user_login from audit_log where entity = 'admin-debt-comment' and entity_id = ${String(created.adminDebtCommentId)} order by id`,
    );
    expect(audit.map((entry) => [entry.action, entry.user_login])).toEqual([
      ['create', 'admin'],
      ['update', 'owner'],
      ['update', 'owner'],
    ]);
  });

  it('refuses bad bodies with the Russian messages and writes nothing', async () => {
    const before = await rowCounts(t.db);
    expectValidationError(await post(commentBody('   ')), EMPTY_DEBT_COMMENT, 'content');
    expectValidationError(await post({ ...commentBody('x'), content: undefined }), EMPTY_DEBT_COMMENT, 'content');
    expectValidationError(await post(commentBody('x', 0)), CYCLE_BELOW_ONE, 'cycleNumber');
    expectValidationError(await post({ ...commentBody('x'), student: 'abc' }), STUDENT_REQUIRED, 'student');
    expectValidationError(await post({ ...commentBody('x'), student: null }), STUDENT_REQUIRED, 'student');
    expectValidationError(await post({ ...commentBody('x'), schoolClass: undefined }), GROUP_REQUIRED, 'schoolClass');
    expectValidationError(await post({ ...commentBody('x'), student: 999_999 }), STUDENT_NOT_FOUND, 'student');
    expectValidationError(await post({ ...commentBody('x'), schoolClass: '/api/classes/999999' }), GROUP_NOT_FOUND, 'schoolClass');
    expectStatus(await post({ ...commentBody('x'), extra: 1 }), 400);
    expectValidationError(await patch(created.adminDebtCommentId, { content: ' ' }), EMPTY_DEBT_COMMENT, 'content');
    expectBadRequest(await patch(created.adminDebtCommentId, { ...commentBody('x'), cycleNumber: 2 }), OTHER_DEBT);
    expectBadRequest(await patch(created.adminDebtCommentId, { content: 'x', id: created.adminDebtCommentId + 1 }), 'Идентификатор в теле запроса не совпадает с адресом');
    const missing = await patch(999_999, { content: 'x' });
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: COMMENT_NOT_FOUND });
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('permissions', () => {
  const roleOf: Record<DemoLogin, Role> = { owner: 'OWNER', admin: 'ADMIN', teacher: 'TEACHER', user: 'USER', guest: 'none' };
  const reads = ['debtors-info', 'debtors-with-amount-info', 'recalculations-info', 'recalculations-info/1'];

  it.each(Object.keys(roleOf) as DemoLogin[])('%s reads and writes as abilities.ts says (read Payment, create/update Payment)', async (login) => {
    const ability = defineAbilityFor(roleOf[login], { noRoleAccess: t.config.noRoleAccess });
    const before = await rowCounts(t.db);
    for (const url of reads) {
      const response = await t.call({ method: 'GET', url: `/api/${url}`, as: login });
      expectStatus(response, ability.can('read', 'Payment') ? 200 : 403);
    }
    const body = { content: 'Комментарий', cycleNumber: 2, schoolClass: fixture.groupA, student: fixture.studentId };
    const created = await post(body, login);
    if (ability.can('create', 'Payment')) {
      expect([200, 201]).toContain(created.statusCode);
    } else {
      expectStatus(created, 403);
      expectStatus(await patch(1, { content: 'x' }, login), 403);
      expect(await rowCounts(t.db)).toEqual(before);
    }
  });

  it('answers 401 without a token', async () => {
    for (const url of reads) expectStatus(await t.call({ method: 'GET', url: `/api/${url}` }), 401);
    expectStatus(await t.call({ method: 'POST', url: '/api/admin-debt-comments', payload: {} }), 401);
  });
});
