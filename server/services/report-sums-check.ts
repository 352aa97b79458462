import { sql } from 'drizzle-orm';
import { INCOME_RANGE, PROFIT_RANGE, type ReportQuery } from '../../resources/money/reports';
import { queryRows } from '../db/rows';
import type { Db, DbOrTx } from '../db/types';
import { compareMaps, keptAndRebuilt } from './ledger-check';
import {
  expenseCycleSummary,
  expenseMonthlySummary,
  incomeByClassAndCycle,
  incomeMonthlySummary,
  profitByCycleAndGroup,
  profitMonthlyChart,
  type SumSource,
} from './money-reports';

// The check of the reports' kept sums (docs/money.md §17; npm run ledger:check and report-sums.oracle.test.ts), each
// line of the answer one difference:
//  1. the kept monthly sums against the sums report_sums_rebuild() makes anew from the whole history (in a
//     transaction that is rolled back): a write that did not keep them shows here;
//  2. every income, expense and profit report read as the routes read it (whole months from the kept sums) against
//     the same report from the history alone, as before issue 22, for the ranges of the data: byte for byte.

const keptSums = async (db: DbOrTx) => {
  const income = await queryRows<Record<string, unknown>>(
    db,
    sql`select month::text as month, class_id, subject_id, class_cycle, descriptor_ids::text as types, amount::text as amount, lines::text as lines
        from report_income_months`,
  );
  const expenses = await queryRows<Record<string, unknown>>(
    db,
    sql`select month::text as month, expense_type_id, cycle_number, amount::text as amount, lines::text as lines from report_expense_months`,
  );
  const rows = new Map<string, string>();
  for (const row of income) rows.set(`доходы ${row.month}/${row.class_id}/${row.subject_id}/${row.class_cycle}/${row.types}`, JSON.stringify(row));
  for (const row of expenses) rows.set(`расходы ${row.month}/${row.expense_type_id}/${row.cycle_number ?? '—'}`, JSON.stringify(row));
  return rows;
};

// Every report of the owner pages, by its route's name, for one query.
export const reportsOf = (db: DbOrTx, query: ReportQuery, source: SumSource) => ({
  'expenses/monthly-summary': () => expenseMonthlySummary(db, query, source),
  'expenses/cycle-summary': () => expenseCycleSummary(db, query, source),
  'payments/monthly-summary-by-subject': () => incomeMonthlySummary(db, query, 'subject', source),
  'payments/monthly-summary-by-teacher': () => incomeMonthlySummary(db, query, 'teacher', source),
  'payments/monthly-summary-by-school-class': () => incomeMonthlySummary(db, query, 'group', source),
  'payments/summary-by-class-and-cycle': () => incomeByClassAndCycle(db, query, source),
  'profit/summary-by-subject-chart': () => profitMonthlyChart(db, query, 'subject', source),
  'profit/summary-by-teacher-chart': () => profitMonthlyChart(db, query, 'teacher', source),
  'profit/summary-by-school-class-chart': () => profitMonthlyChart(db, query, 'group', source),
  'profit/summary-by-cycle-and-school-class': () => profitByCycleAndGroup(db, query, source),
});

// The ranges worth comparing: the spec's defaults, the first to the last dated row (parts of months at both ends),
// and the whole months around them; with every type, and with the first payment type and expense type alone.
const rangesOfData = async (db: DbOrTx): Promise<ReportQuery[]> => {
  const [span] = await queryRows<{ first: string | null; last: string | null; descriptor: number | null; expenseType: number | null }>(
    db,
    sql`select least((select min(payment_date) from payments), (select min(expense_date) from expenses))::text as first,
          greatest((select max(payment_date) from payments), (select max(expense_date) from expenses))::text as last,
          (select min(id) from payment_descriptors) as descriptor, (select min(id) from expense_types) as "expenseType"`,
  );
  const ranges: ReportQuery[] = [INCOME_RANGE, PROFIT_RANGE];
  if (span.first && span.last) {
    ranges.push({ startDate: span.first, endDate: span.last });
    const lastDay = new Date(Date.UTC(Number(span.last.slice(0, 4)), Number(span.last.slice(5, 7)), 0)).toISOString().slice(0, 10);
    ranges.push({ startDate: `${span.first.slice(0, 7)}-01`, endDate: lastDay });
  }
  const narrowed = ranges.map((range) => ({
    ...range,
    paymentDescriptorIds: span.descriptor === null ? undefined : [span.descriptor],
    expenseTypeIds: span.expenseType === null ? undefined : [span.expenseType],
  }));
  return [...ranges, ...narrowed];
};

// The reports as the routes read them against the history alone, for the given ranges (default: rangesOfData).
export const reportDifferences = async (db: DbOrTx, ranges?: ReportQuery[]) => {
  const lines: string[] = [];
  for (const query of ranges ?? (await rangesOfData(db))) {
    const kept = reportsOf(db, query, 'kept');
    const history = reportsOf(db, query, 'history');
    for (const name of Object.keys(kept) as (keyof typeof kept)[]) {
      const [read, recomputed] = [JSON.stringify(await kept[name]()), JSON.stringify(await history[name]())];
      if (read !== recomputed) lines.push(`отчёт ${name} ${JSON.stringify(query)}: по хранимым суммам ${read}, по истории ${recomputed}`);
    }
  }
  return lines;
};

export const reportSumDifferences = async (db: Db, ranges?: ReportQuery[]): Promise<string[]> => {
  const { kept, rebuilt } = await keptAndRebuilt(db, sql`select report_sums_rebuild()`, keptSums);
  return [...compareMaps('хранимые суммы', kept, rebuilt), ...(await reportDifferences(db, ranges))];
};
