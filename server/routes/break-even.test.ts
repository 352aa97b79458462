import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_NOT_FOUND } from '../../resources/group-page';
import { GROUP_IDS_INVALID, type BreakEvenRow } from '../../resources/money/break-even';
import type { ProfitByCycleRow } from '../../resources/money/reports';
import { dayInTimeZone } from '../../resources/school-year';
import { queryRows } from '../db/rows';
import * as tables from '../db/schema/index';
import { expensePeriod } from '../services/break-even';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus } from '../test/expect';
import { readSheet } from '../test/sheet';

// docs/money.md §16 over HTTP (docs/api-money.md "Break-even and forecast"): a group of our own on a tariff like
// «Стандарт» (base cycle 6 400 ₽), its teacher at 40 %, three students (one with the discount), cycles 1 and 2 given
// in 2020, the group in cycle 2. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
const f = { group: 0, empty: 0, anna: 0, boris: 0, vera: 0, planned: 0, unpriced: 0 };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const pay = async (studentId: number, cycle: number, amount: string) => {
  const [payment] = await t.db.insert(tables.payments).values({ studentId, paymentDate: '2020-03-10', totalAmount: amount, createdBy: 'test' }).returning();
  const [group] = await t.db.select().from(tables.schoolClasses).where(sql`id = ${f.group}`);
  await t.db.insert(tables.paymentDetails).values({ paymentId: payment.id, classId: f.group, subjectId: group.subjectId, amount, classCycle: cycle, lessonAmount: 8 });
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const [year] = await db.select().from(tables.schoolYears).limit(1);
  const [subject] = await db.insert(tables.subjects).values({ name: 'Безубыточность' }).returning();
  const [teacher] = await db.insert(tables.staff).values({ name: 'Точкина Вера', percentageRate: '40.00' }).returning();
  const [tariff] = await db
    .insert(tables.subjectPricing)
    .values({
      name: 'Тест: Стандарт',
      priceForFirstSubject: '6400.00',
      priceForSecondSubject: '5800.00',
      priceForThirdSubject: '5200.00',
      priceWithDiscount: '5600.00',
      basePriceForCycle: '6400.00',
    })
    .returning();
  const [group, empty] = await db
    .insert(tables.schoolClasses)
    .values([
      { name: 'Безубыточность 9А', cycle: 2, lessonsPerCycle: 8, schoolYearId: year.id, staffId: teacher.id, subjectId: subject.id, subjectPricingId: tariff.id },
      { name: 'Безубыточность пустая', cycle: 1, lessonsPerCycle: 8, schoolYearId: year.id, staffId: teacher.id, subjectId: subject.id, subjectPricingId: tariff.id },
    ])
    .returning();
  [f.group, f.empty] = [group.id, empty.id];
  const [anna, boris, vera] = await db
    .insert(tables.students)
    .values([{ name: 'Анна Точкина' }, { name: 'Борис Точкин', eligibleForDiscountPrice: true }, { name: 'Вера Точкина' }])
    .returning();
  [f.anna, f.boris, f.vera] = [anna.id, boris.id, vera.id];
  await db.insert(tables.studentClasses).values([anna, boris, vera].map((student) => ({ studentId: student.id, classId: group.id, enrollmentDate: '2020-01-01' })));
  await db.insert(tables.lessons).values([
    { classId: group.id, cycleNumber: 1, lessonNumber: 1, lessonDate: '2020-02-01' },
    { classId: group.id, cycleNumber: 2, lessonNumber: 1, lessonDate: '2020-03-01' },
  ]);
  // Анна paid cycles 1, 2 and already 3; Борис cycle 1 only; Вера nothing
  await pay(anna.id, 1, '6400.00');
  await pay(anna.id, 2, '6400.00');
  await pay(anna.id, 3, '6400.00');
  await pay(boris.id, 1, '5600.00');
  // the formation board: a planned group of the subject with Анна and Борис, and one of a subject no group has
  const [status] = await db.select().from(tables.clientSchoolClassStatuses).limit(1);
  const [other] = await db.insert(tables.subjects).values({ name: 'Безубыточность без групп' }).returning();
  const [planned, unpriced] = await db
    .insert(tables.futureSchoolClasses)
    .values([
      { name: 'Безубыточность план', subjectId: subject.id, staffId: teacher.id },
      { name: 'Безубыточность без тарифа', subjectId: other.id, staffId: teacher.id },
    ])
    .returning();
  [f.planned, f.unpriced] = [planned.id, unpriced.id];
  await db.insert(tables.futureEnrollments).values([anna, boris].map((student) => ({ futureSchoolClassId: planned.id, studentId: student.id, statusId: status.id })));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as?: DemoLogin) => t.call({ method: 'GET', url: `/api/${url}`, as });
