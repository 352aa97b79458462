import { sql, type SQL } from 'drizzle-orm';
import { breakEven, cycleForecast, expenseShare, type BreakEvenRow, type ForecastStudent } from '../../resources/money/break-even';
import { fromKopecks, toKopecks } from '../../resources/money/kopecks';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { GROUP_NOT_FOUND } from '../../resources/group-page';
import { NotFoundError } from '../errors';

// docs/money.md §16: a group's break-even and a cycle's forecast, from the kept state (ledger_enrolments for the
// prices, ledger_cycles for the payment history), the tariff, the teacher's rate and the centre's expenses.

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

// the three full calendar months before today's: '2026-11-28' → 2026-08-01 … 2026-10-31
export const expensePeriod = (today: string) => {
  const [year, month] = today.split('-').map(Number);
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  const start = iso(Date.UTC(year, month - 4, 1));
  const end = iso(Date.UTC(year, month - 1, 0));
  return { start, end, text: `${dayText(start)}–${dayText(end)}` };
};

// The centre's shared expenses of the period and the lessons given in it (one read for every group).
const centreCosts = async (db: DbOrTx, today: string) => {
  const period = expensePeriod(today);
  const [row] = await queryRows<{ expenses: string; lessons: number }>(
    db,
    sql`select
          (select coalesce(sum(total_amount), 0)::text from expenses
            where not is_archived and school_class_id is null and expense_date between ${period.start}::date and ${period.end}::date) as expenses,
          (select count(*)::int from lessons where lesson_date between ${period.start}::date and ${period.end}::date) as lessons`,
  );
  return { expensesKopecks: toKopecks(row?.expenses) ?? 0, lessonsInPeriod: row?.lessons ?? 0, periodText: period.text };
};

type GroupRow = {
  id: number;
  cycle: number;
  lessonsPerCycle: number;
  rate: string | null;
  hasTariff: boolean;
  basePriceForCycle: string | null;
  basePriceForLesson: string | null;
  priceForFirstSubject: string | null;
};

const groupsOf = (db: DbOrTx, where: SQL) =>
  queryRows<GroupRow>(
    db,
    sql`select c.id, c.cycle, c.lessons_per_cycle as "lessonsPerCycle", t.percentage_rate::text as rate, sp.id is not null as "hasTariff",
          sp.base_price_for_cycle::text as "basePriceForCycle", sp.base_price_for_lesson::text as "basePriceForLesson",
          sp.price_for_first_subject::text as "priceForFirstSubject"
        from school_classes c
        join staff t on t.id = c.staff_id
        left join subject_pricing sp on sp.id = c.subject_pricing_id
        where ${where}
        order by c.id`,
  );

type Enrolment = { classId: number; studentId: number; price: number | null; paid: number; due: number; paidThisCycle: boolean };

// Each active enrolment (ledger_enrolments) with its price, its cycles paid and owed so far (ledger_cycles), and
// whether it has paid the forecast's cycle; with what is paid for that cycle by anyone, per group (ledger_paid).
const moneyOf = async (db: DbOrTx, ids: readonly number[], cycleOf: SQL, today: string) => {
  const enrolments = await queryRows<Enrolment>(
    db,
    sql`select le.class_id as "classId", le.student_id as "studentId", le.price_kopecks::float8 as price,
          coalesce(h.paid, 0)::int as paid, coalesce(h.due, 0)::int as due,
          exists (select 1 from ledger_paid k join school_classes c on c.id = k.class_id
                  where k.student_id = le.student_id and k.class_id = le.class_id and k.class_cycle = ${cycleOf}) as "paidThisCycle"
        from ledger_enrolments le
        left join (
          select lc.student_id, lc.class_id,
            count(*) filter (where lc.paid_lines > 0) as paid,
            count(*) filter (where lc.paid_lines > 0 or lc.marked > 0 or lc.first_due <= ${today}::date) as due
          from ledger_cycles lc where lc.class_id = any(${intArray(ids)})
          group by lc.student_id, lc.class_id
        ) h on h.student_id = le.student_id and h.class_id = le.class_id
        where le.class_id = any(${intArray(ids)})`,
  );
  const paid = await queryRows<{ classId: number; amount: string }>(
    db,
    sql`select k.class_id as "classId", sum(k.amount)::text as amount
        from ledger_paid k join school_classes c on c.id = k.class_id
        where k.class_id = any(${intArray(ids)}) and k.class_cycle = ${cycleOf}
        group by k.class_id`,
  );
  return { enrolments, paidOf: new Map(paid.map((row) => [row.classId, toKopecks(row.amount) ?? 0])) };
};

// The forecast's cycle: the group's next one, or one named (the profit report's tab).
export type ForecastCycle = 'next' | number;
const cycleSql = (cycle: ForecastCycle) => (cycle === 'next' ? sql`c.cycle + 1` : sql`${cycle}::int`);

const forecastOf = (classId: number, money: Awaited<ReturnType<typeof moneyOf>>) => {
  const students: ForecastStudent[] = money.enrolments
    .filter((row) => row.classId === classId && row.price !== null)
    .map((row) => ({ priceKopecks: row.price!, paidCycles: row.paid, dueCycles: row.due, paidThisCycle: row.paidThisCycle }));
  return cycleForecast(money.paidOf.get(classId) ?? 0, students);
};

