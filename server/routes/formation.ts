import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALREADY_IN_GROUP,
  clientSchoolClassStatusSchema,
  combinedOptionSchema,
  combinedOptionsQuery,
  enrollmentCreateSchema,
  enrollmentUpdateSchema,
  formationTableQuery,
  futureEnrollmentSchema,
  futureSchoolClassSchema,
  groupCreateSchema,
  groupUpdateSchema,
  STATUS_EXISTS,
  statusCreateSchema,
  statusUpdateSchema,
} from '../../resources/formation';
import { futureEnrollments, clientSchoolClassStatuses } from '../db/schema/index';
import { sendTotal } from '../lib/info-list';
import { checkBodyId, inTransaction, uniqueIndexName } from '../lib/write-context';
import {
  combinedOptions,
  createEnrollment,
  createGroup,
  createStatus,
  deleteEnrollment,
  deleteGroup,
  duplicateGroup,
  listBoard,
  listStatuses,
  listTable,
  readEnrollment,
  readGroup,
  updateEnrollment,
  updateGroup,
  updateStatus,
} from '../services/formation';
import { idParams } from './crud-schema';

// operations.md §7 "Formation" (docs/api-operations.md "Group formation"): the clients pages' right, manage
// Request (§6), for every write; the reads ask read Request (docs/architecture.md §11).
const read = { action: 'read', subject: 'Request' } as const;
const manage = { action: 'manage', subject: 'Request' } as const;
const tags = ['Формирование групп'];
const message = z.object({ message: z.string() });

export const formationRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // a race past the service's check still answers in Russian (400), never a 500
  app.constraintMessages.set(uniqueIndexName(futureEnrollments, 'future_enrollments_class_client_uq'), ALREADY_IN_GROUP);
  app.constraintMessages.set(uniqueIndexName(futureEnrollments, 'future_enrollments_class_student_uq'), ALREADY_IN_GROUP);
  app.constraintMessages.set(uniqueIndexName(clientSchoolClassStatuses, 'client_school_class_statuses_name_lower_uq'), STATUS_EXISTS);

  api.get(
    '/client-school-class-statuses-info',
    { config: read, schema: { tags, summary: 'Статусы мест в будущих группах', response: { 200: z.array(clientSchoolClassStatusSchema) } } },
    async (_request, reply) => {
      const rows = await listStatuses(app.db);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.get(
    '/combined-subjects-and-school-year',
    {
      config: { ...read, sampleQuery: 'q=а&limit=20' },
      schema: {
        tags,
        summary: 'Ученики и лиды для добавления в группу',
        description: 'q — часть имени (без учета регистра); limit — сколько каждого вида (по умолчанию 50, не больше 200).',
        querystring: combinedOptionsQuery,
        response: { 200: z.array(combinedOptionSchema) },
      },
    },
    async (request) => combinedOptions(app.db, request.query),
  );

  api.get(
    '/combined-school-classes',
    { config: read, schema: { tags, summary: 'Доска: будущие группы с людьми', response: { 200: z.array(futureSchoolClassSchema) } } },
    async () => listBoard(app.db),
  );

  api.get(
    '/combined-school-classes/table',
    {
      config: { ...read, sampleQuery: '_start=0&_end=25&_sort=name&_order=asc' },
      schema: { tags, summary: 'Таблица будущих групп (страница)', querystring: formationTableQuery, response: { 200: z.array(futureSchoolClassSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await listTable(app.db, request.query);
      sendTotal(reply, total);
      return rows;
    },
  );

  api.post(
    '/future-enrollment',
    {
      config: manage,
      schema: { tags, summary: 'Добавить ученика или лида в группу', body: enrollmentCreateSchema, response: { 201: futureEnrollmentSchema, 409: message } },
    },
    async (request, reply) => {
      const id = await inTransaction(app, request, (context) => createEnrollment(context, request.body));
      return reply.code(201).send(await readEnrollment(app.db, id));
    },
  );

  api.patch(
    '/future-enrollment/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Сменить статус или перенести в другую группу',
        description: 'futureSchoolClass — перенос: запись удаляется и создается в другой группе с тем же статусом (одна транзакция); ответ — новая запись.',
        params: idParams,
        body: enrollmentUpdateSchema,
        response: { 200: futureEnrollmentSchema, 409: message },
      },
    },
    async (request) => {
      const id = await inTransaction(app, request, (context) => updateEnrollment(context, request.params.id, request.body));
      return readEnrollment(app.db, id);
    },
  );

  api.delete(
    '/future-enrollment/:id',
    { config: manage, schema: { tags, summary: 'Убрать из группы', params: idParams } },
    async (request, reply) => {
      await inTransaction(app, request, (context) => deleteEnrollment(context, request.params.id));
      return reply.code(204).send();
    },
  );

  api.post(
    '/future-school-classes',
    { config: manage, schema: { tags, summary: 'Новая будущая группа', body: groupCreateSchema, response: { 201: futureSchoolClassSchema } } },
    async (request, reply) => {
      const id = await inTransaction(app, request, (context) => createGroup(context, request.body));
      return reply.code(201).send(await readGroup(app.db, id));
    },
  );

  api.post(
    '/future-school-classes/:id/duplicate',
    {
      config: manage,
      schema: { tags, summary: 'Копия группы с ее людьми', description: "Название + ' (копия)'; люди копируются со статусами (одна транзакция).", params: idParams, response: { 201: futureSchoolClassSchema } },
    },
    async (request, reply) => {
      const id = await inTransaction(app, request, (context) => duplicateGroup(context, request.params.id));
      return reply.code(201).send(await readGroup(app.db, id));
    },
  );

  api.patch(
    '/future-school-classes/:id',
    { config: manage, schema: { tags, summary: 'Изменить будущую группу', params: idParams, body: groupUpdateSchema, response: { 200: futureSchoolClassSchema } } },
    async (request) => {
      const { id } = request.params;
      checkBodyId(request.body, ['id'], id);
      await inTransaction(app, request, (context) => updateGroup(context, id, request.body));
      return readGroup(app.db, id);
    },
  );

  api.delete(
    '/future-school-classes/delete/:id',
    { config: manage, schema: { tags, summary: 'Удалить будущую группу', params: idParams } },
    async (request, reply) => {
      await inTransaction(app, request, (context) => deleteGroup(context, request.params.id));
      return reply.code(204).send();
    },
  );

  api.post(
    '/client-school-class-statuses',
    { config: manage, schema: { tags, summary: 'Новый статус', body: statusCreateSchema, response: { 201: clientSchoolClassStatusSchema } } },
    async (request, reply) => reply.code(201).send(await inTransaction(app, request, (context) => createStatus(context, request.body))),
  );

  api.patch(
    '/client-school-class-statuses/:id',
    { config: manage, schema: { tags, summary: 'Изменить статус', params: idParams, body: statusUpdateSchema, response: { 200: clientSchoolClassStatusSchema } } },
    async (request) => {
      const { id } = request.params;
      checkBodyId(request.body, ['id'], id);
      return inTransaction(app, request, (context) => updateStatus(context, id, request.body));
    },
  );
};
