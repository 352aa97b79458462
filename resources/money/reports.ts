import { z } from 'zod';
import { fromKopecks, toKopecks } from './kopecks';
import { russianCollation } from '../collation';

// The owner reports of money.md §2 (income, expenses, profit, profit by group), shaped from SQL sums: the server
// adds up the rows (one GROUP BY per report), these functions put the sums into the spec's items (money.md §3
// "Monthly summary item", "Profit item", "Profit by cycle row"). Rules and worked examples: docs/money.md §13.

// money.md §9: the fixed report ranges, the chart headroom.
export const INCOME_RANGE = { startDate: '2024-01-01', endDate: '2026-09-01' } as const;
export const PROFIT_RANGE = { startDate: '2024-05-01', endDate: '2025-05-01' } as const;
export const HEADROOM = 1.15;
export const MIN_REPORT_CYCLE = 1;
export const MAX_REPORT_CYCLE = 10;
export const NO_CYCLE_LABEL = 'Без цикла';
export const MAX_RANGE_YEARS = 20;

// ---- the query of every report ----

export const START_DATE_REQUIRED = 'Укажите дату начала периода (startDate)';
export const END_DATE_REQUIRED = 'Укажите дату окончания периода (endDate)';
export const START_DATE_INVALID = 'Дата начала должна быть настоящей датой в формате ГГГГ-ММ-ДД';
export const END_DATE_INVALID = 'Дата окончания должна быть настоящей датой в формате ГГГГ-ММ-ДД';
export const END_BEFORE_START = 'Дата окончания не может быть раньше даты начала';
export const RANGE_TOO_LONG = `Период отчёта не может быть длиннее ${MAX_RANGE_YEARS} лет`;
export const EXPENSE_TYPE_IDS_INVALID = 'Типы расходов (expenseTypeIds): укажите номера через запятую';
export const DESCRIPTOR_IDS_INVALID = 'Типы платежей (paymentDescriptorIds): укажите номера через запятую';
export const REPORT_CYCLE_INVALID = `Цикл должен быть целым числом от ${MIN_REPORT_CYCLE} до ${MAX_REPORT_CYCLE}`;
export const unknownExpenseTypes = (ids: readonly number[]) => `Нет таких типов расходов: ${ids.join(', ')}`;
export const unknownDescriptors = (ids: readonly number[]) => `Нет таких типов платежей: ${ids.join(', ')}`;

// A real calendar day: 2025-02-29 is refused, not rolled over to March.
export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
export const isCalendarDay = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

const day = (required: string, invalid: string) => z.string({ error: required }).refine(isCalendarDay, invalid);

// A comma list of ids; empty or absent means every type (money.md §4: an empty selection is ignored).
export const idList = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*)?$/, message)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean).map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647) && ids.length <= 1000, message)
    .optional();

const yearsBetween = (start: string, end: string) => Number(end.slice(0, 4)) - Number(start.slice(0, 4));

// the generic shape hides the two dates from the compiler; they are there, parsed as strings
const dates = (query: unknown) => query as { startDate: string; endDate: string };

const withRange = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .strictObject({ startDate: day(START_DATE_REQUIRED, START_DATE_INVALID), endDate: day(END_DATE_REQUIRED, END_DATE_INVALID), ...shape })
    .refine((query) => dates(query).endDate >= dates(query).startDate, { message: END_BEFORE_START, path: ['endDate'] })
    .refine((query) => dates(query).endDate < dates(query).startDate || yearsBetween(dates(query).startDate, dates(query).endDate) <= MAX_RANGE_YEARS, {
      message: RANGE_TOO_LONG,
      path: ['endDate'],
    });

export const expenseReportQuery = withRange({ expenseTypeIds: idList(EXPENSE_TYPE_IDS_INVALID) });
export const incomeReportQuery = withRange({ paymentDescriptorIds: idList(DESCRIPTOR_IDS_INVALID) });
export const profitReportQuery = withRange({
  expenseTypeIds: idList(EXPENSE_TYPE_IDS_INVALID),
  paymentDescriptorIds: idList(DESCRIPTOR_IDS_INVALID),
});
export type ReportQuery = { startDate: string; endDate: string; expenseTypeIds?: number[]; paymentDescriptorIds?: number[] };

export const reportCycleParams = z.object({
  cycle: z
    .string()
    .regex(/^\d{1,2}$/, REPORT_CYCLE_INVALID)
    .transform(Number)
    .refine((cycle) => cycle >= MIN_REPORT_CYCLE && cycle <= MAX_REPORT_CYCLE, REPORT_CYCLE_INVALID),
});

