import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_INVALID,
  CYCLE_INVALID,
  END_BEFORE_START,
  END_INVALID,
  GROUP_ID_INVALID,
  START_INVALID,
  type AllCyclesReport,
  type CycleGroup,
  type TwoCyclesReport,
} from '../../resources/cycle-reports';
import { formatKopecks } from '../../resources/money/index';
import * as tables from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

// money.md §2, §3, §7: payments by cycle of one group (two cycles, all cycles) and of all groups of a category.
let t: TestApp;
let before: Record<string, number>;

// A group of our own with payments whose amounts and dates we know: 'Тест циклов 3А' (3 класс, primary school),
// tariff «Стандарт» (discount 5 600, old discount 5 000), current cycle 3.
const fixture = { classId: 0, anna: 0, boris: 0, vera: 0, stranger: 0, latestAnnaCycle3: 0, standard: 0 };

const insertPayment = async (studentId: number, day: string, lines: { cycle: number; amount: string }[], voided = false) => {
  const total = lines.reduce((sum, line) => sum + Number(line.amount), 0).toFixed(2);
  const [payment] = await t.db
    .insert(tables.payments)
    .values({
      studentId,
      paymentDate: day,
      totalAmount: total,
      createdBy: 'test',
      ...(voided ? { voidedAt: new Date(), voidedBy: 'test', voidReason: 'Платёж внесён дважды' } : {}),
    })
    .returning({ id: tables.payments.id });
  const [group] = await t.db.select().from(tables.schoolClasses).where(eq(tables.schoolClasses.id, fixture.classId));
  await t.db.insert(tables.paymentDetails).values(
    lines.map((line) => ({ paymentId: payment.id, classId: fixture.classId, subjectId: group.subjectId, amount: line.amount, classCycle: line.cycle, lessonAmount: 8 })),
  );
  return payment.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const [year] = await db.select().from(tables.schoolYears).where(eq(tables.schoolYears.description, '3 класс'));
  const [teacher] = await db.select().from(tables.staff).where(eq(tables.staff.name, 'Мария Иванова'));
  const [subject] = await db.select().from(tables.subjects).limit(1);
  const [standard] = await db.select().from(tables.subjectPricing).where(eq(tables.subjectPricing.name, 'Стандарт'));
  fixture.standard = standard.id;
  const [group] = await db
    .insert(tables.schoolClasses)
    .values({ name: 'Тест циклов 3А', cycle: 3, schoolYearId: year.id, staffId: teacher.id, subjectId: subject.id, subjectPricingId: standard.id })
    .returning({ id: tables.schoolClasses.id });
  fixture.classId = group.id;
  const students = await db
    .insert(tables.students)
    .values([
      { name: 'Анна Циклова' },
      { name: 'Борис Циклов', eligibleForDiscountPrice: true },
      { name: 'Вера Циклова' },
      { name: 'Гость Циклов' },
    ])
    .returning({ id: tables.students.id });
  [fixture.anna, fixture.boris, fixture.vera, fixture.stranger] = students.map((row) => row.id);
  await db.insert(tables.studentClasses).values([
    { studentId: fixture.anna, classId: group.id, enrollmentDate: '2025-09-01' },
    { studentId: fixture.boris, classId: group.id, enrollmentDate: '2025-09-01' },
    // Вера left the group, but paid cycle 2
    { studentId: fixture.vera, classId: group.id, enrollmentDate: '2025-09-01', isArchived: true },
  ]);
  // cycle 3 on Mondays and Thursdays
  await db.insert(tables.lessons).values([
    { classId: group.id, cycleNumber: 3, lessonNumber: 1, lessonDate: '2026-02-02' },
    { classId: group.id, cycleNumber: 3, lessonNumber: 2, lessonDate: '2026-02-05' },
    { classId: group.id, cycleNumber: 3, lessonNumber: 3, lessonDate: '2026-02-09' },
    { classId: group.id, cycleNumber: 3, lessonNumber: 4 },
  ]);
  await insertPayment(fixture.anna, '2026-01-10', [{ cycle: 2, amount: '6400.00' }]);
  await insertPayment(fixture.anna, '2026-02-01', [{ cycle: 3, amount: '2000.00' }]);
  fixture.latestAnnaCycle3 = await insertPayment(fixture.anna, '2026-02-05', [{ cycle: 3, amount: '1000.50' }]);
  await insertPayment(fixture.anna, '2026-02-06', [{ cycle: 3, amount: '5000.00' }], true); // voided: never counts
  await insertPayment(fixture.anna, '2026-05-01', [{ cycle: 7, amount: '6400.00' }]); // paid ahead
  await insertPayment(fixture.anna, '2026-06-01', [{ cycle: 12, amount: '100.00' }]); // a cycle after the usual ten
  await insertPayment(fixture.anna, '2026-06-02', [{ cycle: 14, amount: '100.00' }], true); // voided: no column
  await insertPayment(fixture.vera, '2026-01-12', [{ cycle: 2, amount: '3000.00' }]);
  // never enrolled in the group: a mistaken payment line, in no report of the group
  await insertPayment(fixture.stranger, '2026-02-03', [{ cycle: 3, amount: '6400.00' }]);
  before = await rowCounts(t.db);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: DemoLogin = 'owner') => t.call({ method: 'GET', url: `/api/${url}`, as });
