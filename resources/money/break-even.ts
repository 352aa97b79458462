import { z } from 'zod';
import { countRu, type RussianForms } from '../plural';
import { divideRounded, formatKopecks, fromKopecks, toKopecks } from './kopecks';
import { studentPayout } from './payouts';
import { idList } from './reports';

// docs/money.md §16 (issue 23): a group's break-even and the forecast of a cycle's income. Pure: the server reads
// the kept prices (ledger_enrolments), the payment history (ledger_cycles), the tariff, the teacher's rate and the
// centre's expenses, and calls these.

const STUDENTS: RussianForms = ['ученик', 'ученика', 'учеников'];
const rub = (kopecks: number) => formatKopecks(kopecks, 'auto');
// after 'от': 'от 1 ученика', 'от 3 учеников'
const FROM_STUDENTS: RussianForms = ['ученика', 'учеников', 'учеников'];
export const studentsText = (count: number) => countRu(count, STUDENTS);

// ---- the group's share of the centre's expenses ----

export type ExpenseShareInput = {
  expensesKopecks: number; // the centre's expenses of the period: not archived, naming no group
  lessonsInPeriod: number; // lessons of every group dated in the period
  lessonsPerCycle: number; // the group's
  periodText: string; // '01.08.2026–31.10.2026'
};

// The centre's expenses of the period per lesson given in it, times the lessons of the group's cycle, rounded once,
// half up. No lesson in the period: no share (nothing to split by).
export const expenseShare = ({ expensesKopecks, lessonsInPeriod, lessonsPerCycle, periodText }: ExpenseShareInput) => {
  if (lessonsInPeriod <= 0) return { kopecks: 0, text: `Расходы центра за ${periodText}: занятий не было, доля 0 ₽` };
  const kopecks = divideRounded(expensesKopecks * lessonsPerCycle, lessonsInPeriod);
  return { kopecks, text: `Расходы центра за ${periodText}: ${rub(expensesKopecks)} × ${lessonsPerCycle} / ${lessonsInPeriod} занятий = ${rub(kopecks)}` };
};

// ---- break-even ----

export type BreakEvenTariff = {
  basePriceForCycle: string | null;
  basePriceForLesson: string | null;
  priceForFirstSubject: string; // the price of a newcomer whose first subject this is: an empty group's student
};

export type BreakEvenInput = {
  tariff: BreakEvenTariff | null; // null: the group has no tariff
  lessonsPerCycle: number;
  percentageRate: string | null; // the teacher's
  prices: readonly number[]; // the cycle price of each active enrolment, kopecks (discounts and tiers included)
  expenseShareKopecks: number;
};

export type BreakEvenStatus = 'noTariff' | 'neverPays' | 'below' | 'enough';

export type BreakEven = {
  status: BreakEvenStatus;
  have: number;
  needed: number | null;
  below: boolean;
  incomeKopecks: number; // the students' cycle prices
  payoutKopecks: number; // the teacher's payout for them, each attending every lesson
  expenseShareKopecks: number;
  marginKopecks: number; // income − payout − share: the cycle's result when every student pays
  contributionKopecks: number | null; // what one student leaves after the teacher's payout, on average
  text: string;
};

// The teacher's payout for a student who attends every lesson of the cycle (centre 1, docs/money.md §14), the
// student's price standing for "what the student paid" where the tariff has no base price.
const payoutFor = (input: BreakEvenInput, priceKopecks: number) =>
  studentPayout({
    attendanceCount: input.lessonsPerCycle,
    basePriceForCycle: input.tariff?.basePriceForCycle ?? null,
    basePriceForLesson: input.tariff?.basePriceForLesson ?? null,
    paidAmount: fromKopecks(priceKopecks),
    percentageRate: input.percentageRate,
  }).amount;