// ---- periods ----

// Every month the range touches, 'YYYY-MM', first to last: a month without money is still a bar of the chart.
export const monthsBetween = (startDate: string, endDate: string): string[] => {
  const months: string[] = [];
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
};

// Cycles 1 to 10 always (money.md §9), any later cycle that has money, and the expenses without a cycle last.
export const cyclesOf = (present: readonly (number | null)[]): (number | null)[] => {
  const numbers = new Set<number>(Array.from({ length: MAX_REPORT_CYCLE }, (_, index) => index + 1));
  for (const cycle of present) if (cycle !== null) numbers.add(cycle);
  const sorted: (number | null)[] = [...numbers].sort((left, right) => left - right);
  return present.includes(null) ? [...sorted, null] : sorted;
};

// ---- names ----

const russian = russianCollation({ sensitivity: 'variant', numeric: true });

// Category labels are keys of the items' maps. Names of teachers and groups may repeat: a repeated name gets its
// number, 'Математика 9А (№12)', so two groups never add up under one key.
export const categoryLabels = (rows: readonly { id: number; name: string }[]): Map<number, string> => {
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.name, (count.get(row.name) ?? 0) + 1);
  return new Map(rows.map((row) => [row.id, (count.get(row.name) ?? 0) > 1 ? `${row.name} (№${row.id})` : row.name]));
};

// ---- sums into items ----

// One SQL sum: a period (month 'YYYY-MM' or cycle number; null: no cycle), a category id, an amount (numeric text).
export type SumRow = { period: string | number | null; categoryId: number; amount: string };

type Bucket = { total: number; byCategory: Map<string, number> };

// The sums of each period, by category label, in kopecks. A category id without a label (deleted since) is
// listed by its number, never dropped, so the totals stay the sums of the rows.
const bucketsOf = (rows: readonly SumRow[], labels: Map<number, string>) => {
  const buckets = new Map<string, Bucket>();
  for (const row of rows) {
    const key = String(row.period);
    const bucket = buckets.get(key) ?? { total: 0, byCategory: new Map() };
    const kopecks = toKopecks(row.amount) ?? 0;
    const label = labels.get(row.categoryId) ?? `№${row.categoryId}`;
    bucket.total += kopecks;
    bucket.byCategory.set(label, (bucket.byCategory.get(label) ?? 0) + kopecks);
    buckets.set(key, bucket);
  }
  return buckets;
};

// A map of label → amount, labels in Russian order, zero amounts left out.
const amountsOf = (bucket: Bucket | undefined): Record<string, string> =>
  Object.fromEntries(
    [...(bucket?.byCategory ?? new Map<string, number>())]
      .filter(([, kopecks]) => kopecks !== 0)
      .sort(([left], [right]) => russian.compare(left, right))
      .map(([label, kopecks]) => [label, fromKopecks(kopecks)]),
  );

export type MonthTotals = { yearMonth: string; total: string; amounts: Record<string, string> };
export type CycleTotals = { cycle: number | null; total: string; amounts: Record<string, string> };

export const monthTotals = (months: readonly string[], rows: readonly SumRow[], labels: Map<number, string>): MonthTotals[] => {
  const buckets = bucketsOf(rows, labels);
  return months.map((yearMonth) => ({ yearMonth, total: fromKopecks(buckets.get(yearMonth)?.total ?? 0), amounts: amountsOf(buckets.get(yearMonth)) }));
};

export const cycleTotals = (rows: readonly SumRow[], labels: Map<number, string>): CycleTotals[] => {
  const buckets = bucketsOf(rows, labels);
  return cyclesOf(rows.map((row) => (row.period === null ? null : Number(row.period)))).map((cycle) => ({
    cycle,
    total: fromKopecks(buckets.get(String(cycle))?.total ?? 0),
    amounts: amountsOf(buckets.get(String(cycle))),
  }));
};

// money.md §3 "Profit item": income with its total and totalByCategory, expenses with total and expensesByType,
// and profit = income − expenses (our addition: the line of the chart, computed once here).
export type ProfitParts = {
  income: { total: string; totalByCategory: Record<string, string> };
  expenses: { total: string; expensesByType: Record<string, string> };
  profit: string;
};