const ok = async <Body>(url: string) => {
  const response = await get(url, 'owner');
  expectStatus(response, 200);
  return response.json() as Body;
};

// the group's share, worked out here from the rows: the centre's expenses naming no group over the lessons given
const expectedShare = async () => {
  const period = expensePeriod(dayInTimeZone(new Date(), t.config.tzCentre));
  const [row] = await queryRows<{ kopecks: string; lessons: number }>(
    t.db,
    sql`select
      (select coalesce(sum(total_amount) * 100, 0)::bigint::text from expenses where not is_archived and school_class_id is null
        and expense_date between ${period.start}::date and ${period.end}::date) as kopecks,
      (select count(*)::int from lessons where lesson_date between ${period.start}::date and ${period.end}::date) as lessons`,
  );
  return row.lessons === 0 ? 0 : Math.round((Number(row.kopecks) * 8) / row.lessons);
};

describe('GET owner/break-even/{id}', () => {
  it('tells the students needed, those in the group, the margin and next cycle’s forecast', async () => {
    const row = await ok<BreakEvenRow>(`owner/break-even/${f.group}`);
    const share = await expectedShare();
    // 6 400 + 5 600 + 6 400 = 18 400 ₽; the teacher 40 % of the base 6 400 ₽ a student: 7 680 ₽; 10 720 ₽ left
    const needed = Math.ceil((share * 3) / 1_072_000);
    expect(row).toMatchObject({
      schoolClassId: f.group,
      have: 3,
      needed,
      below: 3 < needed,
      status: 3 < needed ? 'below' : 'enough',
      income: '18400.00',
      teacherPayout: '7680.00',
      expenseShare: (share / 100).toFixed(2),
      margin: ((1_072_000 - share) / 100).toFixed(2),
      contribution: '3573.33',
      forecastCycle: 3,
      // Анна paid cycle 3 already (6 400 ₽); Борис paid 1 of 2 cycles: 5 600 × 1/2; Вера 0 of 2: 0 ₽
      forecast: '9200.00',
    });
    expect(plain(row.forecastExplanation)).toBe('оплачено 6 400 ₽ + ожидается от 2 учеников 2 800 ₽ = 9 200 ₽');
    expect(plain(row.explanation)).toContain(`в группе 3`);
  });

  it('counts a newcomer for an empty group', async () => {
    const row = await ok<BreakEvenRow>(`owner/break-even/${f.empty}`);
    const share = await expectedShare();
    expect(row).toMatchObject({ have: 0, needed: Math.ceil(share / 384_000), income: '0.00', forecast: '0.00', contribution: '3840.00' });
  });

  it('answers 404 in Russian for a group that does not exist, 400 for an id that is no number', async () => {
    const missing = await get('owner/break-even/999999', 'owner');
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: GROUP_NOT_FOUND });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await get(`owner/break-even/${bad}`, 'owner');
      expectStatus(response, 400);
      expectCleanRefusal(response);
    }
  });
});

