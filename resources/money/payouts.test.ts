import { describe, expect, it } from 'vitest';
import {
  assembleSnapshot,
  calculationTypeLabel,
  gradeTone,
  isAdjusted,
  OVERRIDE_NEGATIVE,
  OVERRIDE_NOT_A_NUMBER,
  parseOverrideAmount,
  studentPayout,
  type SnapshotGroupInput,
  type StudentPayoutInput,
} from './payouts';
import { lessonPayout, lessonRate, parseStudentOverrideKey, studentOverrideKey, type PayoutRate } from './payouts-zelenograd';
import { example } from './worked-example';

// docs/money.md §14: each example(N, …) is one '### Example N' of the page.

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const standard = { basePriceForCycle: '6400.00', basePriceForLesson: '800.00' };
const mini = { basePriceForCycle: null, basePriceForLesson: '1200.00' };
const online = { basePriceForCycle: null, basePriceForLesson: null };
const payout = (input: Partial<StudentPayoutInput>) =>
  studentPayout({ attendanceCount: 0, basePriceForCycle: null, basePriceForLesson: null, paidAmount: null, percentageRate: '40.00', ...input });

example(30, 'a cycle price (PER_CYCLE)', () => {
  it('«Стандарт», 6 of 8 lessons, 40 %: 6 400 ₽ × 40 % = 2 560 ₽', () => {
    const result = payout({ ...standard, attendanceCount: 6 });
    expect(result).toMatchObject({ calculationType: 'PER_CYCLE', basePriceUsed: 640_000, basePriceSource: 'basePriceForCycle', totalAmount: 640_000, amount: 256_000 });
    expect(plain(result.text)).toBe('6 400 ₽ за цикл; 6 400 ₽ × 40 % = 2 560 ₽');
    expect(payout({ ...standard, attendanceCount: 1 }).amount).toBe(256_000);
  });
});

example(31, 'a student who came to no lesson of the cycle', () => {
  it('earns nothing, whatever the tariff', () => {
    expect(payout({ ...standard, attendanceCount: 0 })).toMatchObject({ calculationType: 'PER_CYCLE', totalAmount: 0, amount: 0 });
    expect(plain(payout({ ...standard }).text)).toBe('не был ни на одном занятии цикла: 0 ₽; 0 ₽ × 40 % = 0 ₽');
    expect(payout({ ...mini }).amount).toBe(0);
    expect(payout({ ...online, paidAmount: '4700.00' }).amount).toBe(0);
  });
});

example(32, 'a lesson price (PER_LESSON)', () => {
  it('«Мини-группа», 3 lessons attended, 40 %: 1 200 ₽ × 3 = 3 600 ₽, × 40 % = 1 440 ₽', () => {
    const result = payout({ ...mini, attendanceCount: 3 });
    expect(result).toMatchObject({ calculationType: 'PER_LESSON', basePriceUsed: 120_000, totalAmount: 360_000, amount: 144_000 });
    expect(plain(result.text)).toBe('1 200 ₽ × 3 = 3 600 ₽; 3 600 ₽ × 40 % = 1 440 ₽');
  });
});

example(33, 'no base price: what the student paid for the cycle', () => {
  it('«Онлайн», paid 4 700 ₽, came 5 times: 4 700 ₽ × 40 % = 1 880 ₽; nothing paid → 0 ₽', () => {
    const result = payout({ ...online, attendanceCount: 5, paidAmount: '4700.00' });
    expect(result).toMatchObject({ calculationType: 'PER_CYCLE', basePriceSource: 'paidAmount', basePriceUsed: 470_000, amount: 188_000 });
    expect(plain(result.text)).toBe('оплачено 4 700 ₽ за цикл; 4 700 ₽ × 40 % = 1 880 ₽');
    expect(payout({ ...online, attendanceCount: 5 }).amount).toBe(0);
  });
});

example(34, 'one rounding, half up', () => {
  it('4 301 ₽ × 12,5 % = 537,625 ₽ → 537,63 ₽; 6 400 ₽ × 33,33 % = 2 133,12 ₽', () => {
    expect(payout({ ...online, attendanceCount: 1, paidAmount: '4301.00', percentageRate: '12.50' }).amount).toBe(53_763);
    expect(payout({ ...standard, attendanceCount: 8, percentageRate: '33.33' }).amount).toBe(213_312);
    expect(payout({ ...mini, attendanceCount: 1, percentageRate: '0.05' }).amount).toBe(60);
  });
});

