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
import { queryRows } from '../db/rows';
import { forecastMap } from './break-even';
import type { DbOrTx } from '../db/types';
import { BadRequestError } from '../errors';

// The owner reports (money.md §7 "Reports"): each report is one GROUP BY over the rows of the range (payments and
// their details, or expenses), the names of the categories it found, and the shaping of resources/money/reports.ts.
// Income: the detail amounts of payments not voided, by payment date; a payment counts whole when one of its types is
// chosen (docs/money.md §13). Expenses: not archived, by expense date, of the chosen types.

export type IncomeCategory = 'subject' | 'teacher' | 'group';
type Period = 'month' | 'cycle';

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

const incomeCategory: Record<IncomeCategory, SQL> = {
  subject: sql`d.subject_id`,
  teacher: sql`c.staff_id`,
  group: sql`d.class_id`,
};

// The sums of payment detail amounts by period and category.
export const incomeSums = (db: DbOrTx, query: ReportQuery, category: IncomeCategory, period: Period) =>
  queryRows<SumRow>(
    db,
    sql`select ${period === 'month' ? sql`to_char(p.payment_date, 'YYYY-MM')` : sql`d.class_cycle`} as period,
          ${incomeCategory[category]} as "categoryId", sum(d.amount)::text as amount
        from payments p
        join payment_details d on d.payment_id = p.id
        ${category === 'teacher' ? sql`join school_classes c on c.id = d.class_id` : sql``}
        where p.voided_at is null and p.payment_date >= ${query.startDate} and p.payment_date <= ${query.endDate}${byDescriptors(query.paymentDescriptorIds)}
        group by 1, 2`,
  );

// The sums of expense amounts by period and expense type.
export const expenseSums = (db: DbOrTx, query: ReportQuery, period: Period) =>
  queryRows<SumRow>(
    db,
    sql`select ${period === 'month' ? sql`to_char(e.expense_date, 'YYYY-MM')` : sql`e.cycle_number`} as period,
          e.expense_type_id as "categoryId", sum(e.total_amount)::text as amount
        from expenses e
        where not e.is_archived and e.expense_date >= ${query.startDate} and e.expense_date <= ${query.endDate}
          ${query.expenseTypeIds && query.expenseTypeIds.length > 0 ? sql`and e.expense_type_id = any(${intArray(query.expenseTypeIds)})` : sql``}
        group by 1, 2`,
  );

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

const incomeReport = async (db: DbOrTx, query: ReportQuery, category: IncomeCategory, period: Period) => {
  const rows = await incomeSums(db, query, category, period);
  return { rows, labels: await labelsOf(db, category, rows) };
};

const expenseReport = async (db: DbOrTx, query: ReportQuery, period: Period) => {
  const rows = await expenseSums(db, query, period);
  return { rows, labels: await labelsOf(db, 'expenseType', rows) };
};

export const expenseMonthlySummary = async (db: DbOrTx, query: ReportQuery) => {
  const { rows, labels } = await expenseReport(db, query, 'month');
  return monthTotals(monthsBetween(query.startDate, query.endDate), rows, labels).map(({ yearMonth, total, amounts }) => ({
    yearMonth,
    total,
    expensesByType: amounts,
  }));
};

export const expenseCycleSummary = async (db: DbOrTx, query: ReportQuery) => {
  const { rows, labels } = await expenseReport(db, query, 'cycle');
  return cycleTotals(rows, labels).map(({ cycle, total, amounts }) => ({ cycle, total, expensesByType: amounts }));
};

const incomeKey = { subject: 'paymentsBySubject', teacher: 'paymentsByTeacher', group: 'paymentsBySchoolClass' } as const;

export const incomeMonthlySummary = async <Category extends IncomeCategory>(db: DbOrTx, query: ReportQuery, category: Category) => {
  const { rows, labels } = await incomeReport(db, query, category, 'month');
  return monthTotals(monthsBetween(query.startDate, query.endDate), rows, labels).map(
    ({ yearMonth, total, amounts }) => ({ yearMonth, total, [incomeKey[category]]: amounts }) as { yearMonth: string; total: string } & Record<(typeof incomeKey)[Category], Record<string, string>>,
  );
};

export const incomeByClassAndCycle = async (db: DbOrTx, query: ReportQuery) => {
  const { rows, labels } = await incomeReport(db, query, 'group', 'cycle');
  return cycleTotals(rows, labels).map(({ cycle, total, amounts }) => ({ cycle, total, paymentsByClass: amounts }));
};

export const profitMonthlyChart = async (db: DbOrTx, query: ReportQuery, category: IncomeCategory) => {
  const [income, expenses] = [await incomeReport(db, query, category, 'month'), await expenseReport(db, query, 'month')];
  return profitByMonth(monthsBetween(query.startDate, query.endDate), income, expenses);
};

export const profitByCycleAndGroup = async (db: DbOrTx, query: ReportQuery) => {
  const [income, expenses] = [await incomeReport(db, query, 'group', 'cycle'), await expenseReport(db, query, 'cycle')];
  return profitByCycle(income, expenses);
};

// GET owner/profit-by-cycle/{cycle}: the groups (active ones, and archived ones with money in that cycle), what each
// student paid for the group's cycle (every payment not voided, whatever its date), the teacher's payout for it.
// Each group's weekly lessons come from class_schedules (issue 10), Monday first.
const WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
export const profitOfCycle = async (db: DbOrTx, cycle: number, today: string) => {
  const paid = await queryRows<{ classId: number; studentId: number; studentName: string; amount: string }>(
    db,
    sql`select d.class_id as "classId", p.student_id as "studentId", s.name as "studentName", sum(d.amount)::text as amount
        from payment_details d
        join payments p on p.id = d.payment_id
        join students s on s.id = p.student_id
        where d.class_cycle = ${cycle} and p.voided_at is null
        group by d.class_id, p.student_id, s.name`,
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