const ok = async <Body>(url: string, as: DemoLogin = 'owner') => {
  const response = await get(url, as);
  expectStatus(response, 200);
  return response.json() as Body;
};

// roubles as the explanations write them (no-break spaces)
const rub = (roubles: number) => formatKopecks(roubles * 100);
const standardTariff = { subjectPricingName: 'Стандарт', priceWithDiscount: '5600.00', oldPriceWithDiscount: '5000.00' };

describe('payment-details-for-2-cycles-info/{classId}', () => {
  it('gives each student the past and the current cycle: sums of details, latest date, voided payments left out', async () => {
    const report = await ok<TwoCyclesReport>(`payment-details-for-2-cycles-info/${fixture.classId}`);
    expect(report).toMatchObject({ classId: fixture.classId, className: 'Тест циклов 3А', currentCycle: 3, pastCycle: 2, cycles: [2, 3], tariff: standardTariff, totalRows: 3 });
    expect(report.rows).toEqual([
      {
        studentId: fixture.anna,
        studentName: 'Анна Циклова',
        enrolled: true,
        currentCycle: 3,
        currentCycleAmount: '3000.50',
        currentCycleDate: '2026-02-05',
        pastCycle: 2,
        pastCycleAmount: '6400.00',
        pastCycleDate: '2026-01-10',
        subjectPricing: { subjectPricingName: 'Стандарт', cyclePrice: '6400.00', explanation: `Тариф «Стандарт»: цена за первый предмет ${rub(6400)}` },
      },
      {
        studentId: fixture.boris,
        studentName: 'Борис Циклов',
        enrolled: true,
        currentCycle: 3,
        currentCycleAmount: null,
        currentCycleDate: null,
        pastCycle: 2,
        pastCycleAmount: null,
        pastCycleDate: null,
        subjectPricing: {
          subjectPricingName: 'Стандарт',
          cyclePrice: '5600.00',
          explanation: `Тариф «Стандарт»: цена за первый предмет ${rub(6400)}, цена со скидкой ${rub(5600)} ниже → ${rub(5600)}`,
        },
      },
      // left the group; listed for the payment of a cycle shown
      expect.objectContaining({ studentId: fixture.vera, enrolled: false, pastCycleAmount: '3000.00', currentCycleAmount: null }),
    ]);
  });

  it('pages the rows on the server (_start, _end), counting them all in totalRows', async () => {
    const url = `payment-details-for-2-cycles-info/${fixture.classId}`;
    const first = await ok<TwoCyclesReport>(`${url}?_start=0&_end=1`);
    expect(first.totalRows).toBe(3);
    expect(first.rows.map((row) => row.studentName)).toEqual(['Анна Циклова']);
    const rest = await ok<TwoCyclesReport>(`${url}?_start=1&_end=100`);
    expect(rest.rows.map((row) => [row.studentName, row.pastCycleAmount])).toEqual([
      ['Борис Циклов', null],
      ['Вера Циклова', '3000.00'],
    ]);
    const all = await ok<AllCyclesReport>(`payment-details-for-all-cycles/${fixture.classId}?_start=2`);
    expect(all.rows.map((row) => row.studentName)).toEqual(['Вера Циклова']);
    expect(all.totalRows).toBe(3);
    expectBadRequest(await get(`${url}?_start=-1`), START_INVALID);
    expectBadRequest(await get(`${url}?_end=abc`), END_INVALID);
    expectBadRequest(await get(`${url}?_start=5&_end=2`), END_BEFORE_START);
    expectStatus(await get(`${url}?_sort=studentName`), 400);
  });

  it('has no past cycle in the first cycle', async () => {
    await t.db.update(tables.schoolClasses).set({ cycle: 1 }).where(eq(tables.schoolClasses.id, fixture.classId));
    try {
      const report = await ok<TwoCyclesReport>(`payment-details-for-2-cycles-info/${fixture.classId}`);
      expect(report).toMatchObject({ currentCycle: 1, pastCycle: null, cycles: [1] });
      // nobody paid cycle 1: Вера is not listed any more, the enrolled ones are, with empty amounts
      expect(report.rows.map((row) => [row.studentName, row.pastCycle, row.pastCycleAmount, row.currentCycleAmount])).toEqual([
        ['Анна Циклова', null, null, null],
        ['Борис Циклов', null, null, null],
      ]);
    } finally {
      await t.db.update(tables.schoolClasses).set({ cycle: 3 }).where(eq(tables.schoolClasses.id, fixture.classId));
    }
  });

  it('agrees with the stored payments of a demo group, student by student', async () => {
    const [group] = await t.db.select().from(tables.schoolClasses).where(eq(tables.schoolClasses.name, 'Английский язык 2А'));
    const report = await ok<TwoCyclesReport>(`payment-details-for-2-cycles-info/${group.id}`);
    expect(report.currentCycle).toBe(group.cycle);
    const enrolled = await t.db
      .select({ id: tables.studentClasses.studentId })
      .from(tables.studentClasses)
      .innerJoin(tables.students, eq(tables.students.id, tables.studentClasses.studentId))
      .where(and(eq(tables.studentClasses.classId, group.id), eq(tables.studentClasses.isArchived, false), eq(tables.students.isArchived, false)));
    expect(report.rows.filter((row) => row.enrolled).map((row) => row.studentId).sort()).toEqual(enrolled.map((row) => row.id).sort());
    const names = report.rows.map((row) => row.studentName);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true }).compare));
    const stored = await t.db
      .select({
        studentId: tables.payments.studentId,
        cycle: tables.paymentDetails.classCycle,
        amount: sql<string>`sum(${tables.paymentDetails.amount})::text`,
        day: sql<string>`max(${tables.payments.paymentDate})::text`,
      })
      .from(tables.paymentDetails)
      .innerJoin(tables.payments, eq(tables.payments.id, tables.paymentDetails.paymentId))
      .where(and(eq(tables.paymentDetails.classId, group.id), isNull(tables.payments.voidedAt)))
      .groupBy(tables.payments.studentId, tables.paymentDetails.classCycle);
    const paid = new Map(stored.map((row) => [`${row.studentId}:${row.cycle}`, row]));
    const current = report.rows.filter((row) => row.currentCycleAmount !== null);
    expect(current.length).toBeGreaterThan(0); // the demo data has payments for this cycle
    for (const row of report.rows) {
      const now = paid.get(`${row.studentId}:${group.cycle}`);
      const past = paid.get(`${row.studentId}:${group.cycle - 1}`);
      expect([row.currentCycleAmount, row.currentCycleDate, row.pastCycleAmount, row.pastCycleDate]).toEqual([
        now?.amount ?? null,
        now?.day ?? null,
        past?.amount ?? null,
        past?.day ?? null,
      ]);
      expect(row.subjectPricing?.subjectPricingName).toBe('Онлайн');
    }
  });
});

