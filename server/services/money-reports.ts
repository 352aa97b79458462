import { sql, type SQL } from 'drizzle-orm';
import {
  categoryLabels,
  cycleTotals,
  monthsBetween,
  monthTotals,
  profitByCycle,
  profitByCycleRow,
  profitByMonth,
  unknownDescriptors,
  unknownExpenseTypes,
  type ReportQuery,
  type ScheduleEntry,
  type SumRow,
} from '../../resources/money/reports';
import { fromKopecks } from '../../resources/money/kopecks';
import { splitRange, type RangeSplit } from '../../resources/money/report-range';
import { queryRows } from '../db/rows';
import { forecastMap } from './break-even';
import type { DbOrTx } from '../db/types';
import { BadRequestError } from '../errors';

// The owner reports (money.md §7 "Reports"): each report is one GROUP BY over the kept monthly sums of the range's
// whole months and the rows of its other days (payments and their details, or expenses; docs/money.md §17), the
// names of the categories it found, and the shaping of resources/money/reports.ts.
// Income: the detail amounts of payments not voided, by payment date; a payment counts whole when one of its types is
// chosen (docs/money.md §13). Expenses: not archived, by expense date, of the chosen types.

export type IncomeCategory = 'subject' | 'teacher' | 'group';
type Period = 'month' | 'cycle';
// Where the sums come from: the kept monthly sums for whole months (what the routes read), or the history alone (every
// row of the range, as before issue 22: what the check and the bench compare the kept reading with).
export type SumSource = 'kept' | 'history';
const rangeOf = (query: ReportQuery, source: SumSource): RangeSplit =>
  source === 'kept' ? splitRange(query.startDate, query.endDate) : { months: null, days: [{ from: query.startDate, to: query.endDate }] };

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