const profitParts = (income: Bucket | undefined, expenses: Bucket | undefined): ProfitParts => ({
  income: { total: fromKopecks(income?.total ?? 0), totalByCategory: amountsOf(income) },
  expenses: { total: fromKopecks(expenses?.total ?? 0), expensesByType: amountsOf(expenses) },
  profit: fromKopecks((income?.total ?? 0) - (expenses?.total ?? 0)),
});

export const profitByMonth = (
  months: readonly string[],
  income: { rows: readonly SumRow[]; labels: Map<number, string> },
  expenses: { rows: readonly SumRow[]; labels: Map<number, string> },
) => {
  const incomeBuckets = bucketsOf(income.rows, income.labels);
  const expenseBuckets = bucketsOf(expenses.rows, expenses.labels);
  return months.map((yearMonth) => ({ yearMonth, ...profitParts(incomeBuckets.get(yearMonth), expenseBuckets.get(yearMonth)) }));
};

export const profitByCycle = (
  income: { rows: readonly SumRow[]; labels: Map<number, string> },
  expenses: { rows: readonly SumRow[]; labels: Map<number, string> },
) => {
  const incomeBuckets = bucketsOf(income.rows, income.labels);
  const expenseBuckets = bucketsOf(expenses.rows, expenses.labels);
  const cycles = cyclesOf([...income.rows, ...expenses.rows].map((row) => (row.period === null ? null : Number(row.period))));
  return cycles.map((cycleNumber) => ({ cycleNumber, ...profitParts(incomeBuckets.get(String(cycleNumber)), expenseBuckets.get(String(cycleNumber))) }));
};

// ---- profit by group for one cycle ----

export type ScheduleEntry = { scheduleId: number; dayOfWeekRussianShort: string; startTime: string; endTime: string; cabinetName: string | null };
export type GroupOfCycle = { schoolClassId: number; schoolClassName: string; schoolYearDescription: string; teacherName: string };
export type StudentPaid = { studentId: number; studentName: string; amount: string };

// money.md §3 "Profit by cycle row". The salary is the teacher's payout for the group in that cycle (the CLASS
// detail's final amount); none calculated yet: null, and the profit is then the payments alone.
export const profitByCycleRow = (group: GroupOfCycle, paid: readonly StudentPaid[], salary: string | null, schedules: ScheduleEntry[] = []) => {
  const studentPayments = [...paid]
    .sort((left, right) => russian.compare(left.studentName, right.studentName) || left.studentId - right.studentId)
    .map((row) => ({ studentId: row.studentId, studentName: row.studentName, paymentAmount: fromKopecks(toKopecks(row.amount) ?? 0) }));
  const payments = studentPayments.reduce((sum, row) => sum + (toKopecks(row.paymentAmount) ?? 0), 0);
  const salaryKopecks = salary === null ? null : (toKopecks(salary) ?? 0);
  return {
    ...group,
    schedules,
    studentPayments,
    totalPayments: fromKopecks(payments),
    teacherSalary: salaryKopecks === null ? null : fromKopecks(salaryKopecks),
    totalProfit: fromKopecks(payments - (salaryKopecks ?? 0)),
  };
};

// ---- the sums, as the SQL makes them ----

// What the server's GROUP BY does, written out for one payment line or one expense at a time: the worked examples
// and the API tests check the SQL against it.
export type IncomeLine = {
  paymentDate: string;
  voided: boolean;
  descriptorIds: readonly number[];
  subjectId: number;
  teacherId: number;
  classId: number;
  cycle: number;
  amount: string;
};
export type ExpenseLine = { expenseDate: string; archived: boolean; typeId: number; cycle: number | null; amount: string };

const inRange = (day: string, query: ReportQuery) => day >= query.startDate && day <= query.endDate;
const chosen = (ids: readonly number[] | undefined, own: readonly number[]) => !ids || ids.length === 0 || own.some((id) => ids.includes(id));

const addUp = (entries: { period: string | number | null; categoryId: number; kopecks: number }[]): SumRow[] => {
  const sums = new Map<string, { period: string | number | null; categoryId: number; kopecks: number }>();
  for (const entry of entries) {
    const key = `${entry.period}|${entry.categoryId}`;
    const sum = sums.get(key) ?? { period: entry.period, categoryId: entry.categoryId, kopecks: 0 };
    sum.kopecks += entry.kopecks;
    sums.set(key, sum);
  }
  return [...sums.values()].map((sum) => ({ period: sum.period, categoryId: sum.categoryId, amount: fromKopecks(sum.kopecks) }));
};