describe('payment-details-for-all-cycles/{classId}', () => {
  it('adds cycleData for cycles 1 to 10, and for any later cycle paid', async () => {
    const report = await ok<AllCyclesReport>(`payment-details-for-all-cycles/${fixture.classId}`);
    expect(report.cycles).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const anna = report.rows.find((row) => row.studentId === fixture.anna)!;
    expect(anna.currentCycleAmount).toBe('3000.50');
    expect(anna.cycleData.filter((cycle) => cycle.amount !== null)).toEqual([
      { cycleNumber: 2, amount: '6400.00', paymentDate: '2026-01-10' },
      { cycleNumber: 3, amount: '3000.50', paymentDate: '2026-02-05' },
      { cycleNumber: 7, amount: '6400.00', paymentDate: '2026-05-01' },
      { cycleNumber: 12, amount: '100.00', paymentDate: '2026-06-01' },
    ]);
    expect(anna.cycleData[0]).toEqual({ cycleNumber: 1, amount: null, paymentDate: null });
    const boris = report.rows.find((row) => row.studentId === fixture.boris)!;
    expect(boris.cycleData.every((cycle) => cycle.amount === null)).toBe(true);
    expect(report.rows.find((row) => row.studentId === fixture.vera)?.enrolled).toBe(false);
  });
});

