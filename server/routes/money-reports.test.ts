import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromKopecks, toKopecks } from '../../resources/money/kopecks';
import {
  categoryLabels,
  cycleTotals,
  expenseSumRows,
  incomeSumRows,
  monthsBetween,
  monthTotals,
  type ExpenseLine,
  type IncomeLine,
  type ReportQuery,
  DESCRIPTOR_IDS_INVALID,
  END_BEFORE_START,
  END_DATE_INVALID,
  EXPENSE_TYPE_IDS_INVALID,
  RANGE_TOO_LONG,
  REPORT_CYCLE_INVALID,
  START_DATE_INVALID,
  START_DATE_REQUIRED,
  unknownDescriptors,
  unknownExpenseTypes,
  type ExpenseCycleItem,
  type ExpenseMonthItem,
  type ProfitByCycleRow,
  type ProfitCycleItem,
  type ProfitMonthItem,
} from '../../resources/money/reports';
import * as tables from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

// money.md §2, §3, §7 'Reports': the owner reports over HTTP, on the demo data and on rows of our own in 2031, a
// year no demo row reaches, so every number below is worked out by hand (docs/money.md §13 says the rules).
let t: TestApp;
const f = {
  cash: 0,
  card: 0,
  rent: 0,
  paper: 0,
  groupA: 0,
  groupB: 0,
  anna: 0,
  boris: 0,
  teacherA: 0,
};
const RANGE = 'startDate=2031-01-01&endDate=2031-03-31';

