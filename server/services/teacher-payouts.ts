import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { fromKopecks, toKopecks } from '../../resources/money/kopecks';
import type { SnapshotAnswer } from '../../resources/money/payouts-api';
import {
  assembleSnapshot,
  detailKeyOf,
  isAdjusted,
  studentPayout,
  type DetailType,
  type SnapshotGroupInput,
} from '../../resources/money/payouts';
import {
  grades,
  lessons,
  paymentDetails,
  payments,
  schoolClasses,
  staff,
  studentClasses,
  students,
  subjectPricing,
  teacherPayoutDetails,
  teacherPayoutOverrides,
  teacherPayoutSnapshots,
} from '../db/schema/index';
import type { DbOrTx, Tx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { audit, type WriteContext } from '../lib/write-context';

export const TEACHER_NOT_FOUND = 'Преподаватель не найден';
export const DETAIL_NOT_FOUND = 'Строка расчета зарплаты не найдена';
export const OVERRIDE_NOT_FOUND = 'Изменение не найдено';
export const OVERRIDE_ALREADY_REMOVED = 'Изменение уже удалено';

const CENTRE = 'ODINTSOVO' as const;

export const loadTeacher = async (db: DbOrTx, teacherId: number) => {
  const [teacher] = await db
    .select({ id: staff.id, name: staff.name, percentageRate: staff.percentageRate })
    .from(staff)
    .where(eq(staff.id, teacherId));
  if (!teacher) throw new NotFoundError(TEACHER_NOT_FOUND);
  return teacher;
};

// The inputs of docs/money.md §14 "Centre 1" for one teacher and cycle: the teacher's groups (not archived, or
// already in the snapshot) and in each the students enrolled (enrolment and student not archived), or who came
// to a lesson of the cycle, or whose detail carries an adjustment; their attendance, tariff and payments.
const loadGroups = async (tx: Tx, teacherId: number, classCycle: number, snapshotId: number): Promise<SnapshotGroupInput[]> => {
  const inSnapshot = tx
    .select({ classId: teacherPayoutDetails.classId })
    .from(teacherPayoutDetails)
    .where(and(eq(teacherPayoutDetails.snapshotId, snapshotId), eq(teacherPayoutDetails.detailType, 'CLASS')));
  const groups = await tx
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      basePriceForCycle: subjectPricing.basePriceForCycle,
      basePriceForLesson: subjectPricing.basePriceForLesson,
    })
    .from(schoolClasses)
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .where(and(eq(schoolClasses.staffId, teacherId), or(eq(schoolClasses.isArchived, false), inArray(schoolClasses.id, inSnapshot))))
    .orderBy(sql`${schoolClasses.name} collate "und-x-icu"`, asc(schoolClasses.id));
  if (groups.length === 0) return [];
  const classIds = groups.map((group) => group.classId);

  const enrolled = await tx
    .select({
      classId: studentClasses.classId,
      studentId: students.id,
      studentName: students.name,
      active: sql<boolean>`(not ${studentClasses.isArchived} and not ${students.isArchived})`,
    })
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .where(inArray(studentClasses.classId, classIds));
  const attendance = await tx
    .select({ classId: lessons.classId, studentId: grades.studentId, attended: sql<number>`count(*)::int` })
    .from(grades)
    .innerJoin(lessons, eq(lessons.id, grades.lessonId))
    .where(and(inArray(lessons.classId, classIds), eq(lessons.cycleNumber, classCycle), eq(grades.gradeType, 'attendance'), like(grades.value, '+%')))
    .groupBy(lessons.classId, grades.studentId);
  const paid = await tx
    .select({ classId: paymentDetails.classId, studentId: payments.studentId, amount: sql<string>`sum(${paymentDetails.amount})::text` })
    .from(paymentDetails)
    .innerJoin(payments, eq(payments.id, paymentDetails.paymentId))
    .where(and(inArray(paymentDetails.classId, classIds), eq(paymentDetails.classCycle, classCycle), isNull(payments.voidedAt)))
    .groupBy(paymentDetails.classId, payments.studentId);
  const adjusted = await tx
    .selectDistinct({ classId: teacherPayoutDetails.classId, studentId: teacherPayoutDetails.studentId })
    .from(teacherPayoutDetails)
    .innerJoin(teacherPayoutOverrides, eq(teacherPayoutOverrides.detailId, teacherPayoutDetails.id))
    .where(and(eq(teacherPayoutDetails.snapshotId, snapshotId), eq(teacherPayoutDetails.detailType, 'STUDENT')));

  const pair = (classId: number | null, studentId: number | null) => `${classId}:${studentId}`;
  const attendedOf = new Map(attendance.map((row) => [pair(row.classId, row.studentId), Number(row.attended)]));
  const paidOf = new Map(paid.map((row) => [pair(row.classId, row.studentId), row.amount]));
  const adjustedPairs = new Set(adjusted.map((row) => pair(row.classId, row.studentId)));
  const teacher = await loadTeacher(tx, teacherId);

  return groups.map((group) => ({
    classId: group.classId,
    className: group.className,
    students: enrolled
      .filter((row) => row.classId === group.classId)
      .filter((row) => row.active || (attendedOf.get(pair(row.classId, row.studentId)) ?? 0) > 0 || adjustedPairs.has(pair(row.classId, row.studentId)))
      .sort((a, b) => a.studentName.localeCompare(b.studentName, 'ru') || a.studentId - b.studentId)
      .map((row) => ({
        studentId: row.studentId,
        studentName: row.studentName,
        payout: studentPayout({
          attendanceCount: attendedOf.get(pair(row.classId, row.studentId)) ?? 0,
          basePriceForCycle: group.basePriceForCycle,
          basePriceForLesson: group.basePriceForLesson,
          paidAmount: paidOf.get(pair(row.classId, row.studentId)) ?? null,
          percentageRate: teacher.percentageRate,
        }),
      })),
  }));
};

