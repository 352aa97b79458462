import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationFormSchema,
  clientAttendanceLinkSchema,
  clientNameChangeSchema,
  clientSubjectLinkSchema,
  convertClientSchema,
  updateClientSchema,
} from '../../resources/clients';
import { clientParentLinkSchema, clientParentWithLinkSchema } from '../../resources/parents';
import { collectionsOf } from '../../resources/reference-address';
import { attendanceTypes, clientAttendanceTypes, clientSchoolSubjects, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import {
  addClientFormat,
  addClientSubject,
  convertClient,
  createApplication,
  createClientParentWithLink,
  createStudentFromForm,
  removeClientFormat,
  removeClientSubject,
  setClientParent,
  updateClient,
} from '../services/applications';
import { clientListSpec, listClients, readClient } from '../services/client-rows';
import { recordNameChange } from '../services/name-changes';
import { readStudent } from '../services/student-rows';
import { checkBodyId, inTransaction, uniqueIndexName } from '../lib/write-context';
import { sendJsonText } from '../lib/json-text';
import { attendanceLinkSchema, clientRowSchema, clientSubjectSchema } from '../../resources/clients';
import { studentRowSchema } from '../../resources/students';
import { nameChangeRowSchema } from './name-change-response';
import { idParams } from './crud-schema';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { withIdsResolved } from './reference-ids';

const tags = ['Заявки'];
const request = { action: 'manage', subject: 'Request' } as const;
// reads ask only for 'read', so a user without a role reads them where NO_ROLE_ACCESS=read (core.md §6)
const readRequests = { action: 'read', subject: 'Request' } as const;

// The ids of the application form; addresses are read as ids too.
const formIds = {
  parentId: collectionsOf.parent,
  clientParentId: collectionsOf.clientParent,
  studentCityId: collectionsOf.studentCity,
  studentSchoolId: collectionsOf.studentSchool,
  schoolYearId: collectionsOf.schoolYear,
  clientStatusId: collectionsOf.clientStatus,
  marketingChannelId: collectionsOf.marketingChannel,
};

const isObject = (body: unknown): body is Record<string, unknown> =>
  Boolean(body) && typeof body === 'object' && !Array.isArray(body);

// One form, two paths: the path decides whether it is an application or a student (core.md §2.7).
const formFor = (studentAdd: boolean) =>
  withIdsResolved(
    formIds,
    z.preprocess(
      // the path decides; a studentAdd in the body that is not true/false stays to be refused by the schema
      (body) => (isObject(body) && [undefined, true, false].includes(body.studentAdd as never) ? { ...body, studentAdd } : body),
      applicationFormSchema,
    ),
  );

const clientSubject = async (db: DbOrTx, link: { id: number; clientId: number; subjectId: number }) => {
  const [subject] = await db.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, link.subjectId));
  return { clientSchoolSubjectId: link.id, clientId: link.clientId, subjectId: link.subjectId, subjectName: subject.name };
};

const clientFormat = async (db: DbOrTx, link: { id: number; clientId: number; attendanceTypeId: number }) => {
  const [format] = await db.select({ name: attendanceTypes.name }).from(attendanceTypes).where(eq(attendanceTypes.id, link.attendanceTypeId));
  return { attendanceLinkId: link.id, clientId: link.clientId, attendanceTypeId: link.attendanceTypeId, attendanceTypeName: format.name };
};