const rowOf = (id: number, result: ReturnType<typeof breakEven>, share: ReturnType<typeof expenseShare>, forecastCycle: number, forecast: ReturnType<typeof cycleForecast>): BreakEvenRow => ({
  schoolClassId: id,
  status: result.status,
  have: result.have,
  needed: result.needed,
  below: result.below,
  income: fromKopecks(result.incomeKopecks),
  teacherPayout: fromKopecks(result.payoutKopecks),
  expenseShare: fromKopecks(result.expenseShareKopecks),
  margin: fromKopecks(result.marginKopecks),
  contribution: result.contributionKopecks === null ? null : fromKopecks(result.contributionKopecks),
  explanation: result.text,
  expenseShareExplanation: share.text,
  forecastCycle,
  forecast: fromKopecks(forecast.kopecks),
  forecastExplanation: forecast.text,
});

const tariffOf = (group: Pick<GroupRow, 'hasTariff' | 'basePriceForCycle' | 'basePriceForLesson' | 'priceForFirstSubject'>) =>
  group.hasTariff
    ? { basePriceForCycle: group.basePriceForCycle, basePriceForLesson: group.basePriceForLesson, priceForFirstSubject: group.priceForFirstSubject ?? '0' }
    : null;

// The break-even and next cycle's forecast of the groups chosen by `where` (by id, or every active group).
const breakEvenRows = async (db: DbOrTx, where: SQL, today: string): Promise<BreakEvenRow[]> => {
  const groups = await groupsOf(db, where);
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const [costs, money] = [await centreCosts(db, today), await moneyOf(db, ids, cycleSql('next'), today)];
  return groups.map((group) => {
    const share = expenseShare({ ...costs, lessonsPerCycle: group.lessonsPerCycle });
    const prices = money.enrolments.filter((row) => row.classId === group.id && row.price !== null).map((row) => row.price!);
    const result = breakEven({ tariff: tariffOf(group), lessonsPerCycle: group.lessonsPerCycle, percentageRate: group.rate, prices, expenseShareKopecks: share.kopecks });
    return rowOf(group.id, result, share, group.cycle + 1, forecastOf(group.id, money));
  });
};

export const groupBreakEven = async (db: DbOrTx, classId: number, today: string) => {
  const [row] = await breakEvenRows(db, sql`c.id = ${classId}`, today);
  if (!row) throw new NotFoundError(GROUP_NOT_FOUND);
  return row;
};

// The formation board's batch: the groups named (unknown ones left out), or every active group.
export const groupsBreakEven = (db: DbOrTx, ids: readonly number[] | undefined, today: string) =>
  breakEvenRows(db, ids && ids.length > 0 ? sql`c.id = any(${intArray(ids)})` : sql`not c.is_archived`, today);

// The profit report's 'Прогноз' of one cycle for the groups it lists.
export const forecastMap = async (db: DbOrTx, ids: readonly number[], cycle: number, today: string) => {
  if (ids.length === 0) return new Map<number, ReturnType<typeof cycleForecast>>();
  const money = await moneyOf(db, ids, cycleSql(cycle), today);
  return new Map(ids.map((id) => [id, forecastOf(id, money)]));
};

// ---- the formation board: planned groups (future_school_classes) ----

type FutureGroupRow = Omit<GroupRow, 'cycle'> & { planned: number };

// A planned group has no tariff of its own: it is priced as the active groups of its subject are, by their most
// common tariff (ties: the lower tariff id) and its most common lessons per cycle; each planned person (lead or
// student) at that tariff's first-subject price, a newcomer's. Its teacher's rate is its teacher's.
const futureGroupsOf = (db: DbOrTx, where: SQL) =>
  queryRows<FutureGroupRow>(
    db,
    sql`select f.id, t.percentage_rate::text as rate, sp.id is not null as "hasTariff",
          coalesce(g.lessons, 8)::int as "lessonsPerCycle",
          sp.base_price_for_cycle::text as "basePriceForCycle", sp.base_price_for_lesson::text as "basePriceForLesson",
          sp.price_for_first_subject::text as "priceForFirstSubject",
          (select count(*)::int from future_enrollments fe where fe.future_school_class_id = f.id) as planned
        from future_school_classes f
        left join staff t on t.id = f.staff_id
        left join lateral (
          select c.subject_pricing_id as tariff_id, mode() within group (order by c.lessons_per_cycle) as lessons
          from school_classes c
          where not c.is_archived and c.subject_id = f.subject_id and c.subject_pricing_id is not null
          group by c.subject_pricing_id
          order by count(*) desc, c.subject_pricing_id
          limit 1
        ) g on true
        left join subject_pricing sp on sp.id = g.tariff_id
        where ${where}
        order by f.id`,
  );

export const futureGroupsBreakEven = async (db: DbOrTx, ids: readonly number[] | undefined, today: string): Promise<BreakEvenRow[]> => {
  const groups = await futureGroupsOf(db, ids && ids.length > 0 ? sql`f.id = any(${intArray(ids)})` : sql`true`);
  if (groups.length === 0) return [];
  const costs = await centreCosts(db, today);
  return groups.map((group) => {
    const tariff = tariffOf(group);
    const share = expenseShare({ ...costs, lessonsPerCycle: group.lessonsPerCycle });
    const price = toKopecks(tariff?.priceForFirstSubject) ?? 0;
    const prices = tariff ? Array.from({ length: group.planned }, () => price) : [];
    const result = breakEven({ tariff, lessonsPerCycle: group.lessonsPerCycle, percentageRate: group.rate, prices, expenseShareKopecks: share.kopecks });
    // a planned group's first cycle: every planned person a newcomer, counted in full
    const forecast = cycleForecast(0, prices.map((priceKopecks) => ({ priceKopecks, paidCycles: 0, dueCycles: 0, paidThisCycle: false })));
    return rowOf(group.id, result, share, 1, forecast);
  });
};