describe('payments-by-cycle', () => {
  const byCycle = (cycle: number | string, category: string, as: DemoLogin = 'owner') =>
    get(`payments-by-cycle?cycle=${cycle}&schoolYearCategory=${category}`, as);

  it('lists the primary-school groups under UNDER_5TH_GRADE, with teacher, schedule and each student\u2019s payment', async () => {
    const response = await byCycle(3, 'UNDER_5TH_GRADE');
    expectStatus(response, 200);
    const groups = response.json() as CycleGroup[];
    const ours = groups.find((group) => group.schoolClassId === fixture.classId);
    expect(ours).toEqual({
      schoolClassId: fixture.classId,
      schoolClassName: 'Тест циклов 3А',
      teacherName: 'Мария Иванова',
      schoolClassSchedule: 'Пн, Чт · 02.02.2026–09.02.2026',
      schoolYearDescription: '3 класс',
      currentCycle: 3,
      tariff: standardTariff,
      students: [
        { studentId: fixture.anna, studentName: 'Анна Циклова', enrolled: true, payment: { paymentId: fixture.latestAnnaCycle3, paymentAmount: '3000.50', paymentDate: '2026-02-05' } },
        { studentId: fixture.boris, studentName: 'Борис Циклов', enrolled: true, payment: null },
      ],
    });
    expect(groups.every((group) => /^(Дошкольник|[1-4] класс)$/.test(group.schoolYearDescription))).toBe(true);
    expect(groups.every((group) => group.currentCycle >= 3 || group.students.some((student) => student.payment))).toBe(true);
    const names = groups.map((group) => group.schoolClassName);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true }).compare));
  });

  it('lists classes 5 to 11 and adults under ABOVE_4TH_GRADE, never ours', async () => {
    const groups = (await byCycle(1, 'ABOVE_4TH_GRADE')).json() as CycleGroup[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.some((group) => group.schoolClassId === fixture.classId)).toBe(false);
    expect(groups.every((group) => /^(([5-9]|1[01]) класс|Взрослый)$/.test(group.schoolYearDescription))).toBe(true);
    expect(groups.some((group) => group.students.some((student) => student.payment !== null))).toBe(true);
  });

  it('shows a group that has not reached the cycle only when someone paid it ahead', async () => {
    const seven = (await (await byCycle(7, 'UNDER_5TH_GRADE')).json()) as CycleGroup[];
    const ours = seven.find((group) => group.schoolClassId === fixture.classId);
    expect(ours?.students.map((student) => [student.studentName, student.payment?.paymentAmount ?? null])).toEqual([
      ['Анна Циклова', '6400.00'],
      ['Борис Циклов', null],
    ]);
    const nine = (await byCycle(9, 'UNDER_5TH_GRADE')).json() as CycleGroup[];
    expect(nine.some((group) => group.schoolClassId === fixture.classId)).toBe(false);
  });

  it('refuses a cycle outside 1..10 and an unknown category in Russian', async () => {
    for (const cycle of ['0', '11', 'abc', '1.5', '-1', '']) expectBadRequest(await byCycle(cycle, 'UNDER_5TH_GRADE'), CYCLE_INVALID);
    for (const category of ['', 'SCHOOL', 'under_5th_grade']) expectBadRequest(await byCycle(1, category), CATEGORY_INVALID);
    expectBadRequest(await get('payments-by-cycle?schoolYearCategory=ABOVE_4TH_GRADE'), CYCLE_INVALID);
    expectBadRequest(await get('payments-by-cycle?cycle=1'), CATEGORY_INVALID);
    expectStatus(await get('payments-by-cycle?cycle=1&schoolYearCategory=ABOVE_4TH_GRADE&extra=1'), 400);
  });
});

describe('bad ids, unknown groups, permissions', () => {
  const reports = ['payment-details-for-2-cycles-info', 'payment-details-for-all-cycles'];

  it.each(reports)('%s refuses an id that is no group number, 404 for an unknown group', async (path) => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expectBadRequest(await get(`${path}/${id}`), GROUP_ID_INVALID);
    const missing = await get(`${path}/999999`);
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: 'Группа не найдена' });
  });

  it.each(reports)('%s: owner and admin read, teacher and user may not, no token 401', async (path) => {
    for (const login of ['owner', 'admin'] as const) expectStatus(await get(`${path}/${fixture.classId}`, login), 200);
    for (const login of ['teacher', 'user'] as const) expectStatus(await get(`${path}/${fixture.classId}`, login), 403);
    expectStatus(await t.call({ method: 'GET', url: `/api/${path}/${fixture.classId}` }), 401);
  });

  it('payments-by-cycle: owner and admin read, teacher and user may not, no token 401', async () => {
    const url = 'payments-by-cycle?cycle=1&schoolYearCategory=UNDER_5TH_GRADE';
    for (const login of ['owner', 'admin'] as const) expectStatus(await get(url, login), 200);
    for (const login of ['teacher', 'user'] as const) expectStatus(await get(url, login), 403);
    expectStatus(await t.call({ method: 'GET', url: `/api/${url}` }), 401);
  });

  it('changed no row', async () => {
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