const findOrCreateSnapshot = async (tx: Tx, teacherId: number, classCycle: number) => {
  await tx.insert(teacherPayoutSnapshots).values({ teacherId, classCycle, centre: CENTRE }).onConflictDoNothing();
  const [snapshot] = await tx
    .select()
    .from(teacherPayoutSnapshots)
    .where(and(eq(teacherPayoutSnapshots.teacherId, teacherId), eq(teacherPayoutSnapshots.classCycle, classCycle), eq(teacherPayoutSnapshots.centre, CENTRE)))
    .for('update');
  return snapshot;
};

const activeOverridesOf = (tx: DbOrTx, snapshotId: number) =>
  tx
    .select({
      overrideId: teacherPayoutOverrides.id,
      detailId: teacherPayoutDetails.id,
      detailType: teacherPayoutDetails.detailType,
      classId: teacherPayoutDetails.classId,
      studentId: teacherPayoutDetails.studentId,
      newAmount: teacherPayoutOverrides.newAmount,
    })
    .from(teacherPayoutOverrides)
    .innerJoin(teacherPayoutDetails, eq(teacherPayoutDetails.id, teacherPayoutOverrides.detailId))
    .where(and(eq(teacherPayoutDetails.snapshotId, snapshotId), isNull(teacherPayoutOverrides.removedAt)));

// Recalculates a snapshot in place: every detail by its key (type, group, student), so an override and its history
// stay with the same detail; a detail no longer calculated goes unless it has override history (then its group or
// student was kept in by loadGroups). The active overrides stay; `dropOverrides` stamps them removed first.
export const recalculateSnapshot = async (context: WriteContext, teacherId: number, classCycle: number, dropOverrides = false) => {
  const { tx, actor } = context;
  await loadTeacher(tx, teacherId);
  const snapshot = await findOrCreateSnapshot(tx, teacherId, classCycle);
  if (dropOverrides) {
    const active = await activeOverridesOf(tx, snapshot.id);
    if (active.length > 0) {
      await tx
        .update(teacherPayoutOverrides)
        .set({ removedAt: new Date(), removedBy: actor.login })
        .where(inArray(teacherPayoutOverrides.id, active.map((row) => row.overrideId)));
      await audit(context, 'payout-reset', 'teacher-payout-snapshots', snapshot.id, null, { removedOverrides: active.map((row) => row.overrideId) });
    }
  }
  const overrides = new Map((await activeOverridesOf(tx, snapshot.id)).map((row) => [detailKeyOf(row), toKopecks(row.newAmount) ?? 0]));
  const teacher = await loadTeacher(tx, teacherId);
  const details = assembleSnapshot(await loadGroups(tx, teacherId, classCycle, snapshot.id), teacher.percentageRate, (key) => overrides.get(key));

  const existing = await tx
    .select({ id: teacherPayoutDetails.id, detailType: teacherPayoutDetails.detailType, classId: teacherPayoutDetails.classId, studentId: teacherPayoutDetails.studentId })
    .from(teacherPayoutDetails)
    .where(eq(teacherPayoutDetails.snapshotId, snapshot.id));
  const existingByKey = new Map(existing.map((row) => [detailKeyOf(row), row.id]));
  const kept = new Set<number>();
  for (const detail of details) {
    const values = {
      calculatedAmount: fromKopecks(detail.calculatedAmount),
      finalAmount: fromKopecks(detail.finalAmount),
      calculationData: detail.calculationData,
    };
    const id = existingByKey.get(detailKeyOf(detail));
    if (id !== undefined) {
      kept.add(id);
      await tx.update(teacherPayoutDetails).set(values).where(eq(teacherPayoutDetails.id, id));
    } else {
      await tx.insert(teacherPayoutDetails).values({ snapshotId: snapshot.id, detailType: detail.detailType, classId: detail.classId, studentId: detail.studentId, ...values });
    }
  }
  const stale = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (stale.length > 0) {
    const withHistory = new Set(
      (await tx.selectDistinct({ detailId: teacherPayoutOverrides.detailId }).from(teacherPayoutOverrides).where(inArray(teacherPayoutOverrides.detailId, stale))).map(
        (row) => row.detailId,
      ),
    );
    const gone = stale.filter((id) => !withHistory.has(id));
    if (gone.length > 0) await tx.delete(teacherPayoutDetails).where(inArray(teacherPayoutDetails.id, gone));
  }
  const now = new Date();
  await tx.update(teacherPayoutSnapshots).set({ calculatedAt: now, lastModifiedAt: now }).where(eq(teacherPayoutSnapshots.id, snapshot.id));
  return snapshot.id;
};

