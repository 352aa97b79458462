import { isPresent } from '../grades';
import { divideRounded, formatKopecks, fromKopecks, MAX_KOPECKS, toKopecks } from './kopecks';

// Teacher payouts (money.md §3 "Centre 1 payout snapshot", §4, §5 "Payout override", §9; docs/money.md §14).
// Pure: the server reads the rows and calls these; the screens show their results.

export type PayoutCentre = 'ODINTSOVO' | 'ZELENOGRAD';
export const CENTRE_LABEL: Record<PayoutCentre, string> = { ODINTSOVO: 'Одинцово', ZELENOGRAD: 'Зеленоград' };

export type CalculationType = 'PER_CYCLE' | 'PER_LESSON';
// money.md §9: PER_CYCLE is 'За цикл', otherwise 'За урок'
export const calculationTypeLabel = (type: string | null | undefined) => (type === 'PER_CYCLE' ? 'За цикл' : 'За урок');
// money.md §9: a grade containing a plus is shown as success, otherwise as warning
export const gradeTone = (value: string | null | undefined): 'success' | 'warning' => (value?.includes('+') ? 'success' : 'warning');

// money.md §5 "Payout override"
export const OVERRIDE_NOT_A_NUMBER = 'Пожалуйста, введите корректную сумму';
export const OVERRIDE_NEGATIVE = 'Сумма не может быть отрицательной';

export type ParsedOverride = { ok: true; kopecks: number } | { ok: false; message: string };

const OVERRIDE = /^(-?)(\d*)(?:[.,](\d*))?$/;

// The new amount of an override: a number of roubles with at most two decimals, 0 allowed (a teacher may be paid
// nothing for a group), not negative. A number or a decimal string; a comma is accepted as on every money input.
export const parseOverrideAmount = (input: unknown): ParsedOverride => {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input : '';
  const match = OVERRIDE.exec(text.replace(/[\s\u00a0\u202f₽]/g, ''));
  if (!match || (match[2] === '' && (match[3] ?? '') === '') || (match[3] ?? '').length > 2) {
    return { ok: false, message: OVERRIDE_NOT_A_NUMBER };
  }
  const [, sign, whole, fraction = ''] = match;
  const kopecks = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' && kopecks > 0) return { ok: false, message: OVERRIDE_NEGATIVE };
  if (!Number.isSafeInteger(kopecks) || kopecks > MAX_KOPECKS) return { ok: false, message: OVERRIDE_NOT_A_NUMBER };
  return { ok: true, kopecks };
};

// money.md §4 and §9: an amount is marked adjusted when calculated and final differ by more than 0.01
export const isAdjusted = (calculatedKopecks: number, finalKopecks: number) => Math.abs(calculatedKopecks - finalKopecks) > 1;

// staff.percentage_rate numeric(5,2), "40.00" = 40 %, in hundredths of a percent (4000); none → 0
export const rateHundredths = (rate: string | number | null | undefined) => Math.max(0, toKopecks(rate) ?? 0);
export const formatRate = (hundredths: number) => `${(hundredths / 100).toLocaleString('ru-RU', { maximumFractionDigits: 2 })} %`;

// the teacher's share of an amount: amount × rate / 100 %, rounded once, half up (docs/money.md §1)
export const shareOf = (kopecks: number, hundredths: number) => divideRounded(kopecks * hundredths, 10_000);

const rub = (kopecks: number) => formatKopecks(kopecks, 'auto');

// ---- Centre 1: one student of a teacher's group in a cycle ----

export type StudentPayoutInput = {
  attendanceCount: number; // lessons of the cycle the student attended (a mark starting with '+')
  basePriceForCycle: string | null; // the group's tariff
  basePriceForLesson: string | null;
  paidAmount: string | null; // what the student paid for this group and cycle (standing payments), the fallback
  percentageRate: string | null; // the teacher's
};

export type StudentPayout = {
  calculationType: CalculationType;
  basePriceUsed: number; // kopecks
  basePriceSource: 'basePriceForCycle' | 'basePriceForLesson' | 'paidAmount';
  attendanceCount: number;
  totalAmount: number; // the base the teacher's share is taken of, kopecks
  amount: number; // the teacher's share, kopecks
  text: string;
};

const positive = (value: string | null) => {
  const kopecks = toKopecks(value);
  return kopecks != null && kopecks > 0 ? kopecks : null;
};