const addPayment = async (studentId: number, day: string, lines: { classId: number; cycle: number; amount: string }[], descriptors: number[], voided = false) => {
  const total = fromKopecks(lines.reduce((sum, line) => sum + (toKopecks(line.amount) ?? 0), 0));
  const [payment] = await t.db
    .insert(tables.payments)
    .values({ studentId, paymentDate: day, totalAmount: total, createdBy: 'test', ...(voided ? { voidedAt: new Date(), voidedBy: 'test', voidReason: 'дважды' } : {}) })
    .returning({ id: tables.payments.id });
  for (const line of lines) {
    const [group] = await t.db.select().from(tables.schoolClasses).where(eq(tables.schoolClasses.id, line.classId));
    await t.db.insert(tables.paymentDetails).values({ paymentId: payment.id, classId: line.classId, subjectId: group.subjectId, amount: line.amount, classCycle: line.cycle, lessonAmount: 8 });
  }
  await t.db.insert(tables.paymentDescriptorLinks).values(descriptors.map((descriptorId) => ({ paymentId: payment.id, descriptorId })));
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const descriptors = await db.select().from(tables.paymentDescriptors);
  f.cash = descriptors.find((row) => row.name === 'Наличные')!.id;
  f.card = descriptors.find((row) => row.name === 'Банковская карта')!.id;
  const [rent, paper] = await db.insert(tables.expenseTypes).values([{ name: 'Тест: аренда' }, { name: 'Тест: бумага' }]).returning();
  [f.rent, f.paper] = [rent.id, paper.id];
  const [payType] = await db.select().from(tables.expensePaymentTypes).limit(1);
  const [year] = await db.select().from(tables.schoolYears).where(eq(tables.schoolYears.description, '9 класс'));
  const [subjectA, subjectB] = await db.insert(tables.subjects).values([{ name: 'Отчётоведение' }, { name: 'Сметное дело' }]).returning();
  const [teacherA, teacherB] = await db
    .insert(tables.staff)
    .values([{ name: 'Отчётов Пётр' }, { name: 'Сметова Ольга' }])
    .returning();
  f.teacherA = teacherA.id;
  const [groupA, groupB] = await db
    .insert(tables.schoolClasses)
    .values([
      { name: 'Отчёты 9А', schoolYearId: year.id, staffId: teacherA.id, subjectId: subjectA.id },
      { name: 'Сметы 9Б', schoolYearId: year.id, staffId: teacherB.id, subjectId: subjectB.id },
    ])
    .returning();
  [f.groupA, f.groupB] = [groupA.id, groupB.id];
  const [anna, boris] = await db.insert(tables.students).values([{ name: 'Анна Отчётова' }, { name: 'Борис Отчётов' }]).returning();
  [f.anna, f.boris] = [anna.id, boris.id];

  await addPayment(f.anna, '2031-01-10', [{ classId: f.groupA, cycle: 1, amount: '6400.00' }], [f.cash]);
  // a split payment: cash and card, counted whole under either (docs/money.md §13)
  await addPayment(f.boris, '2031-01-31', [{ classId: f.groupA, cycle: 1, amount: '3000.50' }, { classId: f.groupB, cycle: 2, amount: '4800.00' }], [f.cash, f.card]);
  await addPayment(f.anna, '2031-02-01', [{ classId: f.groupB, cycle: 2, amount: '5200.00' }], [f.card]);
  await addPayment(f.anna, '2031-02-15', [{ classId: f.groupA, cycle: 1, amount: '9999.00' }], [f.cash], true); // voided
  await addPayment(f.boris, '2031-03-31', [{ classId: f.groupA, cycle: 2, amount: '100.00' }], [f.card]);
  await addPayment(f.boris, '2031-04-01', [{ classId: f.groupA, cycle: 2, amount: '777.00' }], [f.card]); // after the range

  await db.insert(tables.expenses).values([
    { expenseDate: '2031-01-05', totalAmount: '30000.00', cycleNumber: 1, expenseTypeId: f.rent, expensePaymentTypeId: payType.id },
    { expenseDate: '2031-01-20', totalAmount: '1250.50', expenseTypeId: f.paper, expensePaymentTypeId: payType.id },
    { expenseDate: '2031-02-10', totalAmount: '30000.00', cycleNumber: 2, expenseTypeId: f.rent, expensePaymentTypeId: payType.id, isArchived: true },
    { expenseDate: '2031-03-01', totalAmount: '500.00', cycleNumber: 2, expenseTypeId: f.paper, expensePaymentTypeId: payType.id },
  ]);

  const [snapshot] = await db.insert(tables.teacherPayoutSnapshots).values({ teacherId: teacherA.id, classCycle: 1, centre: 'ODINTSOVO' }).returning();
  await db.insert(tables.teacherPayoutDetails).values([
    { snapshotId: snapshot.id, detailType: 'TEACHER', calculatedAmount: '2500.00', finalAmount: '2000.00' },
    { snapshotId: snapshot.id, detailType: 'CLASS', classId: groupA.id, calculatedAmount: '2500.00', finalAmount: '2000.00' },
    { snapshotId: snapshot.id, detailType: 'STUDENT', classId: groupA.id, studentId: anna.id, calculatedAmount: '1600.00', finalAmount: '1600.00' },
  ]);
  // centre 2 keeps its own numbers: not the salary of this report
  const [other] = await db.insert(tables.teacherPayoutSnapshots).values({ teacherId: teacherA.id, classCycle: 2, centre: 'ZELENOGRAD' }).returning();
  await db.insert(tables.teacherPayoutDetails).values({ snapshotId: other.id, detailType: 'CLASS', classId: groupA.id, calculatedAmount: '900.00', finalAmount: '900.00' });
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

const ROUTES = [
  'owner/expenses/monthly-summary',
  'owner/expenses/cycle-summary',
  'owner/payments/monthly-summary-by-subject',
  'owner/payments/monthly-summary-by-teacher',
  'owner/payments/monthly-summary-by-school-class',
  'owner/payments/summary-by-class-and-cycle',
  'owner/profit/summary-by-subject-chart',
  'owner/profit/summary-by-teacher-chart',
  'owner/profit/summary-by-school-class-chart',
  'owner/profit/summary-by-cycle-and-school-class',
];

describe('who may read the reports', () => {
  it.each([...ROUTES.map((route) => `${route}?${RANGE}`), 'owner/profit-by-cycle/1'])('%s: owner and admin read, teacher and user are refused', async (url) => {
    expectStatus(await get(url, 'owner'), 200);
    expectStatus(await get(url, 'admin'), 200);
    const teacher = await get(url, 'teacher');
    expectStatus(teacher, 403);
    expectStatus(await get(url, 'user'), 403);
    expectStatus(await t.call({ method: 'GET', url: `/api/${url}` }), 401);
  });
});

describe('owner/expenses', () => {
  it('monthly-summary: every month of the range, archived expenses left out, by type', async () => {
    const items = await ok<ExpenseMonthItem[]>(`owner/expenses/monthly-summary?${RANGE}&expenseTypeIds=${f.rent},${f.paper}`);
    expect(items).toEqual([
      { yearMonth: '2031-01', total: '31250.50', expensesByType: { 'Тест: аренда': '30000.00', 'Тест: бумага': '1250.50' } },
      { yearMonth: '2031-02', total: '0.00', expensesByType: {} },
      { yearMonth: '2031-03', total: '500.00', expensesByType: { 'Тест: бумага': '500.00' } },
    ]);
    const rentOnly = await ok<ExpenseMonthItem[]>(`owner/expenses/monthly-summary?${RANGE}&expenseTypeIds=${f.rent}`);
    expect(rentOnly.map((item) => item.total)).toEqual(['30000.00', '0.00', '0.00']);
  });

  it('cycle-summary: cycles 1 to 10, and the expenses without a cycle last', async () => {
    const items = await ok<ExpenseCycleItem[]>(`owner/expenses/cycle-summary?${RANGE}&expenseTypeIds=${f.rent},${f.paper}`);
    expect(items.map((item) => item.cycle)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect(items[0]).toEqual({ cycle: 1, total: '30000.00', expensesByType: { 'Тест: аренда': '30000.00' } });
    expect(items[1]).toEqual({ cycle: 2, total: '500.00', expensesByType: { 'Тест: бумага': '500.00' } });
    expect(items[10]).toEqual({ cycle: null, total: '1250.50', expensesByType: { 'Тест: бумага': '1250.50' } });
  });
});

describe('owner/payments', () => {
  it('by subject: detail amounts by payment date, voided payments and days after the range left out', async () => {
    const items = await ok<{ yearMonth: string; total: string; paymentsBySubject: Record<string, string> }[]>(`owner/payments/monthly-summary-by-subject?${RANGE}`);
    expect(items).toEqual([
      { yearMonth: '2031-01', total: '14200.50', paymentsBySubject: { Отчётоведение: '9400.50', 'Сметное дело': '4800.00' } },
      { yearMonth: '2031-02', total: '5200.00', paymentsBySubject: { 'Сметное дело': '5200.00' } },
      { yearMonth: '2031-03', total: '100.00', paymentsBySubject: { Отчётоведение: '100.00' } },
    ]);
  });

  it('by payment type: a payment counts whole when one of its types is chosen', async () => {
    const cash = await ok<{ yearMonth: string; total: string; paymentsByTeacher: Record<string, string> }[]>(
      `owner/payments/monthly-summary-by-teacher?${RANGE}&paymentDescriptorIds=${f.cash}`,
    );
    expect(cash[0]).toEqual({ yearMonth: '2031-01', total: '14200.50', paymentsByTeacher: { 'Отчётов Пётр': '9400.50', 'Сметова Ольга': '4800.00' } });
    expect(cash.slice(1).map((item) => item.total)).toEqual(['0.00', '0.00']);
    const card = await ok<{ total: string }[]>(`owner/payments/monthly-summary-by-teacher?${RANGE}&paymentDescriptorIds=${f.card}`);
    expect(card.map((item) => item.total)).toEqual(['7800.50', '5200.00', '100.00']);
    // an empty selection is no filter
    const all = await ok<{ total: string }[]>(`owner/payments/monthly-summary-by-teacher?${RANGE}&paymentDescriptorIds=`);
    expect(all.map((item) => item.total)).toEqual(['14200.50', '5200.00', '100.00']);
  });

  it('by group, and by group and cycle (the cycle of the payment line)', async () => {
    const byGroup = await ok<{ paymentsBySchoolClass: Record<string, string> }[]>(`owner/payments/monthly-summary-by-school-class?${RANGE}`);
    expect(byGroup.map((item) => item.paymentsBySchoolClass)).toEqual([{ 'Отчёты 9А': '9400.50', 'Сметы 9Б': '4800.00' }, { 'Сметы 9Б': '5200.00' }, { 'Отчёты 9А': '100.00' }]);
    const byCycle = await ok<{ cycle: number | null; total: string; paymentsByClass: Record<string, string> }[]>(`owner/payments/summary-by-class-and-cycle?${RANGE}`);
    expect(byCycle.slice(0, 3)).toEqual([
      { cycle: 1, total: '9400.50', paymentsByClass: { 'Отчёты 9А': '9400.50' } },
      { cycle: 2, total: '10100.00', paymentsByClass: { 'Отчёты 9А': '100.00', 'Сметы 9Б': '10000.00' } },
      { cycle: 3, total: '0.00', paymentsByClass: {} },
    ]);
    expect(byCycle).toHaveLength(10);
  });
});

describe('owner/profit', () => {
  it('by month: income up, expenses down, profit = income − expenses', async () => {
    const items = await ok<ProfitMonthItem[]>(`owner/profit/summary-by-subject-chart?${RANGE}&expenseTypeIds=${f.rent},${f.paper}&paymentDescriptorIds=${f.cash},${f.card}`);
    expect(items).toEqual([
      {
        yearMonth: '2031-01',
        income: { total: '14200.50', totalByCategory: { Отчётоведение: '9400.50', 'Сметное дело': '4800.00' } },
        expenses: { total: '31250.50', expensesByType: { 'Тест: аренда': '30000.00', 'Тест: бумага': '1250.50' } },
        profit: '-17050.00',
      },
      { yearMonth: '2031-02', income: { total: '5200.00', totalByCategory: { 'Сметное дело': '5200.00' } }, expenses: { total: '0.00', expensesByType: {} }, profit: '5200.00' },
      {
        yearMonth: '2031-03',
        income: { total: '100.00', totalByCategory: { Отчётоведение: '100.00' } },
        expenses: { total: '500.00', expensesByType: { 'Тест: бумага': '500.00' } },
        profit: '-400.00',
      },
    ]);
    const byTeacher = await ok<ProfitMonthItem[]>(`owner/profit/summary-by-teacher-chart?${RANGE}&expenseTypeIds=${f.paper}`);
    expect(byTeacher[0].income.totalByCategory).toEqual({ 'Отчётов Пётр': '9400.50', 'Сметова Ольга': '4800.00' });
    expect(byTeacher[0].profit).toBe('12950.00');
    const byGroup = await ok<ProfitMonthItem[]>(`owner/profit/summary-by-school-class-chart?${RANGE}&expenseTypeIds=${f.paper}`);
    expect(byGroup[2].income.totalByCategory).toEqual({ 'Отчёты 9А': '100.00' });
  });

  it('by cycle and group', async () => {
    const items = await ok<ProfitCycleItem[]>(`owner/profit/summary-by-cycle-and-school-class?${RANGE}&expenseTypeIds=${f.rent},${f.paper}`);
    expect(items.map((item) => item.cycleNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect(items[0]).toMatchObject({ cycleNumber: 1, income: { total: '9400.50' }, expenses: { total: '30000.00' }, profit: '-20599.50' });
    expect(items[1]).toMatchObject({ cycleNumber: 2, income: { total: '10100.00' }, expenses: { total: '500.00' }, profit: '9600.00' });
    expect(items[10]).toMatchObject({ cycleNumber: null, income: { total: '0.00' }, expenses: { total: '1250.50' }, profit: '-1250.50' });
  });
});

describe('owner/profit-by-cycle/{cycle}', () => {
  it('lists each group with its students’ payments for the cycle (any date), the teacher’s payout and the profit', async () => {
    const cycle1 = await ok<ProfitByCycleRow[]>('owner/profit-by-cycle/1');
    expect(cycle1.find((row) => row.schoolClassId === f.groupA)).toEqual({
      schoolClassId: f.groupA,
      schoolClassName: 'Отчёты 9А',
      schoolYearDescription: '9 класс',
      teacherName: 'Отчётов Пётр',
      schedules: [],
      studentPayments: [
        { studentId: f.anna, studentName: 'Анна Отчётова', paymentAmount: '6400.00' },
        { studentId: f.boris, studentName: 'Борис Отчётов', paymentAmount: '3000.50' },
      ],
      totalPayments: '9400.50',
      teacherSalary: '2000.00',
      totalProfit: '7400.50',
      // no student enrolled: the forecast is what is paid (docs/money.md §16)
      forecast: '9400.50',
      forecastExplanation: expect.stringContaining('ожидается от 0 учеников'),
    });
    const cycle2 = await ok<ProfitByCycleRow[]>('owner/profit-by-cycle/2');
    // no centre-1 payout for cycle 2: the salary is empty and the profit is the payments
    expect(cycle2.find((row) => row.schoolClassId === f.groupA)).toMatchObject({ totalPayments: '877.00', teacherSalary: null, totalProfit: '877.00' });
    expect(cycle2.find((row) => row.schoolClassId === f.groupB)).toMatchObject({ totalPayments: '10000.00', teacherSalary: null, totalProfit: '10000.00' });
    // groups in Russian order
    const names = cycle2.map((row) => row.schoolClassName);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru-RU', { numeric: true }).compare));
  });

  it('shows a group’s weekly lessons from the schedule, Monday first, with the cabinet', async () => {
    const [cabinet] = await t.db.select().from(tables.cabinets).limit(1);
    await t.db.insert(tables.classSchedules).values([
      { schoolClassId: f.groupA, dayOfWeek: 3, startTime: '16:00', endTime: '17:30', cabinetId: cabinet.id },
      { schoolClassId: f.groupA, dayOfWeek: 0, startTime: '10:00', endTime: '11:30', cabinetId: cabinet.id },
    ]);
    const [row] = (await ok<ProfitByCycleRow[]>('owner/profit-by-cycle/1')).filter((entry) => entry.schoolClassId === f.groupA);
    expect(row.schedules.map(({ dayOfWeekRussianShort, startTime, endTime, cabinetName }) => ({ dayOfWeekRussianShort, startTime, endTime, cabinetName }))).toEqual([
      { dayOfWeekRussianShort: 'Пн', startTime: '10:00', endTime: '11:30', cabinetName: cabinet.name },
      { dayOfWeekRussianShort: 'Чт', startTime: '16:00', endTime: '17:30', cabinetName: cabinet.name },
    ]);
    await t.db.delete(tables.classSchedules);
  });
});

describe('the demo centre: every total is the sum of its rows', () => {
  const DEMO = 'startDate=2020-01-01&endDate=2035-12-31';
  it('income by subject, by teacher, by group and by cycle add up to the detail amounts of payments not voided', async () => {
    const payments = await t.db.select().from(tables.payments);
    const live = new Set(payments.filter((row) => row.voidedAt === null && row.paymentDate <= '2035-12-31').map((row) => row.id));
    const details = await t.db.select().from(tables.paymentDetails);
    const expected = details.filter((row) => live.has(row.paymentId)).reduce((sum, row) => sum + (toKopecks(row.amount) ?? 0), 0);
    expect(expected).toBeGreaterThan(0);
    for (const route of ROUTES.filter((path) => path.includes('/payments/'))) {
      const items = await ok<{ total: string }[]>(`${route}?${DEMO}`);
      expect(items.reduce((sum, item) => sum + (toKopecks(item.total) ?? 0), 0), route).toBe(expected);
    }
  });

  it('expenses by month and by cycle add up to the expenses not archived; profit is income − expenses', async () => {
    const expenses = await t.db.select().from(tables.expenses);
    const expected = expenses.filter((row) => !row.isArchived).reduce((sum, row) => sum + (toKopecks(row.totalAmount) ?? 0), 0);
    for (const route of ['owner/expenses/monthly-summary', 'owner/expenses/cycle-summary']) {
      const items = await ok<{ total: string }[]>(`${route}?${DEMO}`);
      expect(items.reduce((sum, item) => sum + (toKopecks(item.total) ?? 0), 0), route).toBe(expected);
    }
    const profit = await ok<ProfitMonthItem[]>(`owner/profit/summary-by-teacher-chart?${DEMO}`);
    const sum = (pick: (item: ProfitMonthItem) => string) => profit.reduce((total, item) => total + (toKopecks(pick(item)) ?? 0), 0);
    expect(sum((item) => item.expenses.total)).toBe(expected);
    expect(sum((item) => item.profit)).toBe(sum((item) => item.income.total) - expected);
    for (const item of profit) {
      const byCategory = Object.values(item.income.totalByCategory).reduce((total, amount) => total + (toKopecks(amount) ?? 0), 0);
      expect(byCategory).toBe(toKopecks(item.income.total));
    }
  });
});

describe('the demo centre: each report equals the rows added up one by one (resources/money/reports.ts)', () => {
  const DEMO: ReportQuery = { startDate: '2025-09-01', endDate: '2026-12-31' };
  const query = (extra = '') => `startDate=${DEMO.startDate}&endDate=${DEMO.endDate}${extra}`;
  const lines = async (): Promise<IncomeLine[]> => {
    const payments = new Map((await t.db.select().from(tables.payments)).map((row) => [row.id, row]));
    const teacherOf = new Map((await t.db.select().from(tables.schoolClasses)).map((row) => [row.id, row.staffId]));
    const types = new Map<number, number[]>();
    for (const link of await t.db.select().from(tables.paymentDescriptorLinks)) types.set(link.paymentId, [...(types.get(link.paymentId) ?? []), link.descriptorId]);
    return (await t.db.select().from(tables.paymentDetails)).map((detail) => {
      const payment = payments.get(detail.paymentId)!;
      return {
        paymentDate: payment.paymentDate,
        voided: payment.voidedAt !== null,
        descriptorIds: types.get(payment.id) ?? [],
        subjectId: detail.subjectId,
        teacherId: teacherOf.get(detail.classId)!,
        classId: detail.classId,
        cycle: detail.classCycle,
        amount: detail.amount,
      };
    });
  };
  const names = async (table: typeof tables.subjects | typeof tables.staff | typeof tables.schoolClasses | typeof tables.expenseTypes) =>
    categoryLabels(await t.db.select({ id: table.id, name: table.name }).from(table));

  it('income by subject, by teacher (cash only) and by group and cycle', async () => {
    const all = await lines();
    const months = monthsBetween(DEMO.startDate, DEMO.endDate);
    const bySubject = await ok<{ yearMonth: string; total: string; paymentsBySubject: Record<string, string> }[]>(`owner/payments/monthly-summary-by-subject?${query()}`);
    expect(bySubject.map(({ yearMonth, total, paymentsBySubject }) => ({ yearMonth, total, amounts: paymentsBySubject }))).toEqual(
      monthTotals(months, incomeSumRows(all, DEMO, 'subject', 'month'), await names(tables.subjects)),
    );
    expect(bySubject.some((item) => item.total !== '0.00')).toBe(true);
    const byTeacher = await ok<{ yearMonth: string; total: string; paymentsByTeacher: Record<string, string> }[]>(`owner/payments/monthly-summary-by-teacher?${query(`&paymentDescriptorIds=${f.cash}`)}`);
    expect(byTeacher.map(({ yearMonth, total, paymentsByTeacher }) => ({ yearMonth, total, amounts: paymentsByTeacher }))).toEqual(
      monthTotals(months, incomeSumRows(all, { ...DEMO, paymentDescriptorIds: [f.cash] }, 'teacher', 'month'), await names(tables.staff)),
    );
    const byCycle = await ok<{ cycle: number | null; total: string; paymentsByClass: Record<string, string> }[]>(`owner/payments/summary-by-class-and-cycle?${query()}`);
    expect(byCycle.map(({ cycle, total, paymentsByClass }) => ({ cycle, total, amounts: paymentsByClass }))).toEqual(
      cycleTotals(incomeSumRows(all, DEMO, 'group', 'cycle'), await names(tables.schoolClasses)),
    );
  });

  it('expenses by month and by cycle', async () => {
    const expenses: ExpenseLine[] = (await t.db.select().from(tables.expenses)).map((row) => ({
      expenseDate: row.expenseDate,
      archived: row.isArchived,
      typeId: row.expenseTypeId,
      cycle: row.cycleNumber,
      amount: row.totalAmount,
    }));
    const labels = await names(tables.expenseTypes);
    const byMonth = await ok<ExpenseMonthItem[]>(`owner/expenses/monthly-summary?${query()}`);
    expect(byMonth.map(({ yearMonth, total, expensesByType }) => ({ yearMonth, total, amounts: expensesByType }))).toEqual(
      monthTotals(monthsBetween(DEMO.startDate, DEMO.endDate), expenseSumRows(expenses, DEMO, 'month'), labels),
    );
    const byCycle = await ok<ExpenseCycleItem[]>(`owner/expenses/cycle-summary?${query()}`);
    expect(byCycle.map(({ cycle, total, expensesByType }) => ({ cycle, total, amounts: expensesByType }))).toEqual(cycleTotals(expenseSumRows(expenses, DEMO, 'cycle'), labels));
  });
});

describe('a bad query is refused in Russian, and nothing changes', () => {
  it.each([
    ['owner/expenses/monthly-summary?endDate=2031-01-01', START_DATE_REQUIRED],
    ['owner/expenses/monthly-summary?startDate=2025-02-29&endDate=2025-03-01', START_DATE_INVALID],
    ['owner/payments/monthly-summary-by-subject?startDate=2025-01-01&endDate=01.02.2025', END_DATE_INVALID],
    ['owner/profit/summary-by-subject-chart?startDate=2025-03-01&endDate=2025-02-01', END_BEFORE_START],
    ['owner/payments/monthly-summary-by-teacher?startDate=2000-01-01&endDate=2030-01-01', RANGE_TOO_LONG],
    ['owner/expenses/cycle-summary?startDate=2025-01-01&endDate=2025-02-01&expenseTypeIds=аренда', EXPENSE_TYPE_IDS_INVALID],
    ['owner/payments/summary-by-class-and-cycle?startDate=2025-01-01&endDate=2025-02-01&paymentDescriptorIds=1,,2', DESCRIPTOR_IDS_INVALID],
    ['owner/profit/summary-by-cycle-and-school-class?startDate=2025-01-01&endDate=2025-02-01&paymentDescriptorIds=0', DESCRIPTOR_IDS_INVALID],
    ['owner/profit/summary-by-teacher-chart?startDate=2025-01-01&endDate=2025-02-01&paymentDescriptorIds=999999', unknownDescriptors([999999])],
    ['owner/expenses/monthly-summary?startDate=2025-01-01&endDate=2025-02-01&expenseTypeIds=888888,1', unknownExpenseTypes([888888])],
    ['owner/profit-by-cycle/0', REPORT_CYCLE_INVALID],
    ['owner/profit-by-cycle/11', REPORT_CYCLE_INVALID],
    ['owner/profit-by-cycle/abc', REPORT_CYCLE_INVALID],
  ])('%s → %s', async (url, message) => {
    const before = await rowCounts(t.db);
    expectBadRequest(await get(url), message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a key the report does not know', async () => {
    const response = await get('owner/expenses/monthly-summary?startDate=2025-01-01&endDate=2025-02-01&paymentDescriptorIds=1');
    expectStatus(response, 400);
    expect((response.json() as { message: string }).message).toMatch(/[а-я]/i);
  });
});