const ORDER: Record<DetailType, number> = { TEACHER: 0, CLASS: 1, STUDENT: 2 };

// The snapshot as money.md §3 gives it: the teacher's detail, then per group its detail and its students'.
export const snapshotAnswer = async (db: DbOrTx, snapshotId: number | null): Promise<SnapshotAnswer> => {
  if (snapshotId === null) return { snapshot: null, details: [] };
  const [snapshot] = await db
    .select({
      id: teacherPayoutSnapshots.id,
      teacherId: teacherPayoutSnapshots.teacherId,
      teacherName: staff.name,
      classCycle: teacherPayoutSnapshots.classCycle,
      centerType: teacherPayoutSnapshots.centre,
      calculatedAt: teacherPayoutSnapshots.calculatedAt,
      lastModifiedAt: teacherPayoutSnapshots.lastModifiedAt,
    })
    .from(teacherPayoutSnapshots)
    .innerJoin(staff, eq(staff.id, teacherPayoutSnapshots.teacherId))
    .where(eq(teacherPayoutSnapshots.id, snapshotId));
  if (!snapshot) return { snapshot: null, details: [] };
  const rows = await db
    .select({
      id: teacherPayoutDetails.id,
      detailType: teacherPayoutDetails.detailType,
      classId: teacherPayoutDetails.classId,
      className: schoolClasses.name,
      studentId: teacherPayoutDetails.studentId,
      studentName: students.name,
      calculatedAmount: teacherPayoutDetails.calculatedAmount,
      finalAmount: teacherPayoutDetails.finalAmount,
      calculationData: teacherPayoutDetails.calculationData,
    })
    .from(teacherPayoutDetails)
    .leftJoin(schoolClasses, eq(schoolClasses.id, teacherPayoutDetails.classId))
    .leftJoin(students, eq(students.id, teacherPayoutDetails.studentId))
    .where(eq(teacherPayoutDetails.snapshotId, snapshotId));
  const active = new Map((await activeOverridesOf(db, snapshotId)).map((row) => [row.detailId, row.overrideId]));
  const classOrder = new Map<number, number>();
  rows
    .filter((row) => row.detailType === 'CLASS')
    .sort((a, b) => (a.className ?? '').localeCompare(b.className ?? '', 'ru') || (a.classId ?? 0) - (b.classId ?? 0))
    .forEach((row, index) => classOrder.set(row.classId!, index));
  rows.sort(
    (a, b) =>
      (a.detailType === 'TEACHER' ? -1 : classOrder.get(a.classId!) ?? 0) - (b.detailType === 'TEACHER' ? -1 : classOrder.get(b.classId!) ?? 0) ||
      ORDER[a.detailType] - ORDER[b.detailType] ||
      (a.studentName ?? '').localeCompare(b.studentName ?? '', 'ru') ||
      (a.studentId ?? 0) - (b.studentId ?? 0),
  );
  const details = rows.map((row) => {
    const calculated = toKopecks(row.calculatedAmount) ?? 0;
    const final = toKopecks(row.finalAmount) ?? 0;
    return {
      ...row,
      hasOverride: active.has(row.id),
      isAdjusted: isAdjusted(calculated, final),
      overrideId: active.get(row.id) ?? null,
      calculationData: JSON.stringify(row.calculationData ?? {}),
    };
  });
  return {
    snapshot: {
      ...snapshot,
      hasOverrides: active.size > 0,
      calculatedAt: snapshot.calculatedAt.toISOString(),
      lastModifiedAt: snapshot.lastModifiedAt.toISOString(),
    },
    details,
  };
};