// Income: lines of payments not voided, dated in the range, of a payment with one of the chosen types (whole).
export const incomeSumRows = (lines: readonly IncomeLine[], query: ReportQuery, category: 'subject' | 'teacher' | 'group', period: 'month' | 'cycle'): SumRow[] =>
  addUp(
    lines
      .filter((line) => !line.voided && inRange(line.paymentDate, query) && chosen(query.paymentDescriptorIds, line.descriptorIds))
      .map((line) => ({
        period: period === 'month' ? line.paymentDate.slice(0, 7) : line.cycle,
        categoryId: category === 'subject' ? line.subjectId : category === 'teacher' ? line.teacherId : line.classId,
        kopecks: toKopecks(line.amount) ?? 0,
      })),
  );

// Expenses: not archived, dated in the range, of the chosen types.
export const expenseSumRows = (expenses: readonly ExpenseLine[], query: ReportQuery, period: 'month' | 'cycle'): SumRow[] =>
  addUp(
    expenses
      .filter((expense) => !expense.archived && inRange(expense.expenseDate, query) && chosen(query.expenseTypeIds, [expense.typeId]))
      .map((expense) => ({ period: period === 'month' ? expense.expenseDate.slice(0, 7) : expense.cycle, categoryId: expense.typeId, kopecks: toKopecks(expense.amount) ?? 0 })),
  );

// ---- charts ----

// money.md §9: the value axis reaches the largest value times 1.15, so the tallest bar never touches the top.
export const withHeadroom = (values: readonly number[]) => Math.max(0, ...values) * HEADROOM;

// The profit chart's axis, in roubles: income and a positive profit upward, expenses and a loss downward, each
// with the headroom.
export const profitAxis = (periods: readonly { income: number; expenses: number; profit: number }[]) => ({
  max: withHeadroom(periods.flatMap((period) => [period.income, period.profit])),
  min: -withHeadroom(periods.flatMap((period) => [period.expenses, -period.profit])),
});

// ---- response schemas ----

const amounts = z.record(z.string(), z.string());
const money = z.string();

export const expenseMonthItemSchema = z.object({ yearMonth: z.string(), total: money, expensesByType: amounts });
export const expenseCycleItemSchema = z.object({ cycle: z.number().int().nullable(), total: money, expensesByType: amounts });
export const incomeBySubjectItemSchema = z.object({ yearMonth: z.string(), total: money, paymentsBySubject: amounts });
export const incomeByTeacherItemSchema = z.object({ yearMonth: z.string(), total: money, paymentsByTeacher: amounts });
export const incomeBySchoolClassItemSchema = z.object({ yearMonth: z.string(), total: money, paymentsBySchoolClass: amounts });
export const incomeByCycleItemSchema = z.object({ cycle: z.number().int().nullable(), total: money, paymentsByClass: amounts });

const profitPartsSchema = {
  income: z.object({ total: money, totalByCategory: amounts }),
  expenses: z.object({ total: money, expensesByType: amounts }),
  profit: money,
};
export const profitMonthItemSchema = z.object({ yearMonth: z.string(), ...profitPartsSchema });
export const profitCycleItemSchema = z.object({ cycleNumber: z.number().int().nullable(), ...profitPartsSchema });

export const profitByCycleRowSchema = z.object({
  schoolClassId: z.number().int(),
  schoolClassName: z.string(),
  schoolYearDescription: z.string(),
  teacherName: z.string(),
  schedules: z.array(
    z.object({ scheduleId: z.number().int(), dayOfWeekRussianShort: z.string(), startTime: z.string(), endTime: z.string(), cabinetName: z.string().nullable() }),
  ),
  studentPayments: z.array(z.object({ studentId: z.number().int(), studentName: z.string(), paymentAmount: money })),
  totalPayments: money,
  teacherSalary: money.nullable(),
  totalProfit: money,
  // issue 23 (docs/money.md §16): the cycle's expected income, what is paid plus what the enrolled are expected to pay
  forecast: money,
  forecastExplanation: z.string(),
});

export type ExpenseMonthItem = z.infer<typeof expenseMonthItemSchema>;
export type ExpenseCycleItem = z.infer<typeof expenseCycleItemSchema>;
export type ProfitMonthItem = z.infer<typeof profitMonthItemSchema>;
export type ProfitCycleItem = z.infer<typeof profitCycleItemSchema>;
export type ProfitByCycleRow = z.infer<typeof profitByCycleRowSchema>;
