import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { fromKopecks } from '../../resources/money/kopecks';
import type { ZelenogradPayout } from '../../resources/money/payouts-api';
import { lessonPayout, parseStudentOverrideKey, studentOverrideKey, type PayoutRate } from '../../resources/money/payouts-zelenograd';
import {
  grades,
  lessons,
  payoutAmounts,
  schoolClasses,
  studentClasses,
  students,
  subjectPricing,
  zelenogradPayoutOverrides,
} from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError } from '../errors';
import { audit, type WriteContext } from '../lib/write-context';
import { loadTeacher } from './teacher-payouts';

export const LESSON_NOT_OF_TEACHER = 'Занятие не относится к группам преподавателя в этом цикле';
export const GROUP_NOT_OF_TEACHER = 'Группа не относится к преподавателю';

const teacherGroups = (db: DbOrTx, staffId: number) =>
  db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      subjectPricingId: schoolClasses.subjectPricingId,
      subjectPricingName: subjectPricing.name,
    })
    .from(schoolClasses)
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .where(and(eq(schoolClasses.staffId, staffId), eq(schoolClasses.isArchived, false)))
    .orderBy(sql`${schoolClasses.name} collate "und-x-icu"`, asc(schoolClasses.id));

// The lessons of the cycle that took place: dated today or earlier, or with an attendance mark.
const lessonsOf = (db: DbOrTx, classIds: number[], classCycle: number, today: string) =>
  db
    .select({ lessonId: lessons.id, classId: lessons.classId, lessonDate: lessons.lessonDate, lessonNumber: lessons.lessonNumber })
    .from(lessons)
    .where(
      and(
        inArray(lessons.classId, classIds),
        eq(lessons.cycleNumber, classCycle),
        or(
          lte(lessons.lessonDate, today),
          sql`exists (select 1 from ${grades} where ${grades.lessonId} = ${lessons.id} and ${grades.gradeType} = 'attendance' and ${isNotNull(grades.value)})`,
        ),
      ),
    )
    .orderBy(asc(lessons.classId), asc(lessons.lessonNumber));

// docs/money.md §14 "Centre 2": per group, per lesson that took place, the rate of the payout-rate grid for the
// group's tariff and the number of students who attended (marks starting with '+', ticked students, or everyone
// when the group is ticked).
export const zelenogradPayout = async (db: DbOrTx, staffId: number, classCycle: number, today: string): Promise<ZelenogradPayout> => {
  const teacher = await loadTeacher(db, staffId);
  const groups = await teacherGroups(db, staffId);
  const classIds = groups.map((group) => group.classId);
  if (classIds.length === 0) return { teacherName: teacher.name, totalAmountForTeacher: '0.00', classes: [] };
  const lessonRows = await lessonsOf(db, classIds, classCycle, today);
  const lessonIds = lessonRows.map((lesson) => lesson.lessonId);
  const enrolled = await db
    .select({ classId: studentClasses.classId, studentId: students.id, studentName: students.name })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .where(and(inArray(studentClasses.classId, classIds), eq(studentClasses.isArchived, false), eq(students.isArchived, false)));
  const marks = lessonIds.length
    ? await db
        .select({ lessonId: grades.lessonId, studentId: grades.studentId, studentName: students.name, value: grades.value })
        .from(grades)
        .innerJoin(students, eq(students.id, grades.studentId))
        .where(and(inArray(grades.lessonId, lessonIds), eq(grades.gradeType, 'attendance')))
    : [];
  const pricingIds = [...new Set(groups.map((group) => group.subjectPricingId).filter((id): id is number => id !== null))];
  const rates = pricingIds.length
    ? await db
        .select({ subjectPricingId: payoutAmounts.subjectPricingId, numberOfStudents: payoutAmounts.numberOfStudents, payoutAmount: payoutAmounts.payoutAmount })
        .from(payoutAmounts)
        .where(inArray(payoutAmounts.subjectPricingId, pricingIds))
    : [];
  const overrides = await db
    .select()
    .from(zelenogradPayoutOverrides)
    .where(and(eq(zelenogradPayoutOverrides.staffId, staffId), eq(zelenogradPayoutOverrides.classCycle, classCycle), eq(zelenogradPayoutOverrides.active, true)));
  const tickedStudents = new Set(overrides.filter((row) => row.lessonId !== null && row.studentId !== null).map((row) => studentOverrideKey(row.lessonId!, row.studentId!)));
  const tickedClasses = new Set(overrides.filter((row) => row.lessonId === null && row.studentId === null).map((row) => row.classId));

  const ratesOf = new Map<number, PayoutRate[]>();
  for (const rate of rates) ratesOf.set(rate.subjectPricingId, [...(ratesOf.get(rate.subjectPricingId) ?? []), rate]);

  let teacherTotal = 0;
  const classes = groups.map((group) => {
    const classTicked = tickedClasses.has(group.classId);
    const roster = enrolled.filter((row) => row.classId === group.classId);
    let classTotal = 0;
    const lessonsOut = lessonRows
      .filter((lesson) => lesson.classId === group.classId)
      .map((lesson) => {
        const lessonMarks = marks.filter((mark) => mark.lessonId === lesson.lessonId);
        const markOf = new Map(lessonMarks.map((mark) => [mark.studentId, mark.value]));
        const people = new Map(roster.map((row) => [row.studentId, row.studentName]));
        for (const mark of lessonMarks) if (!people.has(mark.studentId)) people.set(mark.studentId, mark.studentName);
        const studentsIn = [...people.entries()]
          .map(([studentId, studentName]) => ({ studentId, studentName, gradeValue: markOf.get(studentId) ?? null }))
          .sort((a, b) => a.studentName.localeCompare(b.studentName, 'ru') || a.studentId - b.studentId);
        const payout = lessonPayout(
          studentsIn,
          group.subjectPricingId === null ? [] : (ratesOf.get(group.subjectPricingId) ?? []),
          (studentId) => tickedStudents.has(studentOverrideKey(lesson.lessonId, studentId)),
          classTicked,
        );
        classTotal += payout.totalLessonAmount;
        return {
          lessonId: lesson.lessonId,
          lessonDate: lesson.lessonDate,
          totalLessonAmount: fromKopecks(payout.totalLessonAmount),
          attendedStudentsCount: payout.attendedStudentsCount,
          totalEnrolledStudents: payout.totalEnrolledStudents,
          usedNumberOfStudents: payout.usedNumberOfStudents,
          allStudents: payout.allStudents.map(({ studentId, studentName, gradeValue, wasOverridden }) => ({ studentId, studentName, gradeValue, wasOverridden })),
        };
      });
    teacherTotal += classTotal;
    return {
      schoolClassId: group.classId,
      schoolClassName: group.className,
      subjectPricingId: group.subjectPricingId,
      subjectPricingName: group.subjectPricingName,
      totalAmountForSchoolClass: fromKopecks(classTotal),
      wasClassOverrideApplied: classTicked,
      lessons: lessonsOut,
    };
  });
  return { teacherName: teacher.name, totalAmountForTeacher: fromKopecks(teacherTotal), classes };
};