describe('GET owner/break-even?ids=', () => {
  it('gives the groups named, leaving out unknown ids, and every active group without ids', async () => {
    const named = await ok<BreakEvenRow[]>(`owner/break-even?ids=${f.empty},${f.group},999999`);
    expect(named.map((row) => row.schoolClassId)).toEqual([f.group, f.empty].sort((a, b) => a - b));
    const all = await ok<BreakEvenRow[]>('owner/break-even');
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from school_classes where not is_archived`);
    expect(all.length).toBe(n);
    expect(all.find((row) => row.schoolClassId === f.group)).toEqual(named.find((row) => row.schoolClassId === f.group));
  });

  it('refuses a list that is not numbers in Russian', async () => {
    for (const ids of ['a', '1,,x', '-3']) expectBadRequest(await get(`owner/break-even?ids=${encodeURIComponent(ids)}`, 'owner'), GROUP_IDS_INVALID);
  });
});

describe('GET owner/break-even/formation?ids=', () => {
  it('prices a planned group as its subject’s groups: each planned person a newcomer at the first-subject price', async () => {
    const [planned, unpriced] = await ok<BreakEvenRow[]>(`owner/break-even/formation?ids=${f.planned},${f.unpriced}`);
    const share = await expectedShare();
    // 2 × 6 400 ₽, the teacher 2 × 2 560 ₽: 7 680 ₽ left
    const needed = Math.ceil((share * 2) / 768_000);
    expect(planned).toMatchObject({ schoolClassId: f.planned, have: 2, needed, below: 2 < needed, income: '12800.00', teacherPayout: '5120.00', forecastCycle: 1, forecast: '12800.00' });
    expect(unpriced).toMatchObject({ schoolClassId: f.unpriced, status: 'noTariff', have: 0, needed: null, below: false, explanation: 'Тариф не назначен' });
    expectBadRequest(await get('owner/break-even/formation?ids=x', 'owner'), GROUP_IDS_INVALID);
  });
});

describe('who may read it', () => {
  it.each([`owner/break-even/${0}`, 'owner/break-even', 'owner/break-even/formation'])('%s: the owner only; admin, teacher and user are refused', async (template) => {
    const url = template.replace('/0', `/${f.group}`);
    const before = await rowCounts(t.db);
    expectStatus(await get(url, 'owner'), 200);
    for (const login of ['admin', 'teacher', 'user'] as const) expectStatus(await get(url, login), 403);
    expectStatus(await get(url), 401);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe("the profit report's 'Прогноз'", () => {
  it('gives each group its forecast for the tab’s cycle', async () => {
    const cycle3 = await ok<ProfitByCycleRow[]>('owner/profit-by-cycle/3');
    expect(cycle3.find((row) => row.schoolClassId === f.group)).toMatchObject({ totalPayments: '6400.00', forecast: '9200.00' });
    // cycle 1: all paid that will be (Анна 6 400, Борис 5 600), Вера expected at 0 of 2 cycles
    const cycle1 = await ok<ProfitByCycleRow[]>('owner/profit-by-cycle/1');
    expect(cycle1.find((row) => row.schoolClassId === f.group)).toMatchObject({ totalPayments: '12000.00', forecast: '12000.00' });
    expect(plain(cycle1.find((row) => row.schoolClassId === f.group)!.forecastExplanation)).toBe('оплачено 12 000 ₽ + ожидается от 1 ученика 0 ₽ = 12 000 ₽');
  });

  it('is a column of the report’s Excel export', async () => {
    const response = await get('export/profit-by-group-cycle/3', 'owner');
    expectStatus(response, 200);
    const [head, ...rows] = (await readSheet(response.rawPayload)).rows as [string[], ...unknown[][]];
    expect(head).toEqual(['Группа', 'Класс', 'Преподаватель', 'Расписание', 'Оплаты учеников', 'Сумма оплат', 'Зарплата преподавателя', 'Прибыль', 'Прогноз']);
    expect(rows.find((row) => row[0] === 'Безубыточность 9А')).toEqual(['Безубыточность 9А', expect.any(String), 'Точкина Вера', '—', 1, 6400, '—', 6400, 9200]);
    expectStatus(await get('export/profit-by-group-cycle/3', 'teacher'), 403);
  });
});
