import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { allOf, byName, direction, idIn, nameMatches, pageOf, type LedgerQuery } from './ledger-query';

// Which rows of the three debtors tabs, in which order, how many, and the footer sum — read from the kept state
// (ledger_cycles, ledger_enrolments: docs/money.md §15), never from the whole history. The rows themselves (their
// explanations) are then made for the page's students only (routes/debtors.ts).

export const DEBTOR_SORTS = ['studentName', 'className', 'classCycle', 'numberOfLessonsPassed'] as const;
export const DEBTOR_AMOUNT_SORTS = ['studentName', 'totalDebt'] as const;
export const RECALCULATION_SORTS = ['studentName', 'currentCyclePrice', 'nextCycleProjectedPrice'] as const;
export const STUDENT_FILTERS = ['studentId'] as const;
export const DEBTOR_FILTERS = ['studentId', 'classId'] as const;

// the lessons of a kept cycle that have passed by `today`: the marked ones and the unmarked dated ones due by then
export const passed = (today: string) => sql`(lc.marked + (select count(*) from unnest(lc.due_dates) as due where due <= ${today}::date))::int`;
// a debt (docs/money.md §5): no payment line names the cycle, and a lesson of it has passed
export const isDebt = (today: string) => sql`lc.paid_lines = 0 and (lc.marked > 0 or lc.first_due <= ${today}::date)`;
const studentName = sql`s.name`;
const studentOrder = sql`${byName(studentName)}, s.id`;

export type DebtKey = { studentId: number; classId: number; cycle: number };

// 'Должники': one row per unpaid cycle with a passed lesson, students by name, then group, then cycle.
export const debtorPage = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const where = allOf([isDebt(today), nameMatches(studentName, query.words), idIn(sql`lc.student_id`, query.studentIds), idIn(sql`lc.class_id`, query.classIds)]);
  const from = sql`from ledger_cycles lc join students s on s.id = lc.student_id join school_classes c on c.id = lc.class_id where ${where}`;
  const rest = sql`${byName(sql`c.name`)}, c.id, lc.cycle_number`;
  const sort = query.sort;
  const order =
    sort === undefined
      ? sql`${studentOrder}, ${rest}`
      : sort.field === 'studentName'
        ? sql`${byName(studentName, sort.descending)}, s.id ${direction(sort.descending)}, ${rest}`
        : sort.field === 'className'
          ? sql`${byName(sql`c.name`, sort.descending)}, c.id ${direction(sort.descending)}, ${studentOrder}, lc.cycle_number`
          : sort.field === 'classCycle'
            ? sql`lc.cycle_number ${direction(sort.descending)}, ${studentOrder}, ${rest}`
            : sql`${passed(today)} ${direction(sort.descending)}, ${studentOrder}, ${rest}`;
  const [rows, [{ total }]] = await Promise.all([
    queryRows<DebtKey>(db, sql`select lc.student_id as "studentId", lc.class_id as "classId", lc.cycle_number as "cycle" ${from} order by ${order}${pageOf(query)}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { keys: rows, total };
};

// a student's debt: the cycle price of the group once per debt cycle; a group without a tariff adds nothing
const debts = (today: string, students: SQL) => sql`
  select lc.student_id, coalesce(sum(le.price_kopecks), 0)::float8 as debt
  from ledger_cycles lc join ledger_enrolments le on le.student_id = lc.student_id and le.class_id = lc.class_id
  where ${isDebt(today)} and ${students}
  group by lc.student_id`;

// 'Должники с суммами': one row per student with a debt; the footer's count and sum of every matching row.
export const debtorAmountPage = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const students = allOf([idIn(sql`lc.student_id`, query.studentIds)]);
  const from = sql`from (${debts(today, students)}) d join students s on s.id = d.student_id where ${allOf([nameMatches(studentName, query.words)])}`;
  const sort = query.sort;
  const order =
    sort?.field === 'totalDebt'
      ? sql`d.debt ${direction(sort.descending)}, ${studentOrder}`
      : sql`${byName(studentName, sort?.descending)}, s.id ${direction(sort?.descending ?? false)}`;
  const [rows, [summary]] = await Promise.all([
    queryRows<{ studentId: number }>(db, sql`select s.id as "studentId" ${from} order by ${order}${pageOf(query)}`),
    queryRows<{ total: number; totalDebt: number }>(db, sql`select count(*)::int as total, coalesce(sum(d.debt), 0)::float8 as "totalDebt" ${from}`),
  ]);
  return { studentIds: rows.map((row) => row.studentId), total: summary.total, totalDebtKopecks: summary.totalDebt };
};

// the next cycle's credit of a group (docs/money.md §6): the previous cycle's missed lessons, at most a cycle's,
// priced pro rata and rounded once, half up
const prices = (today: string) => sql`
  select le.student_id,
    coalesce(sum(le.price_kopecks), 0)::float8 as current_price,
    coalesce(sum(le.price_kopecks - round(le.price_kopecks::numeric
      * least(greatest(coalesce((lc.marked + (select count(*) from unnest(lc.due_dates) as due where due <= ${today}::date)) - lc.present, 0), 0), c.lessons_per_cycle)
      / c.lessons_per_cycle)), 0)::float8 as next_price
  from ledger_enrolments le
  join school_classes c on c.id = le.class_id
  left join ledger_cycles lc on lc.student_id = le.student_id and lc.class_id = le.class_id and lc.cycle_number = c.cycle - 1 and c.cycle > 1
  group by le.student_id`;

// 'Перерасчеты': every student with an active group. Sorted by name, the page walks the students' name index;
// sorted by a price, every student's prices are summed first.
export const recalculationPage = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const where = allOf([
    sql`not s.is_archived`,
    sql`exists (select 1 from ledger_enrolments le where le.student_id = s.id)`,
    nameMatches(studentName, query.words),
    idIn(sql`s.id`, query.studentIds),
  ]);
  const sort = query.sort;
  const page =
    sort === undefined || sort.field === 'studentName'
      ? sql`select s.id as "studentId" from students s where ${where}
          order by ${byName(studentName, sort?.descending)}, s.id ${direction(sort?.descending ?? false)}${pageOf(query)}`
      : sql`select s.id as "studentId" from (${prices(today)}) p join students s on s.id = p.student_id where ${where}
          order by ${sort.field === 'currentCyclePrice' ? sql`p.current_price` : sql`p.next_price`} ${direction(sort.descending)}, ${studentOrder}${pageOf(query)}`;
  const [rows, [{ total }]] = await Promise.all([
    queryRows<{ studentId: number }>(db, page),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from students s where ${where}`),
  ]);
  return { studentIds: rows.map((row) => row.studentId), total };
};

// The sums of the 'Перерасчеты' rows (kopecks), per student: what the oracle and ledger:check compare.
export const recalculationSums = (db: DbOrTx, today: string) =>
  queryRows<{ student_id: number; current_price: number; next_price: number }>(db, prices(today));
export const debtSums = (db: DbOrTx, today: string) => queryRows<{ student_id: number; debt: number }>(db, debts(today, sql`true`));
