import {
  GROUP_NOT_FOUND,
  MAX_CYCLE,
  scheduleText,
  schoolYearCategory,
  type AllCyclesReport,
  type CycleGroup,
  type CycleTableRow,
  type CycleTariff,
  type SchoolYearCategory,
  type TwoCyclesReport,
} from '../../resources/cycle-reports';
import { fromKopecks, studentCyclePrices, type PricedGroup, type PricingStudent } from '../../resources/money/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { byRussianName } from '../lib/info-list';
import {
  activeGroupsOfYears,
  allSchoolYears,
  cycleLessonDays,
  enrolments,
  groupHead,
  groupRoster,
  paidCyclesAfter,
  paidCycles,
  studentGroupTariffs,
  studentsByIds,
  tariffOfGroup,
  type GroupHead,
  type PaidCycle,
} from './cycle-report-queries';

// Payments by cycle (money.md §2): what each student of a group paid per cycle. Decisions (docs/api-money.md):
// - the current cycle is the group's own number (school_classes.cycle), the past one the number before it;
// - a cycle's amount is the sum of the student's payment details for it, voided payments left out;
// - the students are the group's active enrolments plus those who left it (archived enrolment or student) but paid
//   one of the cycles shown (enrolled: false).

const byName = byRussianName((row: { studentName: string }) => row.studentName);
const studentOrder = (left: { studentName: string; studentId: number }, right: { studentName: string; studentId: number }) =>
  byName(left, right) || left.studentId - right.studentId;

const tariffOf = (group: GroupHead): CycleTariff | null =>
  group.subjectPricingName === null || group.priceWithDiscount === null
    ? null
    : { subjectPricingName: group.subjectPricingName, priceWithDiscount: group.priceWithDiscount, oldPriceWithDiscount: group.oldPriceWithDiscount };

const key = (studentId: number, cycle: number) => `${studentId}:${cycle}`;

// What each student pays for a whole cycle of this group: the tier among the student's active groups (the group
// itself counted even when the student has left it), the discount and old prices (docs/money.md §2).
const studentPrices = async (db: DbOrTx, classId: number, students: (PricingStudent & { studentId: number })[]) => {
  const groupsOf = new Map<number, PricedGroup[]>();
  for (const row of await studentGroupTariffs(db, students.map((student) => student.studentId))) {
    const groups = groupsOf.get(row.studentId) ?? [];
    groups.push({ classId: row.classId, tariff: row.tariff ? { ...row.tariff, subjectPricingName: row.tariff.name } : null });
    groupsOf.set(row.studentId, groups);
  }
  const prices = new Map<number, CycleTableRow['subjectPricing']>();
  const own = await groupTariff(db, classId);
  for (const student of students) {
    const groups = groupsOf.get(student.studentId) ?? [];
    if (!groups.some((group) => group.classId === classId)) groups.push({ classId, tariff: own });
    const price = studentCyclePrices(student, groups).find((group) => group.classId === classId)?.price;
    prices.set(
      student.studentId,
      price ? { subjectPricingName: price.tariffName, cyclePrice: fromKopecks(price.kopecks), explanation: price.text } : null,
    );
  }
  return prices;
};

const groupTariff = async (db: DbOrTx, classId: number) => {
  const tariff = await tariffOfGroup(db, classId);
  return tariff ? { ...tariff, subjectPricingName: tariff.name } : null;
};

const readGroup = async (db: DbOrTx, classId: number) => {
  const group = await groupHead(db, classId);
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  return group;
};

export type Page = { offset?: number; limit?: number };

// The students of a group's report with their payments of the given cycles: the whole roster in Russian order,
// then only the page asked for is priced and paired with its payments.
const groupRows = async (db: DbOrTx, group: GroupHead, cycles: number[], page: Page) => {
  const roster = (await groupRoster(db, group.classId, cycles)).sort(studentOrder);
  const start = page.offset ?? 0;
  const shown = roster.slice(start, page.limit === undefined ? undefined : start + page.limit);
  const ids = shown.map((student) => student.studentId);
  const [paid, students] = ids.length > 0 ? await Promise.all([paidCycles(db, [group.classId], cycles, ids), studentsByIds(db, ids)]) : [[], []];
  const prices = await studentPrices(db, group.classId, students);
  const paidBy = new Map(paid.map((row) => [key(row.studentId, row.cycle), row]));
  const currentCycle = group.currentCycle;
  const pastCycle = currentCycle > 1 ? currentCycle - 1 : null;
  const rows = shown.map((student): CycleTableRow => {
    const current = paidBy.get(key(student.studentId, currentCycle));
    const past = pastCycle === null ? undefined : paidBy.get(key(student.studentId, pastCycle));
    return {
      studentId: student.studentId,
      studentName: student.studentName,
      enrolled: student.enrolled,
      currentCycle,
      currentCycleAmount: current?.amount ?? null,
      currentCycleDate: current?.paymentDate ?? null,
      pastCycle,
      pastCycleAmount: past?.amount ?? null,
      pastCycleDate: past?.paymentDate ?? null,
      subjectPricing: prices.get(student.studentId) ?? null,
    };
  });
  return { rows, paidBy, pastCycle, totalRows: roster.length };
};

