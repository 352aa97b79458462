import { cycleAttendance, type Enrolment, type StudentLesson, type CycleAttendance } from './attendance';
import { sumText } from './explain';
import { divideRounded, formatKopecks } from './kopecks';
import { studentCyclePrices, type CyclePrice, type PricedGroup, type PricingStudent } from './pricing';

export type NextCyclePrice = {
  nextCycleProjectedPrice: number; // kopecks, 0 ≤ it ≤ the cycle price
  missedLessons: number; // held − present in the previous cycle, at most the lessons of a cycle
  creditKopecks: number;
  perLessonKopecks: number; // the cycle price / lessons per cycle, rounded to the kopeck for display
  perLessonExact: boolean; // false: the credit is cycle price × missed / lessons, rounded once
  attendanceText: string; // 'Прошлый цикл: посещено 6 из 8 занятий, пропущено 2'
  text: string; // '6 400 ₽ − 2 × 800 ₽ = 4 800 ₽'
};

// docs/money.md §6: the next cycle costs the current cycle price less a credit for the lessons missed in
// the previous cycle, pro rata. The credit is rounded once, half up, so missing every lesson costs exactly 0.
export const projectNextCycle = (
  cycleKopecks: number,
  lessonsPerCycle: number,
  previous: CycleAttendance | null,
): NextCyclePrice => {
  const perLessonExact = cycleKopecks % lessonsPerCycle === 0;
  const perLessonKopecks = divideRounded(cycleKopecks, lessonsPerCycle);
  if (previous == null) {
    return {
      nextCycleProjectedPrice: cycleKopecks,
      missedLessons: 0,
      creditKopecks: 0,
      perLessonKopecks,
      perLessonExact,
      attendanceText: 'Прошлого цикла нет',
      text: formatKopecks(cycleKopecks),
    };
  }
  const absent = Math.max(0, previous.held - previous.present);
  const missedLessons = Math.min(absent, lessonsPerCycle);
  const creditKopecks = divideRounded(cycleKopecks * missedLessons, lessonsPerCycle);
  const nextCycleProjectedPrice = cycleKopecks - creditKopecks;
  const credit = perLessonExact
    ? `${missedLessons} × ${formatKopecks(perLessonKopecks)}`
    : `${formatKopecks(cycleKopecks)} × ${missedLessons} / ${lessonsPerCycle}`;
  const capped = absent > missedLessons ? `, в зачёт не больше ${lessonsPerCycle}` : '';
  return {
    nextCycleProjectedPrice,
    missedLessons,
    creditKopecks,
    perLessonKopecks,
    perLessonExact,
    attendanceText: `Прошлый цикл: посещено ${previous.present} из ${previous.held} занятий, пропущено ${absent}${capped}`,
    text: `${formatKopecks(cycleKopecks)} − ${credit} = ${formatKopecks(nextCycleProjectedPrice)}`,
  };
};

export type RecalculationGroupInput = PricedGroup & {
  className: string;
  classCycle: number; // the group's current cycle
  lessonsPerCycle: number;
  enrolment: Enrolment & { isArchived: boolean };
  lessons: readonly StudentLesson[]; // the group's lessons, each with this student's attendance mark
};

// A child row of the 'Перерасчеты' tree (money.md §3 "Recalculation"); prices in kopecks, null without a tariff.
export type RecalculationClass = {
  classId: number;
  className: string;
  classCycle: number;
  subjectPricingName: string | null;
  numberOfLessonsPerCycle: number;
  previousCyclePresent: number;
  previousCycleTotal: number;
  currentCyclePresent: number;
  currentCycleTotal: number;
  currentCyclePrice: number | null;
  nextCycleProjectedPrice: number | null;
  price: CyclePrice | null; // tier, discount, old price
  projection: NextCyclePrice | null; // missed lessons, credit, arithmetic
};

export type StudentRecalculation = {
  classes: RecalculationClass[];
  currentCyclePrice: number; // the parent row: sums of its children (money.md §2)
  nextCycleProjectedPrice: number;
  currentText: string;
  nextText: string;
};

export const studentRecalculation = (
  student: PricingStudent,
  groups: readonly RecalculationGroupInput[],
  today: string,
): StudentRecalculation => {
  const active = groups.filter((group) => !group.enrolment.isArchived);
  const prices = new Map(studentCyclePrices(student, active).map(({ classId, price }) => [classId, price]));
  const classes = active.map((group): RecalculationClass => {
    const previous =
      group.classCycle > 1 ? cycleAttendance(group.lessons, group.classCycle - 1, today, group.enrolment) : null;
    const current = cycleAttendance(group.lessons, group.classCycle, today, group.enrolment);
    const price = prices.get(group.classId) ?? null;
    const projection = price ? projectNextCycle(price.kopecks, group.lessonsPerCycle, previous) : null;
    return {
      classId: group.classId,
      className: group.className,
      classCycle: group.classCycle,
      subjectPricingName: group.tariff?.subjectPricingName ?? null,
      numberOfLessonsPerCycle: group.lessonsPerCycle,
      previousCyclePresent: previous?.present ?? 0,
      previousCycleTotal: previous?.held ?? 0,
      currentCyclePresent: current.present,
      currentCycleTotal: current.held,
      currentCyclePrice: price?.kopecks ?? null,
      nextCycleProjectedPrice: projection?.nextCycleProjectedPrice ?? null,
      price,
      projection,
    };
  });
  const currents = classes.flatMap((row) => (row.currentCyclePrice == null ? [] : [row.currentCyclePrice]));
  const nexts = classes.flatMap((row) => (row.nextCycleProjectedPrice == null ? [] : [row.nextCycleProjectedPrice]));
  return {
    classes,
    currentCyclePrice: currents.reduce((sum, value) => sum + value, 0),
    nextCycleProjectedPrice: nexts.reduce((sum, value) => sum + value, 0),
    currentText: sumText(currents),
    nextText: sumText(nexts),
  };
};
