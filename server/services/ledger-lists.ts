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

// The students of a page in name order, walked on students_archived_name_idx and stopped after `count` of them:
// the first _end rows of a tab ordered by student hold at most _end students, so only their rows are sorted
// (sorting every debtor's name by the ICU collation costs 0.1–0.5 s at 20,000 students).
const studentWalk = (where: SQL, descending: boolean, count: number | undefined) => sql`
  select s.id, s.name from students s where s.is_archived = false and ${where}
  order by s.is_archived, ${byName(studentName, descending)}, s.id ${direction(descending)}${count === undefined ? sql`` : sql` limit ${count}`}`;
const pageEnd = (query: LedgerQuery) => (query.limit === undefined ? undefined : (query.offset ?? 0) + query.limit);

// 'Должники': one row per unpaid cycle with a passed lesson, students by name, then group, then cycle.
export const debtorPage = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const debt = allOf([isDebt(today), idIn(sql`lc.student_id`, query.studentIds), idIn(sql`lc.class_id`, query.classIds)]);
  const named = nameMatches(studentName, query.words);
  const sort = query.sort;
  const byStudent = sort === undefined || sort.field === 'studentName';
  const descending = sort?.descending ?? false;
  const rest = sql`${byName(sql`c.name`)}, c.id, lc.cycle_number`;
  const keys = byStudent
    ? sql`select lc.student_id as "studentId", lc.class_id as "classId", lc.cycle_number as "cycle"
        from (${studentWalk(allOf([named, sql`exists (select 1 from ledger_cycles lc where lc.student_id = s.id and ${debt})`]), descending, pageEnd(query))}) s
        join ledger_cycles lc on lc.student_id = s.id join school_classes c on c.id = lc.class_id
        where ${debt}
        order by ${byName(studentName, descending)}, s.id ${direction(descending)}, ${rest}${pageOf(query)}`
    : sql`select lc.student_id as "studentId", lc.class_id as "classId", lc.cycle_number as "cycle"
        from ledger_cycles lc join students s on s.id = lc.student_id join school_classes c on c.id = lc.class_id
        where ${allOf([debt, named])}
        order by ${
          sort.field === 'className'
            ? sql`${byName(sql`c.name`, descending)}, c.id ${direction(descending)}, ${studentOrder}, lc.cycle_number`
            : sort.field === 'classCycle'
              ? sql`lc.cycle_number ${direction(descending)}, ${studentOrder}, ${rest}`
              : sql`${passed(today)} ${direction(descending)}, ${studentOrder}, ${rest}`
        }${pageOf(query)}`;
  // every kept row is an active enrolment of an active student and group: the count needs the students only to search
  const count = named
    ? sql`select count(*)::int as total from ledger_cycles lc join students s on s.id = lc.student_id where ${debt} and ${named}`
    : sql`select count(*)::int as total from ledger_cycles lc where ${debt}`;
  // one after the other: inside the page's transaction they share one connection
  const rows = await queryRows<DebtKey>(db, keys);
  const [{ total }] = await queryRows<{ total: number }>(db, count);
  return { keys: rows, total };
};

// a student's debt: the cycle price of the group once per debt cycle; a group without a tariff adds nothing
const debts = (today: string, students: SQL) => sql`
  select lc.student_id, coalesce(sum(le.price_kopecks), 0)::float8 as debt
  from ledger_cycles lc join ledger_enrolments le on le.student_id = lc.student_id and le.class_id = lc.class_id
  where ${isDebt(today)} and ${students}
  group by lc.student_id`;

const debtorStudents = (query: LedgerQuery, today: string) => {
  const debt = allOf([isDebt(today), idIn(sql`lc.student_id`, query.studentIds)]);
  const named = nameMatches(studentName, query.words);
  return { debt, named };
};

// 'Должники с суммами': one row per student with a debt, and how many match.
export const debtorAmountPage = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const { debt, named } = debtorStudents(query, today);
  const sort = query.sort;
  const ids =
    sort?.field === 'totalDebt'
      ? sql`select s.id from (${debts(today, allOf([idIn(sql`lc.student_id`, query.studentIds)]))}) d join students s on s.id = d.student_id
          where ${allOf([named])} order by d.debt ${direction(sort.descending)}, ${studentOrder}${pageOf(query)}`
      : sql`select s.id from (${studentWalk(allOf([named, sql`exists (select 1 from ledger_cycles lc where lc.student_id = s.id and ${debt})`]), sort?.descending ?? false, pageEnd(query))}) s
          order by ${byName(studentName, sort?.descending)}, s.id ${direction(sort?.descending ?? false)}${pageOf(query)}`;
  const count = named
    ? sql`select count(distinct lc.student_id)::int as total from ledger_cycles lc join students s on s.id = lc.student_id where ${debt} and ${named}`
    : sql`select count(distinct lc.student_id)::int as total from ledger_cycles lc where ${debt}`;
  const rows = await queryRows<{ id: number }>(db, ids);
  const [{ total }] = await queryRows<{ total: number }>(db, count);
  return { studentIds: rows.map((row) => row.id), total };
};

