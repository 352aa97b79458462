import { eq } from 'drizzle-orm';
import { EXIT_STATUS_REQUIRED } from '../../resources/clients';
import { PARENT_VIA_CHANGE_PARENT, type UpdateStudentBody } from '../../resources/students';
import { parents, studentAttendanceTypeLinks, students } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { copyClientParent, insertParent } from './family';
import { archiveAction, audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

const ENTITY = 'students';
export const EXIT_STATUS_ONLY_WHEN_ARCHIVED = 'Причина архивации указывается только для архивного ученика';

export const lockStudent = async (tx: Tx, studentId: number) => {
  const student = await lockRow(tx, students, studentId);
  if (!student) throw new NotFoundError('Ученик не найден');
  return student;
};

// PATCH students/{studentId} (core.md §7.4): the fields sent; the parent's phone goes to the linked parent;
// archive needs an exit status and unarchive clears it (core.md §4).
export const updateStudent = async (context: WriteContext, studentId: number, body: UpdateStudentBody) => {
  const before = await lockStudent(context.tx, studentId);
  const values = definedOnly({
    name: body.name,
    schoolYearId: body.schoolYear,
    phoneNumber: body.phoneNumber,
    telegramId: body.telegramId,
    studentCityId: body.city,
    studentSchoolId: body.studentSchool,
    marketingChannelId: body.marketingChannel,
    additionalComment: body.additionalComment,
    eligibleForDiscountPrice: body.isEligibleForDiscountPrice,
    eligibleForOldPrice: body.isEligibleForOldPrice,
    dateOfBirth: body.dateOfBirth,
    isArchived: body.isArchived,
    exitStatusId: body.exitStatus,
  });
  if (body.isArchived === false) values.exitStatusId = null;
  const archived = values.isArchived ?? before.isArchived;
  const exitStatusId = values.exitStatusId === undefined ? before.exitStatusId : values.exitStatusId;
  if (archived && exitStatusId === null) throw new BadRequestError(EXIT_STATUS_REQUIRED);
  if (!archived && exitStatusId !== null) throw new BadRequestError(EXIT_STATUS_ONLY_WHEN_ARCHIVED);

  if (body.parentPhoneNumber !== undefined) {
    if (before.parentId === null) throw new BadRequestError(PARENT_VIA_CHANGE_PARENT);
    const [parentBefore] = await context.tx.select().from(parents).where(eq(parents.id, before.parentId)).for('update');
    const [parentAfter] = await context.tx
      .update(parents)
      .set({ phoneNumber: body.parentPhoneNumber })
      .where(eq(parents.id, before.parentId))
      .returning();
    await audit(context, 'update', 'parents', before.parentId, parentBefore, parentAfter);
  }
  if (Object.keys(values).length === 0) return;
  const [after] = await context.tx.update(students).set(values).where(eq(students.id, studentId)).returning();
  await audit(context, archiveAction(before.isArchived, body.isArchived), ENTITY, studentId, before, after);
};

const setParent = async (context: WriteContext, studentId: number, parentId: number) => {
  const before = await lockStudent(context.tx, studentId);
  const [after] = await context.tx.update(students).set({ parentId }).where(eq(students.id, studentId)).returning();
  await audit(context, 'change-parent', ENTITY, studentId, before, after);
};

// POST update-or-create-student-parent-link: link a parent, or create one from an application's parent.
export const linkStudentParent = async (
  context: WriteContext,
  studentId: number,
  link: { parentId?: number | null; clientParentId?: number | null },
) => {
  await lockStudent(context.tx, studentId);
  const parentId = link.parentId ?? (await copyClientParent(context, link.clientParentId!));
  await setParent(context, studentId, parentId);
};

// POST student-parent-new-with-link.
export const createStudentParentWithLink = async (context: WriteContext, studentId: number, parent: { name: string; phoneNumber: string | null }) => {
  await lockStudent(context.tx, studentId);
  const created = await insertParent(context, parent);
  await setParent(context, studentId, created.id);
};

export const addStudentFormat = async (context: WriteContext, studentId: number, attendanceTypeId: number) => {
  await lockStudent(context.tx, studentId);
  const [link] = await context.tx.insert(studentAttendanceTypeLinks).values({ studentId, attendanceTypeId }).returning();
  await audit(context, 'create', 'student-attendance-type-links', link.id, null, link);
  return link;
};

export const removeStudentFormat = async (context: WriteContext, linkId: number) => {
  const [link] = await context.tx.delete(studentAttendanceTypeLinks).where(eq(studentAttendanceTypeLinks.id, linkId)).returning();
  if (!link) throw new NotFoundError('Формат занятий ученика не найден');
  await audit(context, 'delete', 'student-attendance-type-links', linkId, link, null);
  return link;
};
