import { lessonCounts, type Enrolment, type StudentLesson } from './attendance';
import { cyclesText, sumText } from './explain';
import { formatKopecks } from './kopecks';
import { NO_TARIFF, studentCyclePrices, type CyclePrice, type PricedGroup, type PricingStudent } from './pricing';

// An enrolment (student_classes): an archived one is a student who left the group, never a debtor of it.
export type ActiveEnrolment = Enrolment & { isArchived: boolean };

// A row of the 'Должники' tab (money.md §3 "Debtor row"), for one group.
export type DebtorCycle = {
  cycle: number;
  numberOfLessonsPassed: number;
  numberOfLessonsPerCycle: number;
  text: string; // 'Цикл 3: прошло 2 из 8 занятий, оплаты за цикл нет'
};

export type DebtorInput = {
  today: string;
  lessonsPerCycle: number;
  enrolment: ActiveEnrolment;
  lessons: readonly StudentLesson[]; // the group's lessons, each with this student's attendance mark
  paidCycles: readonly number[]; // cycles of this group that a payment detail of this student names
};

// The unpaid cycles of one student in one group: every cycle with at least one lesson passed for the student and no
// payment detail for it, whatever its amount (a partial payment is coloured in the cycle table, not a debt).
export const debtorCycles = ({ today, lessonsPerCycle, enrolment, lessons, paidCycles }: DebtorInput): DebtorCycle[] => {
  if (enrolment.isArchived) return [];
  const paid = new Set(paidCycles);
  const passed = new Map<number, number>();
  for (const lesson of lessons) {
    if (paid.has(lesson.cycleNumber) || !lessonCounts(lesson, today, enrolment)) continue;
    passed.set(lesson.cycleNumber, (passed.get(lesson.cycleNumber) ?? 0) + 1);
  }
  return [...passed]
    .sort(([left], [right]) => left - right)
    .map(([cycle, count]) => ({
      cycle,
      numberOfLessonsPassed: count,
      numberOfLessonsPerCycle: lessonsPerCycle,
      text: `Цикл ${cycle}: прошло ${count} из ${lessonsPerCycle} занятий, оплаты за цикл нет`,
    }));
};

export type GroupDebt = { kopecks: number | null; text: string };

// A group's debt: its cycle price for this student once per unpaid cycle ('Циклы 2, 3: 2 × 6 400 ₽ = 12 800 ₽').
export const groupDebt = (price: CyclePrice | null, cycles: readonly number[]): GroupDebt => {
  if (price == null) return { kopecks: null, text: `${cyclesText(cycles)}: ${NO_TARIFF}` };
  const kopecks = price.kopecks * cycles.length;
  const arithmetic =
    cycles.length === 1
      ? formatKopecks(kopecks)
      : `${cycles.length} × ${formatKopecks(price.kopecks)} = ${formatKopecks(kopecks)}`;
  return { kopecks, text: `${cyclesText(cycles)}: ${arithmetic}` };
};

export type DebtGroupInput = PricedGroup & Omit<DebtorInput, 'today'> & { className: string };

export type ClassDebt = {
  classId: number;
  className: string;
  cycles: DebtorCycle[];
  price: CyclePrice | null; // which tariff, tier, discount and old price made the amount
  debt: GroupDebt;
};

export type StudentDebts = {
  classes: ClassDebt[]; // the groups with an unpaid cycle, in the order given
  totalDebt: number; // kopecks; groups without a tariff add nothing
  text: string; // '12 800 ₽ + 4 000 ₽ = 16 800 ₽'
};

// The 'Должники с суммами' row of a student. Tiers are given among all the student's active groups, paid or not.
export const studentDebts = (student: PricingStudent, groups: readonly DebtGroupInput[], today: string): StudentDebts => {
  const active = groups.filter((group) => !group.enrolment.isArchived);
  const prices = new Map(studentCyclePrices(student, active).map(({ classId, price }) => [classId, price]));
  const classes = active.flatMap((group): ClassDebt[] => {
    const cycles = debtorCycles({ ...group, today });
    if (cycles.length === 0) return [];
    const price = prices.get(group.classId) ?? null;
    const debt = groupDebt(price, cycles.map((cycle) => cycle.cycle));
    return [{ classId: group.classId, className: group.className, cycles, price, debt }];
  });
  const amounts = classes.flatMap(({ debt }) => (debt.kopecks == null ? [] : [debt.kopecks]));
  return { classes, totalDebt: amounts.reduce((sum, amount) => sum + amount, 0), text: sumText(amounts) };
};