// The footer of 'Должники с суммами': the students that match and their whole debt.
export const debtorAmountSummary = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const { named } = debtorStudents(query, today);
  const students = allOf([idIn(sql`lc.student_id`, query.studentIds)]);
  const from = named
    ? sql`from (${debts(today, students)}) d join students s on s.id = d.student_id where ${named}`
    : sql`from (${debts(today, students)}) d`;
  const [summary] = await queryRows<{ total: number; totalDebt: number }>(db, sql`select count(*)::int as total, coalesce(sum(d.debt), 0)::float8 as "totalDebt" ${from}`);
  return { total: summary.total, totalDebtKopecks: summary.totalDebt };
};

// the next cycle's credit of a group (docs/money.md §6): the previous cycle's missed lessons, at most a cycle's,
// priced pro rata and rounded once, half up
const prices = (today: string, students: SQL = sql`true`) => sql`
  select le.student_id,
    coalesce(sum(le.price_kopecks), 0)::float8 as current_price,
    coalesce(sum(le.price_kopecks - round(le.price_kopecks::numeric
      * least(greatest(coalesce((lc.marked + (select count(*) from unnest(lc.due_dates) as due where due <= ${today}::date)) - lc.present, 0), 0), c.lessons_per_cycle)
      / c.lessons_per_cycle)), 0)::float8 as next_price
  from ledger_enrolments le
  join school_classes c on c.id = le.class_id
  left join ledger_cycles lc on lc.student_id = le.student_id and lc.class_id = le.class_id and lc.cycle_number = c.cycle - 1 and c.cycle > 1
  where ${students}
  group by le.student_id`;

// 'Перерасчеты': every student with an active group. Sorted by name, the page walks the students' name index;
// sorted by a price, every student's prices are summed first.
export const recalculationPage = async (db: DbOrTx, query: LedgerQuery, today: string) => {
  const where = allOf([
    sql`exists (select 1 from ledger_enrolments le where le.student_id = s.id)`,
    nameMatches(studentName, query.words),
    idIn(sql`s.id`, query.studentIds),
  ]);
  const sort = query.sort;
  const page =
    sort === undefined || sort.field === 'studentName'
      ? sql`select s.id as "studentId" from (${studentWalk(where, sort?.descending ?? false, pageEnd(query))}) s
          order by ${byName(studentName, sort?.descending)}, s.id ${direction(sort?.descending ?? false)}${pageOf(query)}`
      : sql`select s.id as "studentId" from (${prices(today)}) p join students s on s.id = p.student_id where ${where}
          order by ${sort.field === 'currentCyclePrice' ? sql`p.current_price` : sql`p.next_price`} ${direction(sort.descending)}, ${studentOrder}${pageOf(query)}`;
  const count =
    query.words.length === 0 && query.studentIds === undefined
      ? sql`select count(distinct student_id)::int as total from ledger_enrolments` // every kept enrolment is active
      : sql`select count(*)::int as total from students s where ${where}`;
  const rows = await queryRows<{ studentId: number }>(db, page);
  const [{ total }] = await queryRows<{ total: number }>(db, count);
  return { studentIds: rows.map((row) => row.studentId), total };
};

// The sums of the 'Перерасчеты' rows and the debts (kopecks), per student, of some students or all: what the oracle
// and ledger:check compare.
export const recalculationSums = (db: DbOrTx, today: string, studentIds?: readonly number[]) =>
  queryRows<{ student_id: number; current_price: number; next_price: number }>(db, prices(today, allOf([idIn(sql`le.student_id`, studentIds)])));
export const debtSums = (db: DbOrTx, today: string, studentIds?: readonly number[]) =>
  queryRows<{ student_id: number; debt: number }>(db, debts(today, allOf([idIn(sql`lc.student_id`, studentIds)])));
