import { isPresent } from '../grades';
import { toKopecks } from './kopecks';

// Centre 2 (ZELENOGRAD) payouts: money.md §3 "Centre 2 payout", "Payout rate", §4; docs/money.md §14 "Centre 2".

export type PayoutRate = { numberOfStudents: number; payoutAmount: string };

// The rate of one lesson for a tariff and a number of attended students: the grid's row for exactly that number;
// past the grid's last row, the largest number below it (a grid up to 8 pays a lesson of 10 as one of 8); no row
// at or below the number → 0 ₽ (nobody came, or the tariff has no rates). `usedNumberOfStudents` says which row.
export const lessonRate = (rates: readonly PayoutRate[], attended: number): { kopecks: number; usedNumberOfStudents: number | null } => {
  let best: PayoutRate | undefined;
  for (const rate of rates) {
    if (rate.numberOfStudents <= attended && (!best || rate.numberOfStudents > best.numberOfStudents)) best = rate;
  }
  return best ? { kopecks: toKopecks(best.payoutAmount) ?? 0, usedNumberOfStudents: best.numberOfStudents } : { kopecks: 0, usedNumberOfStudents: null };
};

export type LessonStudentInput = { studentId: number; studentName: string; gradeValue: string | null };

export type LessonPayout = {
  attendedStudentsCount: number;
  totalEnrolledStudents: number;
  totalLessonAmount: number; // kopecks
  usedNumberOfStudents: number | null;
  allStudents: { studentId: number; studentName: string; gradeValue: string | null; attended: boolean; wasOverridden: boolean }[];
};

// One lesson: a student counts as attended when the mark starts with '+' or the student is ticked (a student
// override: paid as if present); a ticked group counts every student of the lesson as attended.
export const lessonPayout = (
  students: readonly LessonStudentInput[],
  rates: readonly PayoutRate[],
  ticked: (studentId: number) => boolean,
  classTicked: boolean,
): LessonPayout => {
  const allStudents = students.map((student) => {
    const wasOverridden = ticked(student.studentId);
    return { ...student, wasOverridden, attended: classTicked || wasOverridden || isPresent(student.gradeValue) };
  });
  const attendedStudentsCount = allStudents.filter((student) => student.attended).length;
  const rate = lessonRate(rates, attendedStudentsCount);
  return {
    attendedStudentsCount,
    totalEnrolledStudents: students.length,
    totalLessonAmount: rate.kopecks,
    usedNumberOfStudents: rate.usedNumberOfStudents,
    allStudents,
  };
};

// A student override's key in studentOverrides: the lesson and the student, `${lessonId}:${studentId}`.
export const studentOverrideKey = (lessonId: number, studentId: number) => `${lessonId}:${studentId}`;
export const parseStudentOverrideKey = (key: string): { lessonId: number; studentId: number } | null => {
  const match = /^(\d{1,10}):(\d{1,10})$/.exec(key);
  if (!match) return null;
  const [lessonId, studentId] = [Number(match[1]), Number(match[2])];
  return lessonId > 0 && studentId > 0 && lessonId <= 2_147_483_647 && studentId <= 2_147_483_647 ? { lessonId, studentId } : null;
};
