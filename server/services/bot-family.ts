import { and, asc, desc, eq, gte, inArray, isNull, lte, or, gt } from 'drizzle-orm';
import { toKopecks } from '../../resources/money/kopecks';
import { cabinets, classSchedules, grades, lessons, parents, schoolClasses, studentClasses, students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { loadDebtData } from './debtor-data';
import { debtorWithAmountRows } from './debtor-rows';
import { recalculationRows } from './recalculation-rows';

// What the bot tells a registered person about themselves or their children (issue 11, beyond the spec).

export type BotPerson = { id: number; name: string };

export type BotReaderKind = { reader: 'PARENT' | 'STUDENT'; name: string; students: BotPerson[] };

// Who writes: a parent (any parent card with this Telegram id; their active children, and themselves if they are a
// student too), a student (their own active card), or nobody the centre knows (undefined).
export const findBotReader = async (db: DbOrTx, telegramUserId: string): Promise<BotReaderKind | undefined> => {
  const parentRows = await db.select({ id: parents.id, name: parents.name }).from(parents).where(eq(parents.telegramId, telegramUserId)).orderBy(asc(parents.id));
  const ownRows = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.telegramId, telegramUserId), eq(students.isArchived, false)))
    .orderBy(asc(students.id));
  if (parentRows.length > 0) {
    const children = await db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(inArray(students.parentId, parentRows.map(({ id }) => id)), eq(students.isArchived, false)))
      .orderBy(asc(students.name), asc(students.id));
    const all = [...children, ...ownRows.filter((own) => !children.some((child) => child.id === own.id))];
    return { reader: 'PARENT', name: parentRows[0].name, students: all };
  }
  if (ownRows.length > 0) return { reader: 'STUDENT', name: ownRows[0].name, students: ownRows };
  return undefined;
};

// An enrolment that counts now: neither it nor its group archived, no leaving date or one still ahead.
const enrolledNow = (today: string) =>
  and(
    eq(studentClasses.isArchived, false),
    eq(schoolClasses.isArchived, false),
    or(isNull(studentClasses.disenrollmentDate), gt(studentClasses.disenrollmentDate, today)),
  );

export type ScheduleLine = { studentId: number; dayOfWeek: number; startTime: string; endTime: string; className: string; cabinetName: string };

// The weekly lessons (class_schedules) of the students' current groups, by day and time.
export const scheduleOf = async (db: DbOrTx, studentIds: readonly number[], today: string): Promise<ScheduleLine[]> => {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: studentClasses.studentId,
      dayOfWeek: classSchedules.dayOfWeek,
      startTime: classSchedules.startTime,
      endTime: classSchedules.endTime,
      className: schoolClasses.name,
      cabinetName: cabinets.name,
    })
    .from(studentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
    .innerJoin(classSchedules, eq(classSchedules.schoolClassId, schoolClasses.id))
    .innerJoin(cabinets, eq(cabinets.id, classSchedules.cabinetId))
    .where(and(inArray(studentClasses.studentId, [...studentIds]), enrolledNow(today)))
    .orderBy(asc(classSchedules.dayOfWeek), asc(classSchedules.startTime), asc(schoolClasses.name));
};

export type GradeLine = { studentId: number; lessonId: number; lessonDate: string; lessonNumber: number; className: string; gradeType: string; value: string };

export const RECENT_DAYS = 60;
export const RECENT_LESSONS = 5;

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

// The students' marks in the lessons of the last RECENT_DAYS days up to today, newest lesson first (a student has
// a handful of lessons a week, so this stays small); the replies keep the last RECENT_LESSONS lessons each.
export const recentGradesOf = async (db: DbOrTx, studentIds: readonly number[], today: string): Promise<GradeLine[]> => {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: grades.studentId,
      lessonId: lessons.id,
      lessonDate: lessons.lessonDate,
      lessonNumber: lessons.lessonNumber,
      className: schoolClasses.name,
      gradeType: grades.gradeType,
      value: grades.value,
    })
    .from(grades)
    .innerJoin(lessons, eq(lessons.id, grades.lessonId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, lessons.classId))
    .where(and(inArray(grades.studentId, [...studentIds]), gte(lessons.lessonDate, daysBefore(today, RECENT_DAYS)), lte(lessons.lessonDate, today)))
    .orderBy(desc(lessons.lessonDate), desc(lessons.id));
  return rows.flatMap((row) => (row.lessonDate && row.value ? [{ ...row, lessonDate: row.lessonDate, value: row.value }] : []));
};

export type StudentDebt = { kopecks: number; lines: { className: string; text: string }[] };

// The debt of one student as the 'Должники с суммами' tab computes it (services/debtor-rows.ts, resources/money):
// the same rows, so the bot and the screen never disagree. No row: no debt.
export const debtOf = async (db: DbOrTx, studentId: number, today: string): Promise<StudentDebt> => {
  const [row] = debtorWithAmountRows(await loadDebtData(db, { studentIds: [studentId], withPayments: true }), today);
  if (!row) return { kopecks: 0, lines: [] };
  return {
    kopecks: toKopecks(row.totalDebt) ?? 0,
    lines: row.explanation.classes.map((debt) => ({ className: debt.className, text: debt.arithmetic })),
  };
};

export type NextPriceGroup = { className: string; kopecks: number | null; tariff: string; previousCycle: string | null; arithmetic: string | null };
export type StudentNextPrice = { kopecks: number; groups: NextPriceGroup[] };

// The next cycle's price of one student, per group, as the 'Перерасчеты' tab computes it (docs/money.md §6, the
// same rows): the tariff's words (tier, discount, old price), the last cycle's attendance and the credit's arithmetic.
export const nextPriceOf = async (db: DbOrTx, studentId: number, today: string): Promise<StudentNextPrice> => {
  const [row] = recalculationRows(await loadDebtData(db, { studentIds: [studentId], withPayments: false }), today);
  if (!row) return { kopecks: 0, groups: [] };
  return {
    kopecks: toKopecks(row.nextCycleProjectedPrice) ?? 0,
    groups: row.classes.map((group) => ({
      className: group.className,
      kopecks: group.nextCycleProjectedPrice === null ? null : toKopecks(group.nextCycleProjectedPrice),
      tariff: group.explanation.tariff,
      previousCycle: group.explanation.previousCycle,
      arithmetic: group.explanation.arithmetic,
    })),
  };
};
