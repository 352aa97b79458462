import { asc, eq, inArray, sql } from 'drizzle-orm';
import { canSwap } from '../../resources/operations/schedule-slots';
import {
  CABINET_NOT_FOUND,
  SCHEDULE_CLASS_NOT_FOUND,
  SCHEDULE_NOT_FOUND,
  SECOND_SAME_AS_FIRST,
  SWAP_SAME,
  SWAP_UNEQUAL,
  type AddScheduleBody,
  type CabinetSchedule,
  type PatchScheduleBody,
  type ScheduleEntry,
} from '../../resources/schedule';
import { cabinets, classSchedules, schoolClasses, staff, studentClasses, students, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { audit, lockRow, type WriteContext } from '../lib/write-context';
import { inGroupNow } from './group-page';

// The weekly schedule grid (operations.md §2 "Schedule grid", §3 "Schedule entry", §7 "Schedule"). Overlaps are
// allowed (the grid warns); a swap exchanges the groups of two entries of equal duration.

const studentCount = sql<number>`(select count(*)::int from ${studentClasses} join ${students} on ${students.id} = ${studentClasses.studentId}
  where ${studentClasses.classId} = ${classSchedules.schoolClassId} and ${inGroupNow})`;

const entryRows = (db: DbOrTx) =>
  db
    .select({
      id: classSchedules.id,
      schoolClassId: classSchedules.schoolClassId,
      schoolClassName: schoolClasses.name,
      subjectId: schoolClasses.subjectId,
      subjectName: subjects.name,
      teacherId: schoolClasses.staffId,
      teacherName: staff.name,
      dayOfWeek: classSchedules.dayOfWeek,
      startTime: classSchedules.startTime,
      endTime: classSchedules.endTime,
      cabinetId: classSchedules.cabinetId,
      color: schoolClasses.color,
      studentCount,
    })
    .from(classSchedules)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classSchedules.schoolClassId))
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .$dynamic();

// Every cabinet (by name) with the lessons of the groups that are not archived, by day and start.
export const readFullSchedule = async (db: DbOrTx): Promise<CabinetSchedule[]> => {
  const rooms = await db.select({ id: cabinets.id, name: cabinets.name }).from(cabinets).orderBy(sql`${cabinets.name} collate "und-x-icu"`, asc(cabinets.id));
  const entries = await entryRows(db)
    .where(eq(schoolClasses.isArchived, false))
    .orderBy(asc(classSchedules.dayOfWeek), asc(classSchedules.startTime), asc(classSchedules.id));
  return rooms.map((room) => ({ ...room, classes: entries.filter((entry) => entry.cabinetId === room.id) }));
};

export const readEntries = async (db: DbOrTx, ids: number[]): Promise<ScheduleEntry[]> => {
  const rows = await entryRows(db).where(inArray(classSchedules.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ScheduleEntry => row !== undefined);
};

const ensureClass = async (db: DbOrTx, schoolClassId: number) => {
  const [row] = await db.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.id, schoolClassId));
  if (!row) throw new BadRequestError(SCHEDULE_CLASS_NOT_FOUND);
};

const ensureCabinet = async (db: DbOrTx, cabinetId: number) => {
  const [row] = await db.select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.id, cabinetId));
  if (!row) throw new BadRequestError(CABINET_NOT_FOUND);
};

type Lesson = { dayOfWeek: number; cabinetId: number; startTime: string; endTime: string };

const insertLesson = async (context: WriteContext, schoolClassId: number, lesson: Lesson) => {
  await ensureCabinet(context.tx, lesson.cabinetId);
  const values = { schoolClassId, ...lesson };
  const [created] = await context.tx.insert(classSchedules).values(values).returning({ id: classSchedules.id });
  await audit(context, 'create', 'class-schedules', created.id, null, values);
  return created.id;
};

