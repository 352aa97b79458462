import { describe, expect, it } from 'vitest';
import {
  categoryLabels,
  cycleTotals,
  cyclesOf,
  DESCRIPTOR_IDS_INVALID,
  END_BEFORE_START,
  expenseReportQuery,
  expenseSumRows,
  HEADROOM,
  incomeReportQuery,
  incomeSumRows,
  isCalendarDay,
  monthsBetween,
  monthTotals,
  NO_CYCLE_LABEL,
  profitAxis,
  profitByCycle,
  profitByCycleRow,
  profitByMonth,
  profitReportQuery,
  RANGE_TOO_LONG,
  reportCycleParams,
  REPORT_CYCLE_INVALID,
  START_DATE_INVALID,
  START_DATE_REQUIRED,
  withHeadroom,
  type ExpenseLine,
  type IncomeLine,
  type ReportQuery,
} from './reports';
import { example } from './worked-example';

// docs/money.md §13: the income, expense and profit reports. The SQL of the server is checked against
// incomeSumRows / expenseSumRows by the API tests (server/routes/money-reports.test.ts, the same rows in 2031).

// The data of the examples: ids of docs/money.md §13.
const CASH = 1;
const CARD = 2;
const RENT = 1;
const PAPER = 2;
const MATHS = 11; // group 'Математика 9А': subject 'Математика' (1), teacher Анна Петрова (21)
const PHYSICS = 12; // group 'Физика 9А': subject 'Физика' (2), teacher Мария Иванова (22)
const subjects = new Map([
  [1, 'Математика'],
  [2, 'Физика'],
]);
const teachers = new Map([
  [21, 'Анна Петрова'],
  [22, 'Мария Иванова'],
]);
const groups = new Map([
  [MATHS, 'Математика 9А'],
  [PHYSICS, 'Физика 9А'],
]);
const expenseTypes = new Map([
  [RENT, 'Аренда'],
  [PAPER, 'Канцелярия'],
]);

const line = (paymentDate: string, descriptorIds: number[], classId: number, cycle: number, amount: string, voided = false): IncomeLine => ({
  paymentDate,
  voided,
  descriptorIds,
  classId,
  cycle,
  amount,
  subjectId: classId === MATHS ? 1 : 2,
  teacherId: classId === MATHS ? 21 : 22,
});
const payments: IncomeLine[] = [
  line('2025-01-10', [CASH], MATHS, 1, '6400.00'), // 101
  line('2025-01-31', [CASH, CARD], MATHS, 1, '3000.50'), // 102
  line('2025-01-31', [CASH, CARD], PHYSICS, 2, '4800.00'), // 102
  line('2025-02-01', [CARD], PHYSICS, 2, '5200.00'), // 103
  line('2025-02-15', [CASH], MATHS, 1, '9999.00', true), // 104, voided
  line('2025-03-31', [CARD], MATHS, 2, '100.00'), // 105
  line('2025-04-01', [CARD], MATHS, 2, '777.00'), // 106
];
const expenses: ExpenseLine[] = [
  { expenseDate: '2025-01-05', archived: false, typeId: RENT, cycle: 1, amount: '30000.00' }, // 201
  { expenseDate: '2025-01-20', archived: false, typeId: PAPER, cycle: null, amount: '1250.50' }, // 202
  { expenseDate: '2025-02-10', archived: true, typeId: RENT, cycle: 2, amount: '30000.00' }, // 203
  { expenseDate: '2025-03-01', archived: false, typeId: PAPER, cycle: 2, amount: '500.00' }, // 204
];
const RANGE: ReportQuery = { startDate: '2025-01-01', endDate: '2025-03-31' };
const MONTHS = monthsBetween(RANGE.startDate, RANGE.endDate);

const incomeByMonth = (query: ReportQuery, category: 'subject' | 'teacher' | 'group', labels: Map<number, string>) =>
  monthTotals(MONTHS, incomeSumRows(payments, query, category, 'month'), labels);