// core.md §7.1 and §7.3: applications, their parents' links, subjects and lesson formats.
export const clientRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.constraintMessages.set(uniqueIndexName(clientSchoolSubjects, 'client_school_subjects_client_subject_uq'), 'Этот предмет уже выбран');
  app.constraintMessages.set(
    uniqueIndexName(clientAttendanceTypes, 'client_attendance_types_client_type_uq'),
    'Этот формат занятий уже выбран',
  );

  api.get(
    '/clients-info',
    { config: readRequests, schema: { tags, summary: 'Активные заявки', querystring: listQuerystring, response: { 200: z.array(clientRowSchema) } } },
    async (req, reply) => {
      const { total, json } = await listClients(app.db, false, parseInfoQuery(req.query, clientListSpec));
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  api.get(
    '/clients-info/:id',
    { config: readRequests, schema: { tags, summary: 'Заявка', params: idParams, response: { 200: clientRowSchema } } },
    async (req) => readClient(app.db, req.params.id),
  );

  api.get(
    '/clients-archive-info',
    {
      config: { action: 'read', subject: 'Archive' },
      schema: { tags, summary: 'Архивные заявки', querystring: listQuerystring, response: { 200: z.array(clientRowSchema) } },
    },
    async (req, reply) => {
      const { total, json } = await listClients(app.db, true, parseInfoQuery(req.query, clientListSpec));
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  api.post(
    '/client-new',
    { config: request, schema: { tags, summary: 'Новая заявка', body: formFor(false), response: { 201: clientRowSchema } } },
    async (req, reply) => {
      const clientId = await inTransaction(app, req, (context) => createApplication(context, req.body));
      return reply.code(201).send(await readClient(app.db, clientId));
    },
  );

  api.post(
    '/student-new',
    { config: request, schema: { tags, summary: 'Новый ученик из формы заявки', body: formFor(true), response: { 201: studentRowSchema } } },
    async (req, reply) => {
      const studentId = await inTransaction(app, req, (context) => createStudentFromForm(context, req.body));
      return reply.code(201).send(await readStudent(app.db, studentId));
    },
  );

  api.patch(
    '/clients/:id',
    {
      config: request,
      schema: { tags, summary: 'Изменить, архивировать или вернуть заявку', params: idParams, body: updateClientSchema, response: { 200: clientRowSchema } },
    },
    async (req) => {
      const clientId = req.params.id;
      checkBodyId(req.body, ['id', 'clientId'], clientId);
      await inTransaction(app, req, (context) => updateClient(context, clientId, req.body));
      return readClient(app.db, clientId);
    },
  );

  api.post(
    '/convert-client-to-student',
    { config: request, schema: { tags, summary: 'Сделать заявку учеником', body: convertClientSchema, response: { 201: studentRowSchema } } },
    async (req, reply) => {
      const studentId = await inTransaction(app, req, (context) => convertClient(context, req.body.clientId));
      return reply.code(201).send(await readStudent(app.db, studentId));
    },
  );

  api.post(
    '/client-parent-new-with-link',
    {
      config: request,
      schema: { tags, summary: 'Новый родитель заявки', body: clientParentWithLinkSchema, response: { 201: clientRowSchema } },
    },
    async (req, reply) => {
      const { clientId, clientParentName, clientParentPhoneNumber } = req.body;
      await inTransaction(app, req, (context) =>
        createClientParentWithLink(context, clientId, { name: clientParentName, phoneNumber: clientParentPhoneNumber }),
      );
      return reply.code(201).send(await readClient(app.db, clientId));
    },
  );

  api.patch(
    '/update-client-parent-link',
    { config: request, schema: { tags, summary: 'Изменить родителя заявки', body: clientParentLinkSchema, response: { 200: clientRowSchema } } },
    async (req) => {
      const { clientId, parentId, clientParentId } = req.body;
      await inTransaction(app, req, (context) =>
        setClientParent(context, clientId, { parentId: parentId ?? null, clientParentId: clientParentId ?? null }),
      );
      return readClient(app.db, clientId);
    },
  );

  api.post(
    '/client-school-subjects',
    { config: request, schema: { tags, summary: 'Добавить предмет заявки', body: clientSubjectLinkSchema, response: { 201: clientSubjectSchema } } },
    async (req, reply) => {
      const linkId = await inTransaction(app, req, (context) => addClientSubject(context, req.body.client, req.body.subject));
      return reply.code(201).send(await clientSubject(app.db, { id: linkId, clientId: req.body.client, subjectId: req.body.subject }));
    },
  );

  api.delete(
    '/client-school-subjects/:id',
    { config: request, schema: { tags, summary: 'Убрать предмет заявки', params: idParams, response: { 200: clientSubjectSchema } } },
    async (req) => clientSubject(app.db, await inTransaction(app, req, (context) => removeClientSubject(context, req.params.id))),
  );

  api.post(
    '/client-attendance-type-links',
    {
      config: request,
      schema: {
        tags,
        summary: 'Добавить формат занятий заявки',
        body: clientAttendanceLinkSchema,
        response: { 201: attendanceLinkSchema.extend({ clientId: z.number() }) },
      },
    },
    async (req, reply) => {
      const link = await inTransaction(app, req, (context) => addClientFormat(context, req.body.client, req.body.attendanceType));
      return reply.code(201).send(await clientFormat(app.db, link));
    },
  );

  api.delete(
    '/client-attendance-type-links/:id',
    {
      config: request,
      schema: { tags, summary: 'Убрать формат занятий заявки', params: idParams, response: { 200: attendanceLinkSchema.extend({ clientId: z.number() }) } },
    },
    async (req) => clientFormat(app.db, await inTransaction(app, req, (context) => removeClientFormat(context, req.params.id))),
  );

  api.post(
    '/service/clients/update-name',
    { config: request, schema: { tags, summary: 'Сообщить о смене имени заявки', body: clientNameChangeSchema, response: { 201: nameChangeRowSchema } } },
    async (req, reply) => {
      const { clientId, newName, oldName } = req.body;
      const row = await inTransaction(app, req, (context) =>
        recordNameChange(context, { entity: 'client', entityId: clientId, newName, oldName: oldName ?? null }),
      );
      return reply.code(201).send(row);
    },
  );
};