// Refuses ids that name no type: a report of a type that does not exist would be silently empty.
export const checkTypeIds = async (db: DbOrTx, query: ReportQuery) => {
  const missing = async (table: string, ids: readonly number[] | undefined) => {
    if (!ids || ids.length === 0) return [];
    const found = new Set(
      (await queryRows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where id = any(${intArray(ids)})`)).map((row) => row.id),
    );
    return ids.filter((id) => !found.has(id));
  };
  const expenseTypes = await missing('expense_types', query.expenseTypeIds);
  if (expenseTypes.length > 0) throw new BadRequestError(unknownExpenseTypes(expenseTypes), [{ field: 'expenseTypeIds', message: unknownExpenseTypes(expenseTypes) }]);
  const descriptors = await missing('payment_descriptors', query.paymentDescriptorIds);
  if (descriptors.length > 0) throw new BadRequestError(unknownDescriptors(descriptors), [{ field: 'paymentDescriptorIds', message: unknownDescriptors(descriptors) }]);
};

const byDescriptors = (ids: readonly number[] | undefined) =>
  ids && ids.length > 0
    ? sql` and exists (select 1 from payment_descriptor_links l where l.payment_id = p.id and l.descriptor_id = any(${intArray(ids)}))`
    : sql``;

// The category of a line; the kept sums name their group, subject and cycle as the lines do (alias d).
const incomeCategory: Record<IncomeCategory, SQL> = {
  subject: sql`d.subject_id`,
  teacher: sql`c.staff_id`,
  group: sql`d.class_id`,
};
const teacherJoin = (category: IncomeCategory) => (category === 'teacher' ? sql`join school_classes c on c.id = d.class_id` : sql``);

// The days of the range that the kept monthly sums do not cover (resources/money/report-range.ts), for a date column.
const daysOf = (column: SQL, days: RangeSplit['days']) =>
  sql.join(
    days.map((part) => sql`(${column} >= ${part.from} and ${column} <= ${part.to})`),
    sql` or `,
  );

// Adds up the parts (each a select of period, "categoryId", amount) by period and category.
const sumOfParts = (db: DbOrTx, parts: SQL[]) =>
  queryRows<SumRow>(db, sql`select period, "categoryId", sum(amount)::text as amount from (${sql.join(parts, sql` union all `)}) s group by 1, 2`);

// The sums of payment detail amounts by period and category: the whole months of the range from the kept sums
// (report_income_months, docs/money.md §17), the other days from the payment lines themselves.
export const incomeSums = (db: DbOrTx, query: ReportQuery, category: IncomeCategory, period: Period, source: SumSource = 'kept') => {
  const { months, days } = rangeOf(query, source);
  const types = query.paymentDescriptorIds;
  const parts: SQL[] = [];
  if (months) {
    parts.push(
      sql`select ${period === 'month' ? sql`to_char(d.month, 'YYYY-MM')` : sql`d.class_cycle`} as period, ${incomeCategory[category]} as "categoryId", d.amount
          from report_income_months d ${teacherJoin(category)}
          where d.month >= ${months.from} and d.month < ${months.until}${types && types.length > 0 ? sql` and d.descriptor_ids && ${intArray(types)}` : sql``}`,
    );
  }
  if (days.length > 0) {
    parts.push(
      sql`select ${period === 'month' ? sql`to_char(p.payment_date, 'YYYY-MM')` : sql`d.class_cycle`} as period, ${incomeCategory[category]} as "categoryId", d.amount
          from payments p
          join payment_details d on d.payment_id = p.id
          ${teacherJoin(category)}
          where p.voided_at is null and (${daysOf(sql`p.payment_date`, days)})${byDescriptors(types)}`,
    );
  }
  return sumOfParts(db, parts);
};

// The sums of expense amounts by period and expense type: whole months kept (report_expense_months), other days
// from the expenses themselves.
export const expenseSums = (db: DbOrTx, query: ReportQuery, period: Period, source: SumSource = 'kept') => {
  const { months, days } = rangeOf(query, source);
  const ofTypes = query.expenseTypeIds && query.expenseTypeIds.length > 0 ? sql` and e.expense_type_id = any(${intArray(query.expenseTypeIds)})` : sql``;
  const parts: SQL[] = [];
  if (months) {
    parts.push(
      sql`select ${period === 'month' ? sql`to_char(e.month, 'YYYY-MM')` : sql`e.cycle_number`} as period, e.expense_type_id as "categoryId", e.amount
          from report_expense_months e
          where e.month >= ${months.from} and e.month < ${months.until}${ofTypes}`,
    );
  }
  if (days.length > 0) {
    parts.push(
      sql`select ${period === 'month' ? sql`to_char(e.expense_date, 'YYYY-MM')` : sql`e.cycle_number`} as period, e.expense_type_id as "categoryId", e.total_amount as amount
          from expenses e
          where not e.is_archived and (${daysOf(sql`e.expense_date`, days)})${ofTypes}`,
    );
  }
  return sumOfParts(db, parts);
};

const labelTable: Record<IncomeCategory | 'expenseType', string> = {
  subject: 'subjects',
  teacher: 'staff',
  group: 'school_classes',
  expenseType: 'expense_types',
};

// The names of the categories the sums found, as map keys (repeated names told apart by their number).
export const labelsOf = async (db: DbOrTx, kind: IncomeCategory | 'expenseType', rows: readonly SumRow[]) => {
  const ids = [...new Set(rows.map((row) => row.categoryId))];
  if (ids.length === 0) return new Map<number, string>();
  // every name of the table that repeats one of ours counts: 'Математика 9А' twice is told apart even when only one has money
  const named = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(labelTable[kind])} t
        where t.name in (select name from ${sql.identifier(labelTable[kind])} where id = any(${intArray(ids)}))`,
  );
  return categoryLabels(named);
};

const incomeReport = async (db: DbOrTx, query: ReportQuery, category: IncomeCategory, period: Period, source: SumSource) => {
  const rows = await incomeSums(db, query, category, period, source);
  return { rows, labels: await labelsOf(db, category, rows) };
};

const expenseReport = async (db: DbOrTx, query: ReportQuery, period: Period, source: SumSource) => {
  const rows = await expenseSums(db, query, period, source);
  return { rows, labels: await labelsOf(db, 'expenseType', rows) };
};

export const expenseMonthlySummary = async (db: DbOrTx, query: ReportQuery, source: SumSource = 'kept') => {
  const { rows, labels } = await expenseReport(db, query, 'month', source);
  return monthTotals(monthsBetween(query.startDate, query.endDate), rows, labels).map(({ yearMonth, total, amounts }) => ({
    yearMonth,
    total,
    expensesByType: amounts,
  }));
};

export const expenseCycleSummary = async (db: DbOrTx, query: ReportQuery, source: SumSource = 'kept') => {
  const { rows, labels } = await expenseReport(db, query, 'cycle', source);
  return cycleTotals(rows, labels).map(({ cycle, total, amounts }) => ({ cycle, total, expensesByType: amounts }));
};

const incomeKey = { subject: 'paymentsBySubject', teacher: 'paymentsByTeacher', group: 'paymentsBySchoolClass' } as const;

export const incomeMonthlySummary = async <Category extends IncomeCategory>(db: DbOrTx, query: ReportQuery, category: Category, source: SumSource = 'kept') => {
  const { rows, labels } = await incomeReport(db, query, category, 'month', source);
  return monthTotals(monthsBetween(query.startDate, query.endDate), rows, labels).map(
    ({ yearMonth, total, amounts }) => ({ yearMonth, total, [incomeKey[category]]: amounts }) as { yearMonth: string; total: string } & Record<(typeof incomeKey)[Category], Record<string, string>>,
  );
};

export const incomeByClassAndCycle = async (db: DbOrTx, query: ReportQuery, source: SumSource = 'kept') => {
  const { rows, labels } = await incomeReport(db, query, 'group', 'cycle', source);
  return cycleTotals(rows, labels).map(({ cycle, total, amounts }) => ({ cycle, total, paymentsByClass: amounts }));
};

export const profitMonthlyChart = async (db: DbOrTx, query: ReportQuery, category: IncomeCategory, source: SumSource = 'kept') => {
  const [income, expenses] = [await incomeReport(db, query, category, 'month', source), await expenseReport(db, query, 'month', source)];
  return profitByMonth(monthsBetween(query.startDate, query.endDate), income, expenses);
};

export const profitByCycleAndGroup = async (db: DbOrTx, query: ReportQuery, source: SumSource = 'kept') => {
  const [income, expenses] = [await incomeReport(db, query, 'group', 'cycle', source), await expenseReport(db, query, 'cycle', source)];
  return profitByCycle(income, expenses);
};

// GET owner/profit-by-cycle/{cycle}: the groups (active ones, and archived ones with money in that cycle), what each
// student paid for the group's cycle (every payment not voided, whatever its date: kept in ledger_paid), the
// teacher's payout for it.
// Each group's weekly lessons come from class_schedules (issue 10), Monday first.
const WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
export const profitOfCycle = async (db: DbOrTx, cycle: number, today: string) => {
  const paid = await queryRows<{ classId: number; studentId: number; studentName: string; amount: string }>(
    db,
    sql`select k.class_id as "classId", k.student_id as "studentId", s.name as "studentName", k.amount::text as amount
        from ledger_paid k
        join students s on s.id = k.student_id
        where k.class_cycle = ${cycle}`,
  );
  const salaries = await queryRows<{ classId: number; amount: string }>(
    db,
    sql`select d.class_id as "classId", sum(d.final_amount)::text as amount
        from teacher_payout_details d
        join teacher_payout_snapshots s on s.id = d.snapshot_id
        where s.centre = 'ODINTSOVO' and s.class_cycle = ${cycle} and d.detail_type = 'CLASS' and d.class_id is not null
        group by d.class_id`,
  );
  const withMoney = [...new Set([...paid.map((row) => row.classId), ...salaries.map((row) => row.classId)])];
  const groups = await queryRows<{ schoolClassId: number; schoolClassName: string; schoolYearDescription: string; teacherName: string }>(
    db,
    sql`select c.id as "schoolClassId", c.name as "schoolClassName", y.description as "schoolYearDescription", t.name as "teacherName"
        from school_classes c
        join school_years y on y.id = c.school_year_id
        join staff t on t.id = c.staff_id
        where not c.is_archived or c.id = any(${intArray(withMoney)})`,
  );
  const schedules = await queryRows<{ classId: number; scheduleId: number; dayOfWeek: number; startTime: string; endTime: string; cabinetName: string | null }>(
    db,
    sql`select cs.school_class_id as "classId", cs.id as "scheduleId", cs.day_of_week as "dayOfWeek", cs.start_time as "startTime",
          cs.end_time as "endTime", cab.name as "cabinetName"
        from class_schedules cs left join cabinets cab on cab.id = cs.cabinet_id
        order by cs.day_of_week, cs.start_time, cs.id`,
  );
  const schedulesOf = new Map<number, ScheduleEntry[]>();
  for (const { classId, dayOfWeek, ...entry } of schedules) {
    schedulesOf.set(classId, [...(schedulesOf.get(classId) ?? []), { ...entry, dayOfWeekRussianShort: WEEKDAYS_SHORT[dayOfWeek] }]);
  }
  const paidBy = new Map<number, typeof paid>();
  for (const row of paid) paidBy.set(row.classId, [...(paidBy.get(row.classId) ?? []), row]);
  const salaryOf = new Map(salaries.map((row) => [row.classId, row.amount]));
  const russian = new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true });
  const forecasts = await forecastMap(db, groups.map((group) => group.schoolClassId), cycle, today);
  return groups
    .sort((left, right) => russian.compare(left.schoolClassName, right.schoolClassName) || left.schoolClassId - right.schoolClassId)
    .map((group) => {
      const forecast = forecasts.get(group.schoolClassId);
      return {
        ...profitByCycleRow(group, paidBy.get(group.schoolClassId) ?? [], salaryOf.get(group.schoolClassId) ?? null, schedulesOf.get(group.schoolClassId) ?? []),
        forecast: fromKopecks(forecast?.kopecks ?? 0),
        forecastExplanation: forecast?.text ?? '',
      };
    });
};