// Students needed = ceil(share / average contribution), the contribution of a student being the price minus the
// teacher's payout for the student. With no student the group's newcomer (first-subject price) stands for one.
export const breakEven = (input: BreakEvenInput): BreakEven => {
  const have = input.prices.length;
  const share = Math.max(0, input.expenseShareKopecks);
  const incomeKopecks = input.prices.reduce((sum, price) => sum + price, 0);
  const payoutKopecks = input.prices.reduce((sum, price) => sum + payoutFor(input, price), 0);
  const marginKopecks = incomeKopecks - payoutKopecks - share;
  const base = { have, incomeKopecks, payoutKopecks, expenseShareKopecks: share, marginKopecks };
  if (!input.tariff) return { ...base, status: 'noTariff', needed: null, below: false, contributionKopecks: null, text: 'Тариф не назначен' };
  const newcomer = Math.max(0, toKopecks(input.tariff.priceForFirstSubject) ?? 0);
  const [count, contributions] = have > 0 ? [have, incomeKopecks - payoutKopecks] : [1, newcomer - payoutFor(input, newcomer)];
  const contributionKopecks = divideRounded(contributions, count);
  if (contributions <= 0) {
    return { ...base, status: 'neverPays', needed: null, below: true, contributionKopecks, text: 'Выплата преподавателю не меньше платы учеников: группа не окупается ни при каком числе учеников' };
  }
  // ceil(share × count / contributions) in integers
  const needed = Math.floor((share * count + contributions - 1) / contributions);
  const below = have < needed;
  const text = `${rub(share)} / ${rub(contributionKopecks)} с ученика после выплаты преподавателю → нужно ${studentsText(needed)}, в группе ${have}`;
  return { ...base, status: below ? 'below' : 'enough', needed, below, contributionKopecks, text };
};

// ---- the forecast of a cycle's income ----

export type ForecastStudent = {
  priceKopecks: number; // the cycle price (ledger_enrolments)
  paidCycles: number; // the student's cycles of the group paid so far
  dueCycles: number; // the cycles owed so far: paid, or with a lesson passed
  paidThisCycle: boolean; // already paid for the forecast's cycle (then counted in paidKopecks)
};

// What a student is expected to pay: the price × the share of the cycles paid so far, rounded once, half up; a
// student with no cycle owed yet (a newcomer) counts in full.
export const expectedPayment = ({ priceKopecks, paidCycles, dueCycles }: Pick<ForecastStudent, 'priceKopecks' | 'paidCycles' | 'dueCycles'>) =>
  dueCycles <= 0 ? priceKopecks : divideRounded(priceKopecks * Math.min(paidCycles, dueCycles), dueCycles);

// A cycle's forecast: what is already paid for it (by anyone) plus the expected payments of the enrolled students
// who have not paid it yet.
export const cycleForecast = (paidKopecks: number, students: readonly ForecastStudent[]) => {
  const expected = students.filter((student) => !student.paidThisCycle).map(expectedPayment);
  const expectedKopecks = expected.reduce((sum, amount) => sum + amount, 0);
  const kopecks = paidKopecks + expectedKopecks;
  const text = `оплачено ${rub(paidKopecks)} + ожидается от ${countRu(expected.length, FROM_STUDENTS)} ${rub(expectedKopecks)} = ${rub(kopecks)}`;
  return { kopecks, paidKopecks, expectedKopecks, text };
};

// ---- the wire ----

export const GROUP_IDS_INVALID = 'Список групп должен состоять из номеров через запятую';
// the formation board's batch: ?ids=1,2,3 (none: every active group)
export const breakEvenQuery = z.strictObject({ ids: idList(GROUP_IDS_INVALID) });

const money = z.string();
export const breakEvenSchema = z.object({
  schoolClassId: z.number().int(),
  status: z.enum(['noTariff', 'neverPays', 'below', 'enough']),
  have: z.number().int(),
  needed: z.number().int().nullable(),
  below: z.boolean(),
  income: money,
  teacherPayout: money,
  expenseShare: money,
  margin: money,
  contribution: money.nullable(),
  explanation: z.string(),
  expenseShareExplanation: z.string(),
  forecastCycle: z.number().int(),
  forecast: money,
  forecastExplanation: z.string(),
});
export type BreakEvenRow = z.infer<typeof breakEvenSchema>;

export const BREAK_EVEN_TITLE = 'Точка безубыточности';
export const BELOW_BREAK_EVEN = 'Ниже безубыточности';
// the formation mark's tooltip: 'Учеников 2 из 4 нужных: …'
export const belowBreakEvenHint = (row: Pick<BreakEvenRow, 'have' | 'needed' | 'status'>) =>
  row.status === 'neverPays'
    ? 'Выплата преподавателю не меньше платы учеников: группа не окупается'
    : `Учеников ${row.have} из ${row.needed ?? 0} нужных: выплата преподавателю и доля расходов центра не покрыты`;