// docs/money.md §14 "Centre 1": the tariff's cycle price when it has one (PER_CYCLE, earned once the student came
// at least once), else its lesson price × lessons attended (PER_LESSON), else what the student paid for the
// cycle (PER_CYCLE, like the cycle price); the teacher gets percentageRate of it.
export const studentPayout = (input: StudentPayoutInput): StudentPayout => {
  const rate = rateHundredths(input.percentageRate);
  const attended = Math.max(0, input.attendanceCount);
  const cyclePrice = positive(input.basePriceForCycle);
  const lessonPrice = cyclePrice == null ? positive(input.basePriceForLesson) : null;
  const calculationType: CalculationType = lessonPrice != null ? 'PER_LESSON' : 'PER_CYCLE';
  const basePriceSource = cyclePrice != null ? 'basePriceForCycle' : lessonPrice != null ? 'basePriceForLesson' : 'paidAmount';
  const basePriceUsed = cyclePrice ?? lessonPrice ?? Math.max(0, toKopecks(input.paidAmount) ?? 0);
  const totalAmount = calculationType === 'PER_LESSON' ? basePriceUsed * attended : attended > 0 ? basePriceUsed : 0;
  const amount = shareOf(totalAmount, rate);
  const base =
    calculationType === 'PER_LESSON'
      ? `${rub(basePriceUsed)} × ${attended} = ${rub(totalAmount)}`
      : attended > 0
        ? `${basePriceSource === 'paidAmount' ? 'оплачено ' : ''}${rub(basePriceUsed)} за цикл`
        : 'не был ни на одном занятии цикла: 0 ₽';
  return { calculationType, basePriceUsed, basePriceSource, attendanceCount: attended, totalAmount, amount, text: `${base}; ${rub(totalAmount)} × ${formatRate(rate)} = ${rub(amount)}` };
};

export const attendanceCountOf = (marks: readonly (string | null | undefined)[]) => marks.filter(isPresent).length;

// ---- Centre 1: the snapshot's details ----

export type DetailType = 'TEACHER' | 'CLASS' | 'STUDENT';
export type DetailKey = { detailType: DetailType; classId: number | null; studentId: number | null };
export const detailKeyOf = ({ detailType, classId, studentId }: DetailKey) => `${detailType}:${classId ?? ''}:${studentId ?? ''}`;

export type SnapshotGroupInput = {
  classId: number;
  className: string;
  students: { studentId: number; studentName: string; payout: StudentPayout }[];
};

export type SnapshotDetail = DetailKey & {
  className: string | null;
  studentName: string | null;
  calculatedAmount: number; // kopecks
  finalAmount: number;
  hasOverride: boolean;
  calculationData: Record<string, unknown>;
};

// Students first, then their group (the sum of the students' finals), then the teacher (the sum of the groups'
// finals): an override at one level flows into the level above. `overrideOf` gives the active override of a
// detail in kopecks.
export const assembleSnapshot = (
  groups: readonly SnapshotGroupInput[],
  percentageRate: string | null,
  overrideOf: (key: string) => number | undefined,
): SnapshotDetail[] => {
  const withOverride = (key: DetailKey, calculatedAmount: number) => {
    const override = overrideOf(detailKeyOf(key));
    return { calculatedAmount, finalAmount: override ?? calculatedAmount, hasOverride: override !== undefined };
  };
  const details: SnapshotDetail[] = [];
  const classFinals: number[] = [];
  for (const group of groups) {
    const studentFinals: number[] = [];
    for (const student of group.students) {
      const key: DetailKey = { detailType: 'STUDENT', classId: group.classId, studentId: student.studentId };
      const amounts = withOverride(key, student.payout.amount);
      studentFinals.push(amounts.finalAmount);
      const { calculationType, basePriceUsed, basePriceSource, attendanceCount, totalAmount, text } = student.payout;
      details.push({
        ...key,
        className: group.className,
        studentName: student.studentName,
        ...amounts,
        calculationData: { attendanceCount, calculationType, basePriceUsed: money(basePriceUsed), basePriceSource, totalAmount: money(totalAmount), text },
      });
    }
    const key: DetailKey = { detailType: 'CLASS', classId: group.classId, studentId: null };
    const amounts = withOverride(key, sum(studentFinals));
    classFinals.push(amounts.finalAmount);
    details.push({ ...key, className: group.className, studentName: null, ...amounts, calculationData: { studentsCount: group.students.length } });
  }
  const teacherKey: DetailKey = { detailType: 'TEACHER', classId: null, studentId: null };
  details.push({
    ...teacherKey,
    className: null,
    studentName: null,
    ...withOverride(teacherKey, sum(classFinals)),
    calculationData: { percentageRate: percentageRate == null ? null : money(rateHundredths(percentageRate)), classesCount: groups.length },
  });
  return details;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const money = fromKopecks;