example(35, 'a teacher without a percentage rate', () => {
  it('earns 0 ₽ on every student, and the teacher detail says the rate is not set', () => {
    expect(payout({ ...standard, attendanceCount: 8, percentageRate: null }).amount).toBe(0);
    const [teacher] = assembleSnapshot([], null, () => undefined);
    expect(teacher).toMatchObject({ detailType: 'TEACHER', calculatedAmount: 0, calculationData: { percentageRate: null } });
  });
});

const groups: SnapshotGroupInput[] = [
  {
    classId: 1,
    className: 'Зарплата А',
    students: [
      { studentId: 11, studentName: 'Лиза', payout: payout({ ...standard, attendanceCount: 6 }) },
      { studentId: 12, studentName: 'Марк', payout: payout({ ...standard, attendanceCount: 0 }) },
    ],
  },
  { classId: 2, className: 'Зарплата Б', students: [{ studentId: 13, studentName: 'Нина', payout: payout({ ...mini, attendanceCount: 3 }) }] },
  { classId: 3, className: 'Зарплата В', students: [{ studentId: 14, studentName: 'Олег', payout: payout({ ...online, attendanceCount: 5, paidAmount: '4700.00' }) }] },
];
const amountsOf = (overrides: Record<string, number> = {}) =>
  assembleSnapshot(groups, '40.00', (key) => overrides[key]).map((detail) => [detail.detailType, detail.classId, detail.studentId, detail.calculatedAmount, detail.finalAmount, detail.hasOverride]);

example(36, 'a group: the sum of its students', () => {
  it('Зарплата А = 2 560 ₽ + 0 ₽; Б = 1 440 ₽; В = 1 880 ₽', () => {
    expect(amountsOf().filter(([type]) => type !== 'TEACHER')).toEqual([
      ['STUDENT', 1, 11, 256_000, 256_000, false],
      ['STUDENT', 1, 12, 0, 0, false],
      ['CLASS', 1, null, 256_000, 256_000, false],
      ['STUDENT', 2, 13, 144_000, 144_000, false],
      ['CLASS', 2, null, 144_000, 144_000, false],
      ['STUDENT', 3, 14, 188_000, 188_000, false],
      ['CLASS', 3, null, 188_000, 188_000, false],
    ]);
  });
});

example(37, 'the teacher: the sum of the groups', () => {
  it('2 560 ₽ + 1 440 ₽ + 1 880 ₽ = 5 880 ₽, with the rate in calculationData', () => {
    const teacher = assembleSnapshot(groups, '40.00', () => undefined).at(-1)!;
    expect(teacher).toMatchObject({ detailType: 'TEACHER', calculatedAmount: 588_000, finalAmount: 588_000, calculationData: { percentageRate: '40.00' } });
  });
});

example(38, 'a student override flows upwards', () => {
  it('Лиза 2 560 → 3 000 ₽: group А 3 000 ₽ (not adjusted itself), the teacher 6 320 ₽', () => {
    const rows = amountsOf({ 'STUDENT:1:11': 300_000 });
    expect(rows).toContainEqual(['STUDENT', 1, 11, 256_000, 300_000, true]);
    expect(rows).toContainEqual(['CLASS', 1, null, 300_000, 300_000, false]);
    expect(rows.at(-1)).toEqual(['TEACHER', null, null, 632_000, 632_000, false]);
  });
});

example(39, 'a group override replaces the sum of its students', () => {
  it('group Б 1 440 → 2 000 ₽, the teacher 6 440 ₽; a teacher override replaces everything below it', () => {
    const rows = amountsOf({ 'CLASS:2:': 200_000 });
    expect(rows).toContainEqual(['CLASS', 2, null, 144_000, 200_000, true]);
    expect(rows.at(-1)).toEqual(['TEACHER', null, null, 644_000, 644_000, false]);
    expect(amountsOf({ 'CLASS:2:': 200_000, 'TEACHER::': 700_000 }).at(-1)).toEqual(['TEACHER', null, null, 644_000, 700_000, true]);
  });
});

example(40, 'adjusted: calculated and final differ by more than 0,01 ₽', () => {
  it.each([
    [256_000, 256_000, false],
    [256_000, 256_001, false],
    [256_001, 256_000, false],
    [256_000, 256_002, true],
    [256_000, 0, true],
  ])('%i and %i → %s', (calculated, final, adjusted) => {
    expect(isAdjusted(calculated, final)).toBe(adjusted);
  });
});

