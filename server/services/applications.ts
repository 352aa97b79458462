import { eq } from 'drizzle-orm';
import type { ApplicationFormBody, UpdateClientBody } from '../../resources/clients';
import { EXIT_STATUS_REQUIRED } from '../../resources/clients';
import { clientAttendanceTypes, clients, clientSchoolSubjects } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { copyClientParent, insertClientParent, insertParent, insertStudent } from './family';
import { archiveAction, audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

export const ALREADY_CONVERTED = 'Заявка уже переведена в ученики';
export const ARCHIVED_NOT_CONVERTIBLE = 'Архивную заявку нельзя сделать учеником';
const NOT_FOUND = 'Заявка не найдена';
const ENTITY = 'clients';

// The parent picked on the form: the ids, or the entry of all-parents-info chosen from the list.
const chosenParent = (form: ApplicationFormBody) => ({
  parentId: form.parentId ?? form.selectedParent?.parentId ?? null,
  clientParentId: form.clientParentId ?? form.selectedParent?.clientParentId ?? null,
});

const linkSubjectsAndFormats = async (tx: Tx, clientId: number, subjectIds: number[], formatIds: number[]) => {
  if (subjectIds.length > 0) await tx.insert(clientSchoolSubjects).values(subjectIds.map((subjectId) => ({ clientId, subjectId })));
  if (formatIds.length > 0) {
    await tx.insert(clientAttendanceTypes).values(formatIds.map((attendanceTypeId) => ({ clientId, attendanceTypeId })));
  }
};

// What an application and a student created from the same form share.
const personFields = (form: ApplicationFormBody) => ({
  schoolYearId: form.schoolYearId,
  studentCityId: form.studentCityId,
  studentSchoolId: form.studentSchoolId,
  marketingChannelId: form.marketingChannelId,
  dateOfBirth: form.dateOfBirth,
  eligibleForDiscountPrice: form.eligibleForDiscountPrice,
  eligibleForOldPrice: form.eligibleForOldPrice,
  additionalComment: form.additionalComment,
});

// POST client-new: an application; a new client parent only when none is chosen and a name is typed (core.md §4).
export const createApplication = async (context: WriteContext, form: ApplicationFormBody) => {
  let { parentId, clientParentId } = chosenParent(form);
  if (!parentId && !clientParentId && form.clientParentName) {
    clientParentId = (await insertClientParent(context, { name: form.clientParentName, phoneNumber: form.clientParentPhoneNumber })).id;
  }
  const [created] = await context.tx
    .insert(clients)
    .values({
      name: form.clientName,
      phoneNumber: form.clientPhoneNumber,
      parentId,
      clientParentId,
      clientStatusId: form.clientStatusId,
      ...personFields(form),
    })
    .returning();
  await linkSubjectsAndFormats(context.tx, created.id, form.subjectIds, form.attendanceTypeIds);
  await audit(context, 'create', ENTITY, created.id, null, {
    ...created,
    subjectIds: form.subjectIds,
    attendanceTypeIds: form.attendanceTypeIds,
  });
  return created.id;
};

// POST student-new: the form with 'add as student' creates a student directly (core.md §2.7, §4).
export const createStudentFromForm = async (context: WriteContext, form: ApplicationFormBody) => {
  const chosen = chosenParent(form);
  let parentId = chosen.parentId;
  if (!parentId && chosen.clientParentId) parentId = await copyClientParent(context, chosen.clientParentId);
  if (!parentId && form.clientParentName) {
    parentId = (await insertParent(context, { name: form.clientParentName, phoneNumber: form.clientParentPhoneNumber })).id;
  }
  return insertStudent(
    context,
    {
      name: form.clientName,
      phoneNumber: form.clientPhoneNumber,
      parentId,
      ...personFields(form),
    },
    form.subjectIds,
    form.attendanceTypeIds,
  );
};

// An application that may still be changed: it exists and has not become a student.
export const lockOpenClient = async (tx: Tx, clientId: number) => {
  const client = await lockRow(tx, clients, clientId);
  if (!client) throw new NotFoundError(NOT_FOUND);
  if (client.convertedStudentId !== null) throw new BadRequestError(ALREADY_CONVERTED);
  return client;
};

// POST convert-client-to-student, one transaction (docs/api-core.md "Conversion").
export const convertClient = async (context: WriteContext, clientId: number) => {
  const { tx } = context;
  const client = await lockOpenClient(tx, clientId);
  if (client.archived) throw new BadRequestError(ARCHIVED_NOT_CONVERTIBLE);
  const parentId = client.parentId ?? (client.clientParentId ? await copyClientParent(context, client.clientParentId) : null);
  const subjectIds = (
    await tx.select({ id: clientSchoolSubjects.subjectId }).from(clientSchoolSubjects).where(eq(clientSchoolSubjects.clientId, clientId))
  ).map((row) => row.id);
  const formatIds = (
    await tx
      .select({ id: clientAttendanceTypes.attendanceTypeId })
      .from(clientAttendanceTypes)
      .where(eq(clientAttendanceTypes.clientId, clientId))
  ).map((row) => row.id);
  const studentId = await insertStudent(
    context,
    {
      name: client.name,
      phoneNumber: client.phoneNumber,
      telegramId: client.telegramId,
      parentId,
      schoolYearId: client.schoolYearId,
      studentCityId: client.studentCityId,
      studentSchoolId: client.studentSchoolId,
      marketingChannelId: client.marketingChannelId,
      dateOfBirth: client.dateOfBirth,
      eligibleForDiscountPrice: client.eligibleForDiscountPrice,
      eligibleForOldPrice: client.eligibleForOldPrice,
      additionalComment: client.additionalComment,
    },
    subjectIds,
    formatIds,
  );
  const [after] = await tx
    .update(clients)
    .set({ archived: true, convertedStudentId: studentId })
    .where(eq(clients.id, clientId))
    .returning();
  await audit(context, 'convert', ENTITY, clientId, client, after);
  return studentId;
};

// PATCH clients/{clientId}: the fields sent; archive needs an exit status, unarchive clears it (core.md §4).
export const updateClient = async (context: WriteContext, clientId: number, body: UpdateClientBody) => {
  const before = await lockOpenClient(context.tx, clientId);
  const values = definedOnly({
    name: body.name,
    phoneNumber: body.phoneNumber,
    telegramId: body.telegramId,
    clientStatusId: body.clientStatus ?? undefined,
    schoolYearId: body.schoolYear,
    studentCityId: body.studentCity,
    studentSchoolId: body.studentSchool,
    marketingChannelId: body.marketingChannel,
    eligibleForOldPrice: body.isEligibleForOldPrice,
    eligibleForDiscountPrice: body.isEligibleForDiscountPrice,
    dateOfBirth: body.dateOfBirth,
    additionalComment: body.additionalComment,
    exitStatusId: body.exitStatus,
    archived: body.isArchived,
  });
  if (body.isArchived === false) values.exitStatusId = null;
  const archived = values.archived ?? before.archived;
  const exitStatusId = values.exitStatusId === undefined ? before.exitStatusId : values.exitStatusId;
  if (archived && exitStatusId === null) throw new BadRequestError(EXIT_STATUS_REQUIRED);
  if (Object.keys(values).length === 0) return;
  const [after] = await context.tx.update(clients).set(values).where(eq(clients.id, clientId)).returning();
  await audit(context, archiveAction(before.archived, body.isArchived), ENTITY, clientId, before, after);
};

// PATCH update-client-parent-link: exactly one of the two kinds of parent (core.md §4).
export const setClientParent = async (
  context: WriteContext,
  clientId: number,
  link: { parentId: number | null; clientParentId: number | null },
) => {
  const before = await lockOpenClient(context.tx, clientId);
  const [after] = await context.tx.update(clients).set(link).where(eq(clients.id, clientId)).returning();
  await audit(context, 'change-parent', ENTITY, clientId, before, after);
};

// POST client-parent-new-with-link.
export const createClientParentWithLink = async (context: WriteContext, clientId: number, parent: { name: string; phoneNumber: string | null }) => {
  await lockOpenClient(context.tx, clientId);
  const created = await insertClientParent(context, parent);
  await setClientParent(context, clientId, { parentId: null, clientParentId: created.id });
};

export const addClientSubject = async (context: WriteContext, clientId: number, subjectId: number) => {
  await lockOpenClient(context.tx, clientId);
  const [link] = await context.tx.insert(clientSchoolSubjects).values({ clientId, subjectId }).returning();
  await audit(context, 'create', 'client-school-subjects', link.id, null, link);
  return link.id;
};

export const removeClientSubject = async (context: WriteContext, linkId: number) => {
  const [link] = await context.tx.delete(clientSchoolSubjects).where(eq(clientSchoolSubjects.id, linkId)).returning();
  if (!link) throw new NotFoundError('Предмет заявки не найден');
  await audit(context, 'delete', 'client-school-subjects', linkId, link, null);
  return link;
};

export const addClientFormat = async (context: WriteContext, clientId: number, attendanceTypeId: number) => {
  await lockOpenClient(context.tx, clientId);
  const [link] = await context.tx.insert(clientAttendanceTypes).values({ clientId, attendanceTypeId }).returning();
  await audit(context, 'create', 'client-attendance-type-links', link.id, null, link);
  return link;
};

export const removeClientFormat = async (context: WriteContext, linkId: number) => {
  const [link] = await context.tx.delete(clientAttendanceTypes).where(eq(clientAttendanceTypes.id, linkId)).returning();
  if (!link) throw new NotFoundError('Формат занятий заявки не найден');
  await audit(context, 'delete', 'client-attendance-type-links', linkId, link, null);
  return link;
};