export const findSnapshotId = async (db: DbOrTx, teacherId: number, classCycle: number) => {
  const [row] = await db
    .select({ id: teacherPayoutSnapshots.id })
    .from(teacherPayoutSnapshots)
    .where(and(eq(teacherPayoutSnapshots.teacherId, teacherId), eq(teacherPayoutSnapshots.classCycle, classCycle), eq(teacherPayoutSnapshots.centre, CENTRE)));
  return row?.id ?? null;
};

const lockDetail = async (tx: Tx, detailId: number) => {
  const [detail] = await tx
    .select({ id: teacherPayoutDetails.id, snapshotId: teacherPayoutDetails.snapshotId, finalAmount: teacherPayoutDetails.finalAmount })
    .from(teacherPayoutDetails)
    .where(eq(teacherPayoutDetails.id, detailId))
    .for('update');
  if (!detail) throw new NotFoundError(DETAIL_NOT_FOUND);
  const [snapshot] = await tx.select().from(teacherPayoutSnapshots).where(eq(teacherPayoutSnapshots.id, detail.snapshotId));
  return { detail, snapshot };
};

// A new override replaces the detail's active one (stamped removed, kept in the history); the snapshot is then
// recalculated with its overrides, so the group's and the teacher's sums follow.
export const addOverride = async (context: WriteContext, detailId: number, newAmountKopecks: number, reason: string | null | undefined) => {
  const { tx, actor } = context;
  const { detail, snapshot } = await lockDetail(tx, detailId);
  const now = new Date();
  await tx
    .update(teacherPayoutOverrides)
    .set({ removedAt: now, removedBy: actor.login })
    .where(and(eq(teacherPayoutOverrides.detailId, detailId), isNull(teacherPayoutOverrides.removedAt)));
  const [created] = await tx
    .insert(teacherPayoutOverrides)
    .values({
      detailId,
      newAmount: fromKopecks(newAmountKopecks),
      previousAmount: detail.finalAmount,
      overrideReason: reason?.trim() ? reason.trim() : null,
      createdBy: actor.login,
    })
    .returning();
  await audit(context, 'create', 'teacher-payout-overrides', created.id, null, { detailId, newAmount: created.newAmount, previousAmount: created.previousAmount, overrideReason: created.overrideReason });
  return recalculateSnapshot(context, snapshot.teacherId, snapshot.classCycle);
};

export const removeOverride = async (context: WriteContext, overrideId: number) => {
  const { tx, actor } = context;
  const [override] = await tx.select().from(teacherPayoutOverrides).where(eq(teacherPayoutOverrides.id, overrideId)).for('update');
  if (!override) throw new NotFoundError(OVERRIDE_NOT_FOUND);
  if (override.removedAt) throw new BadRequestError(OVERRIDE_ALREADY_REMOVED);
  const { snapshot } = await lockDetail(tx, override.detailId);
  await tx.update(teacherPayoutOverrides).set({ removedAt: new Date(), removedBy: actor.login }).where(eq(teacherPayoutOverrides.id, overrideId));
  await audit(context, 'remove', 'teacher-payout-overrides', overrideId, { active: true }, { active: false });
  return recalculateSnapshot(context, snapshot.teacherId, snapshot.classCycle);
};

export const overrideHistory = async (db: DbOrTx, detailId: number) => {
  const [detail] = await db.select({ id: teacherPayoutDetails.id }).from(teacherPayoutDetails).where(eq(teacherPayoutDetails.id, detailId));
  if (!detail) throw new NotFoundError(DETAIL_NOT_FOUND);
  const rows = await db
    .select()
    .from(teacherPayoutOverrides)
    .where(eq(teacherPayoutOverrides.detailId, detailId))
    .orderBy(sql`${teacherPayoutOverrides.createdAt} desc`, sql`${teacherPayoutOverrides.id} desc`);
  return rows.map((row) => ({
    id: row.id,
    detailId: row.detailId,
    newAmount: row.newAmount,
    previousAmount: row.previousAmount,
    overrideReason: row.overrideReason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    removedAt: row.removedAt?.toISOString() ?? null,
    removedBy: row.removedBy,
    active: row.removedAt === null,
  }));
};