example(41, 'the new amount of an override', () => {
  it.each([
    ['3000', { ok: true, kopecks: 300_000 }],
    ['2 800,50', { ok: true, kopecks: 280_050 }],
    [2800.5, { ok: true, kopecks: 280_050 }],
    ['0', { ok: true, kopecks: 0 }],
    ['-1', { ok: false, message: OVERRIDE_NEGATIVE }],
    [-0.01, { ok: false, message: OVERRIDE_NEGATIVE }],
    ['abc', { ok: false, message: OVERRIDE_NOT_A_NUMBER }],
    ['', { ok: false, message: OVERRIDE_NOT_A_NUMBER }],
    ['1.234', { ok: false, message: OVERRIDE_NOT_A_NUMBER }],
    [null, { ok: false, message: OVERRIDE_NOT_A_NUMBER }],
  ])('%s → %o', (input, result) => {
    expect(parseOverrideAmount(input)).toEqual(result);
  });
});

const standardGrid: PayoutRate[] = [1, 2, 3, 4, 5, 6].map((students) => ({ numberOfStudents: students, payoutAmount: `${320 * students}.00` }));

example(42, 'centre 2: the rate of a lesson', () => {
  it.each([
    [3, 96_000, 3],
    [6, 192_000, 6],
    [10, 192_000, 6],
    [0, 0, null],
  ])('%i attended → %i kopecks (row %s)', (attended, kopecks, row) => {
    expect(lessonRate(standardGrid, attended)).toEqual({ kopecks, usedNumberOfStudents: row });
  });
  it('a grid with a row for 0 pays it for an empty lesson; no rows pay 0 ₽', () => {
    expect(lessonRate([...standardGrid, { numberOfStudents: 0, payoutAmount: '150.00' }], 0).kopecks).toBe(15_000);
    expect(lessonRate([], 4).kopecks).toBe(0);
  });
});

const lesson = [
  { studentId: 1, studentName: 'Аня', gradeValue: '+' },
  { studentId: 2, studentName: 'Боря', gradeValue: '+(опоздание)' },
  { studentId: 3, studentName: 'Вера', gradeValue: '-' },
  { studentId: 4, studentName: 'Гоша', gradeValue: null },
  { studentId: 5, studentName: 'Даша', gradeValue: '+(отработка)' },
];

example(43, 'centre 2: a ticked student counts as present', () => {
  it('3 present of 5 → 960 ₽; Вера ticked → 4 → 1 280 ₽', () => {
    expect(lessonPayout(lesson, standardGrid, () => false, false)).toMatchObject({ attendedStudentsCount: 3, totalEnrolledStudents: 5, totalLessonAmount: 96_000 });
    const ticked = lessonPayout(lesson, standardGrid, (id) => id === 3, false);
    expect(ticked).toMatchObject({ attendedStudentsCount: 4, totalLessonAmount: 128_000 });
    expect(ticked.allStudents.filter((student) => student.wasOverridden).map((student) => student.studentName)).toEqual(['Вера']);
    expect(lessonPayout(lesson, standardGrid, (id) => id === 1, false).attendedStudentsCount).toBe(3);
  });
  it('a tick is keyed by lesson and student', () => {
    expect(studentOverrideKey(501, 3)).toBe('501:3');
    expect(parseStudentOverrideKey('501:3')).toEqual({ lessonId: 501, studentId: 3 });
    expect(parseStudentOverrideKey('3')).toBeNull();
    expect(parseStudentOverrideKey('0:3')).toBeNull();
  });
});

example(44, 'centre 2: a ticked group pays every lesson as if all came', () => {
  it('5 enrolled → 1 600 ₽ a lesson; 8 lessons → 12 800 ₽ for the group', () => {
    const full = lessonPayout(lesson, standardGrid, () => false, true);
    expect(full).toMatchObject({ attendedStudentsCount: 5, totalLessonAmount: 160_000 });
    expect(8 * full.totalLessonAmount).toBe(1_280_000);
  });
});

describe('labels (money.md §9)', () => {
  it('calculation types: PER_CYCLE is «За цикл», anything else «За урок»', () => {
    expect(calculationTypeLabel('PER_CYCLE')).toBe('За цикл');
    expect(calculationTypeLabel('PER_LESSON')).toBe('За урок');
    expect(calculationTypeLabel(undefined)).toBe('За урок');
  });
  it('a grade containing a plus is success, otherwise warning', () => {
    expect(['+', '+(опоздание)', 'н+', '-', '', null].map(gradeTone)).toEqual(['success', 'success', 'success', 'warning', 'warning', 'warning']);
  });
});