// POST zelenograd/calculate: true sets a tick, false takes a stored one away; every key must name a lesson of
// the teacher's groups in this cycle (student ticks) or one of the teacher's groups (group ticks).
export const saveZelenogradOverrides = async (
  context: WriteContext,
  staffId: number,
  classCycle: number,
  studentOverrides: Record<string, boolean>,
  classOverrides: Record<string, boolean>,
) => {
  const { tx, actor } = context;
  await loadTeacher(tx, staffId);
  const groups = await teacherGroups(tx, staffId);
  const groupIds = new Set(groups.map((group) => group.classId));
  const studentKeys = Object.entries(studentOverrides).map(([key, value]) => ({ ...parseStudentOverrideKey(key)!, value }));
  const lessonIds = [...new Set(studentKeys.map((key) => key.lessonId))];
  const lessonRows = lessonIds.length
    ? await tx.select({ id: lessons.id, classId: lessons.classId, cycleNumber: lessons.cycleNumber }).from(lessons).where(inArray(lessons.id, lessonIds))
    : [];
  const lessonOf = new Map(lessonRows.map((row) => [row.id, row]));
  for (const key of studentKeys) {
    const lesson = lessonOf.get(key.lessonId);
    if (!lesson || lesson.cycleNumber !== classCycle || !groupIds.has(lesson.classId)) throw new BadRequestError(LESSON_NOT_OF_TEACHER);
  }
  const studentIds = [...new Set(studentKeys.map((key) => key.studentId))];
  if (studentIds.length) {
    const known = await tx.select({ id: students.id }).from(students).where(inArray(students.id, studentIds));
    if (known.length !== studentIds.length) throw new BadRequestError('Ученик не найден');
  }
  const classKeys = Object.entries(classOverrides).map(([key, value]) => ({ classId: Number(key), value }));
  for (const key of classKeys) if (!groupIds.has(key.classId)) throw new BadRequestError(GROUP_NOT_OF_TEACHER);

  const rows = [
    ...studentKeys.map((key) => ({ classId: lessonOf.get(key.lessonId)!.classId, lessonId: key.lessonId, studentId: key.studentId, active: key.value })),
    ...classKeys.map((key) => ({ classId: key.classId, lessonId: null, studentId: null, active: key.value })),
  ];
  for (const row of rows) {
    const [existing] = await tx
      .select({ id: zelenogradPayoutOverrides.id, active: zelenogradPayoutOverrides.active })
      .from(zelenogradPayoutOverrides)
      .where(
        and(
          eq(zelenogradPayoutOverrides.staffId, staffId),
          eq(zelenogradPayoutOverrides.classCycle, classCycle),
          eq(zelenogradPayoutOverrides.classId, row.classId),
          row.lessonId === null ? sql`${zelenogradPayoutOverrides.lessonId} is null` : eq(zelenogradPayoutOverrides.lessonId, row.lessonId),
          row.studentId === null ? sql`${zelenogradPayoutOverrides.studentId} is null` : eq(zelenogradPayoutOverrides.studentId, row.studentId),
        ),
      )
      .for('update');
    if (existing) {
      if (existing.active === row.active) continue;
      await tx.update(zelenogradPayoutOverrides).set({ active: row.active, createdBy: actor.login, createdAt: new Date() }).where(eq(zelenogradPayoutOverrides.id, existing.id));
      await audit(context, 'update', 'zelenograd-payout-overrides', existing.id, { active: existing.active }, { active: row.active });
    } else if (row.active) {
      const [created] = await tx
        .insert(zelenogradPayoutOverrides)
        .values({ staffId, classCycle, ...row, createdBy: actor.login })
        .returning({ id: zelenogradPayoutOverrides.id });
      await audit(context, 'create', 'zelenograd-payout-overrides', created.id, null, { staffId, classCycle, ...row });
    }
  }
};