const updateLesson = async (context: WriteContext, id: number, changes: Partial<Lesson & { schoolClassId: number }>) => {
  const before = await lockRow(context.tx, classSchedules, id);
  if (!before) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  if (changes.cabinetId !== undefined) await ensureCabinet(context.tx, changes.cabinetId);
  if (changes.schoolClassId !== undefined) await ensureClass(context.tx, changes.schoolClassId);
  const after = { ...before, ...changes };
  if (after.endTime <= after.startTime) throw new BadRequestError('Время окончания должно быть позже времени начала');
  await context.tx.update(classSchedules).set(changes).where(eq(classSchedules.id, id));
  await audit(context, 'update', 'class-schedules', id, before, after);
  return id;
};

// The §5 form: the lesson (a new one, or the one named by id) and, when switched on, the group's second lesson
// (a new one, or the one named by secondScheduleId), in the caller's one transaction. Gives the ids written.
export const saveScheduleForm = async (context: WriteContext, form: AddScheduleBody): Promise<number[]> => {
  await ensureClass(context.tx, form.schoolClassId);
  const first: Lesson = { dayOfWeek: form.dayOfWeek, cabinetId: form.cabinetId, startTime: form.startTime, endTime: form.endTime };
  const ids = [form.id ? await updateLesson(context, form.id, { schoolClassId: form.schoolClassId, ...first }) : await insertLesson(context, form.schoolClassId, first)];
  if (form.hasSecondLesson) {
    const second: Lesson = {
      dayOfWeek: form.secondDayOfWeek as number,
      cabinetId: form.secondCabinetId as number,
      startTime: form.secondStartTime as string,
      endTime: form.secondEndTime as string,
    };
    if (form.secondScheduleId && form.secondScheduleId === ids[0]) throw new BadRequestError(SECOND_SAME_AS_FIRST);
    ids.push(
      form.secondScheduleId
        ? await updateLesson(context, form.secondScheduleId, { schoolClassId: form.schoolClassId, ...second })
        : await insertLesson(context, form.schoolClassId, second),
    );
  }
  return ids;
};

// PATCH class-schedules/{id}: only the fields sent.
export const patchSchedule = async (context: WriteContext, id: number, body: PatchScheduleBody) => {
  const changes = Object.fromEntries(
    Object.entries({ schoolClassId: body.schoolClassId, cabinetId: body.cabinetId, dayOfWeek: body.dayOfWeek, startTime: body.startTime, endTime: body.endTime }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return updateLesson(context, id, changes);
};

// A drop of one card on another (operations.md §4): the two entries exchange their groups, each slot keeping its
// day, cabinet and times; refused unless both last as long. Both rows are locked in id order.
export const swapSchedules = async (context: WriteContext, firstId: number, secondId: number) => {
  if (firstId === secondId) throw new BadRequestError(SWAP_SAME);
  const [low, high] = firstId < secondId ? [firstId, secondId] : [secondId, firstId];
  const lowRow = await lockRow(context.tx, classSchedules, low);
  const highRow = await lockRow(context.tx, classSchedules, high);
  if (!lowRow || !highRow) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  if (!canSwap(lowRow, highRow)) throw new BadRequestError(SWAP_UNEQUAL);
  await context.tx.update(classSchedules).set({ schoolClassId: highRow.schoolClassId }).where(eq(classSchedules.id, low));
  await context.tx.update(classSchedules).set({ schoolClassId: lowRow.schoolClassId }).where(eq(classSchedules.id, high));
  await audit(context, 'update', 'class-schedules', low, lowRow, { ...lowRow, schoolClassId: highRow.schoolClassId });
  await audit(context, 'update', 'class-schedules', high, highRow, { ...highRow, schoolClassId: lowRow.schoolClassId });
};

export const deleteSchedule = async (context: WriteContext, id: number) => {
  const before = await lockRow(context.tx, classSchedules, id);
  if (!before) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  await context.tx.delete(classSchedules).where(eq(classSchedules.id, id));
  await audit(context, 'delete', 'class-schedules', id, before, null);
};