// GET payment-details-for-2-cycles-info/{classId}
export const twoCyclesReport = async (db: DbOrTx, classId: number, page: Page = {}): Promise<TwoCyclesReport> => {
  const group = await readGroup(db, classId);
  const pastCycle = group.currentCycle > 1 ? group.currentCycle - 1 : null;
  const cycles = pastCycle === null ? [group.currentCycle] : [pastCycle, group.currentCycle];
  const { rows, totalRows } = await groupRows(db, group, cycles, page);
  return { classId, className: group.className, currentCycle: group.currentCycle, pastCycle, cycles, tariff: tariffOf(group), totalRows, rows };
};

// GET payment-details-for-all-cycles/{classId}: cycles 1 to 10, and any later cycle that has a payment.
export const allCyclesReport = async (db: DbOrTx, classId: number, page: Page = {}): Promise<AllCyclesReport> => {
  const group = await readGroup(db, classId);
  const last = Math.max(MAX_CYCLE, group.currentCycle, ...(await paidCyclesAfter(db, classId, MAX_CYCLE)));
  const cycles = Array.from({ length: last }, (_, index) => index + 1);
  const { rows, paidBy, pastCycle, totalRows } = await groupRows(db, group, cycles, page);
  return {
    classId,
    className: group.className,
    currentCycle: group.currentCycle,
    pastCycle,
    cycles,
    tariff: tariffOf(group),
    totalRows,
    rows: rows.map((row) => ({
      ...row,
      cycleData: cycles.map((cycleNumber) => {
        const paid = paidBy.get(key(row.studentId, cycleNumber));
        return { cycleNumber, amount: paid?.amount ?? null, paymentDate: paid?.paymentDate ?? null };
      }),
    })),
  };
};

// GET payments-by-cycle?cycle=&schoolYearCategory=: the groups (not archived) of the category that have reached
// the cycle or have a payment for it, in Russian order of their names; each group's students in Russian order.
export const paymentsByCycle = async (db: DbOrTx, cycle: number, category: SchoolYearCategory): Promise<CycleGroup[]> => {
  const yearIds = (await allSchoolYears(db)).filter((year) => schoolYearCategory(year.description) === category).map((year) => year.id);
  if (yearIds.length === 0) return [];
  const groups = await activeGroupsOfYears(db, yearIds);
  if (groups.length === 0) return [];
  const groupIds = groups.map((group) => group.classId);
  const [paid, enrolled, lessonDays] = await Promise.all([
    paidCycles(db, groupIds, [cycle]),
    enrolments(db, groupIds),
    cycleLessonDays(db, groupIds, cycle),
  ]);
  const paidOf = new Map<number, PaidCycle[]>();
  for (const row of paid) paidOf.set(row.classId, [...(paidOf.get(row.classId) ?? []), row]);
  const shown = groups.filter((group) => group.currentCycle >= cycle || paidOf.has(group.classId));
  const enrolledOf = new Map<number, Set<number>>();
  for (const row of enrolled) enrolledOf.set(row.classId, (enrolledOf.get(row.classId) ?? new Set()).add(row.studentId));
  // names come with the enrolments; only those who left and paid are read on their own
  const names = new Map(enrolled.map((row) => [row.studentId, row.studentName]));
  const others = [...new Set(paid.map((row) => row.studentId).filter((id) => !names.has(id)))];
  for (const student of others.length > 0 ? await studentsByIds(db, others) : []) names.set(student.studentId, student.studentName);
  const scheduleOf = new Map(lessonDays.map((row) => [row.classId, scheduleText(row.weekdays, row.first, row.last)]));
  const byGroupName = byRussianName((group: GroupHead) => group.className);
  return shown
    .sort((left, right) => byGroupName(left, right) || left.classId - right.classId)
    .map((group) => {
      const members = enrolledOf.get(group.classId) ?? new Set<number>();
      const payments = new Map((paidOf.get(group.classId) ?? []).map((row) => [row.studentId, row]));
      const studentIds = [...new Set([...members, ...payments.keys()])];
      return {
        schoolClassId: group.classId,
        schoolClassName: group.className,
        teacherName: group.teacherName,
        schoolClassSchedule: scheduleOf.get(group.classId) ?? null,
        schoolYearDescription: group.schoolYearDescription,
        currentCycle: group.currentCycle,
        tariff: tariffOf(group),
        students: studentIds
          .map((studentId) => {
            const payment = payments.get(studentId);
            return {
              studentId,
              studentName: names.get(studentId) ?? '',
              enrolled: members.has(studentId),
              payment: payment ? { paymentId: payment.paymentId, paymentAmount: payment.amount, paymentDate: payment.paymentDate } : null,
            };
          })
          .sort(studentOrder),
      };
    });
};