const totals = (items: { total: string }[]) => items.map((item) => item.total);

describe('the query of a report', () => {
  it('takes a real calendar range, inclusive, and comma lists of ids (empty: every type)', () => {
    expect(incomeReportQuery.parse({ startDate: '2024-02-29', endDate: '2024-03-01', paymentDescriptorIds: '1, 2,2' })).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-03-01',
      paymentDescriptorIds: [1, 2],
    });
    expect(profitReportQuery.parse({ startDate: '2024-01-01', endDate: '2024-01-01', expenseTypeIds: '', paymentDescriptorIds: '3' })).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-01-01',
      expenseTypeIds: [],
      paymentDescriptorIds: [3],
    });
  });

  it.each([
    [{ endDate: '2024-01-01' }, START_DATE_REQUIRED],
    [{ startDate: '2025-02-29', endDate: '2025-03-01' }, START_DATE_INVALID],
    [{ startDate: '2025-1-01', endDate: '2025-03-01' }, START_DATE_INVALID],
    [{ startDate: '2025-03-02', endDate: '2025-03-01' }, END_BEFORE_START],
    [{ startDate: '2000-01-01', endDate: '2021-01-01' }, RANGE_TOO_LONG],
    [{ startDate: '2025-01-01', endDate: '2025-03-01', paymentDescriptorIds: '1;2' }, DESCRIPTOR_IDS_INVALID],
    [{ startDate: '2025-01-01', endDate: '2025-03-01', paymentDescriptorIds: '0' }, DESCRIPTOR_IDS_INVALID],
  ])('refuses %j: %s', (query, message) => {
    const result = incomeReportQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('refuses a key of another report', () => {
    expect(expenseReportQuery.safeParse({ startDate: '2025-01-01', endDate: '2025-01-02', paymentDescriptorIds: '1' }).success).toBe(false);
  });

  it('knows the calendar', () => {
    expect([isCalendarDay('2024-02-29'), isCalendarDay('2023-02-29'), isCalendarDay('2000-02-29'), isCalendarDay('1900-02-29'), isCalendarDay('2025-04-31')]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('takes cycles 1 to 10 for profit by group', () => {
    expect(reportCycleParams.parse({ cycle: '10' })).toEqual({ cycle: 10 });
    for (const cycle of ['0', '11', '1.5', 'x']) expect(reportCycleParams.safeParse({ cycle }).error?.issues[0].message).toBe(REPORT_CYCLE_INVALID);
  });
});

describe('periods and names', () => {
  it('lists every month the range touches, across a new year', () => {
    expect(monthsBetween('2024-11-30', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2025-01-15', '2025-01-16')).toEqual(['2025-01']);
  });

  it('lists cycles 1 to 10, later cycles with money, and no cycle last', () => {
    expect(cyclesOf([3, null, 12])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, null]);
    expect(cyclesOf([])).toHaveLength(10);
  });
});

example(20, 'which payments are income', () => {
  it('adds up the lines of payments not voided by the payment date, inclusive at both ends', () => {
    expect(incomeByMonth(RANGE, 'subject', subjects)).toEqual([
      { yearMonth: '2025-01', total: '14200.50', amounts: { Математика: '9400.50', Физика: '4800.00' } },
      { yearMonth: '2025-02', total: '5200.00', amounts: { Физика: '5200.00' } },
      { yearMonth: '2025-03', total: '100.00', amounts: { Математика: '100.00' } },
    ]);
  });
});

example(21, 'payment types: a payment counts whole', () => {
  it('counts payment 102 whole under either of its types, and once under both', () => {
    expect(totals(incomeByMonth({ ...RANGE, paymentDescriptorIds: [CASH] }, 'subject', subjects))).toEqual(['14200.50', '0.00', '0.00']);
    expect(totals(incomeByMonth({ ...RANGE, paymentDescriptorIds: [CARD] }, 'subject', subjects))).toEqual(['7800.50', '5200.00', '100.00']);
    expect(totals(incomeByMonth({ ...RANGE, paymentDescriptorIds: [CASH, CARD] }, 'subject', subjects))).toEqual(['14200.50', '5200.00', '100.00']);
    expect(totals(incomeByMonth({ ...RANGE, paymentDescriptorIds: [] }, 'subject', subjects))).toEqual(['14200.50', '5200.00', '100.00']);
  });
});

example(22, 'income by teacher and by group, names that repeat', () => {
  it('puts a line under its group’s teacher and its group', () => {
    expect(incomeByMonth(RANGE, 'teacher', teachers)[0].amounts).toEqual({ 'Анна Петрова': '9400.50', 'Мария Иванова': '4800.00' });
    expect(incomeByMonth(RANGE, 'group', groups)[1].amounts).toEqual({ 'Физика 9А': '5200.00' });
  });

  it('tells two groups of one name apart by number', () => {
    const labels = categoryLabels([
      { id: 12, name: 'Математика 9А' },
      { id: 15, name: 'Математика 9А' },
      { id: 16, name: 'Физика 9А' },
    ]);
    expect([...labels.values()]).toEqual(['Математика 9А (№12)', 'Математика 9А (№15)', 'Физика 9А']);
    const rows = [
      { period: '2025-01', categoryId: 12, amount: '100.00' },
      { period: '2025-01', categoryId: 15, amount: '200.00' },
    ];
    expect(monthTotals(['2025-01'], rows, labels)[0].amounts).toEqual({ 'Математика 9А (№12)': '100.00', 'Математика 9А (№15)': '200.00' });
  });
});

example(23, 'income by group and cycle', () => {
  it('puts a line under the cycle it pays for', () => {
    const items = cycleTotals(incomeSumRows(payments, RANGE, 'group', 'cycle'), groups);
    expect(items.slice(0, 3)).toEqual([
      { cycle: 1, total: '9400.50', amounts: { 'Математика 9А': '9400.50' } },
      { cycle: 2, total: '10100.00', amounts: { 'Математика 9А': '100.00', 'Физика 9А': '10000.00' } },
      { cycle: 3, total: '0.00', amounts: {} },
    ]);
    expect(items.map((item) => item.cycle)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

example(24, 'expenses by month', () => {
  it('leaves out archived expenses, and the types not chosen', () => {
    expect(monthTotals(MONTHS, expenseSumRows(expenses, RANGE, 'month'), expenseTypes)).toEqual([
      { yearMonth: '2025-01', total: '31250.50', amounts: { Аренда: '30000.00', Канцелярия: '1250.50' } },
      { yearMonth: '2025-02', total: '0.00', amounts: {} },
      { yearMonth: '2025-03', total: '500.00', amounts: { Канцелярия: '500.00' } },
    ]);
    expect(totals(monthTotals(MONTHS, expenseSumRows(expenses, { ...RANGE, expenseTypeIds: [RENT] }, 'month'), expenseTypes))).toEqual(['30000.00', '0.00', '0.00']);
  });
});

example(25, 'expenses by cycle', () => {
  it('puts an expense without a cycle last, so both views add up alike', () => {
    const items = cycleTotals(expenseSumRows(expenses, RANGE, 'cycle'), expenseTypes);
    expect(items[0]).toEqual({ cycle: 1, total: '30000.00', amounts: { Аренда: '30000.00' } });
    expect(items[1]).toEqual({ cycle: 2, total: '500.00', amounts: { Канцелярия: '500.00' } });
    expect(items.at(-1)).toEqual({ cycle: null, total: '1250.50', amounts: { Канцелярия: '1250.50' } });
    expect(NO_CYCLE_LABEL).toBe('Без цикла');
    const sum = (list: { total: string }[]) => list.reduce((total, item) => total + Number(item.total.replace('.', '')), 0);
    expect(sum(items)).toBe(sum(monthTotals(MONTHS, expenseSumRows(expenses, RANGE, 'month'), expenseTypes)));
    expect(sum(items)).toBe(3_175_050);
  });
});

example(26, 'profit by month', () => {
  it('is income − expenses, a loss negative', () => {
    const items = profitByMonth(
      MONTHS,
      { rows: incomeSumRows(payments, RANGE, 'subject', 'month'), labels: subjects },
      { rows: expenseSumRows(expenses, RANGE, 'month'), labels: expenseTypes },
    );
    expect(items.map((item) => [item.yearMonth, item.income.total, item.expenses.total, item.profit])).toEqual([
      ['2025-01', '14200.50', '31250.50', '-17050.00'],
      ['2025-02', '5200.00', '0.00', '5200.00'],
      ['2025-03', '100.00', '500.00', '-400.00'],
    ]);
    expect(items[0].income.totalByCategory).toEqual({ Математика: '9400.50', Физика: '4800.00' });
    expect(items[0].expenses.expensesByType).toEqual({ Аренда: '30000.00', Канцелярия: '1250.50' });
  });
});

example(27, 'profit by cycle and group', () => {
  it('sets the lines of a cycle against the expenses of that cycle', () => {
    const items = profitByCycle(
      { rows: incomeSumRows(payments, RANGE, 'group', 'cycle'), labels: groups },
      { rows: expenseSumRows(expenses, RANGE, 'cycle'), labels: expenseTypes },
    );
    expect(items.map((item) => item.cycleNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect([items[0].profit, items[1].profit, items[2].profit, items[10].profit]).toEqual(['-20599.50', '9600.00', '0.00', '-1250.50']);
  });
});

example(28, 'profit of a group in a cycle', () => {
  const maths = { schoolClassId: MATHS, schoolClassName: 'Математика 9А', schoolYearDescription: '9 класс', teacherName: 'Анна Петрова' };
  it('takes the adjusted payout of the group as the salary', () => {
    const row = profitByCycleRow(
      maths,
      [
        { studentId: 2, studentName: 'Борис Орлов', amount: '3000.50' },
        { studentId: 1, studentName: 'Анна Белова', amount: '6400.00' },
      ],
      '2000.00',
    );
    expect(row).toEqual({
      ...maths,
      schedules: [],
      studentPayments: [
        { studentId: 1, studentName: 'Анна Белова', paymentAmount: '6400.00' },
        { studentId: 2, studentName: 'Борис Орлов', paymentAmount: '3000.50' },
      ],
      totalPayments: '9400.50',
      teacherSalary: '2000.00',
      totalProfit: '7400.50',
    });
  });

  it('without a payout: no salary, and the profit is the payments', () => {
    const row = profitByCycleRow(maths, [{ studentId: 2, studentName: 'Борис Орлов', amount: '877.00' }], null);
    expect([row.totalPayments, row.teacherSalary, row.totalProfit]).toEqual(['877.00', null, '877.00']);
    expect(profitByCycleRow(maths, [], null)).toMatchObject({ studentPayments: [], totalPayments: '0.00', totalProfit: '0.00' });
  });
});

example(29, 'the chart axis', () => {
  it('reaches 1.15 × the largest value, both ways on the profit chart', () => {
    expect(HEADROOM).toBe(1.15);
    expect(withHeadroom([14200.5, 5200, 100])).toBeCloseTo(16330.575, 6);
    expect(withHeadroom([])).toBe(0);
    const axis = profitAxis([
      { income: 14200.5, expenses: 31250.5, profit: -17050 },
      { income: 5200, expenses: 0, profit: 5200 },
      { income: 100, expenses: 500, profit: -400 },
    ]);
    expect(axis.max).toBeCloseTo(16330.575, 6);
    expect(axis.min).toBeCloseTo(-35938.075, 6);
    // a month of loss only: the profit line still fits below
    const loss = profitAxis([{ income: 0, expenses: 1000, profit: -1000 }]);
    expect([loss.max, loss.min]).toEqual([0, -1150]);
  });
});
