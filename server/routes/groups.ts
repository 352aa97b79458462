import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageAll } from '../../resources/abilities';
import { createGroupSchema, TEACHER_GROUP_KEYS, updateGroupSchema } from '../../resources/groups';
import { collectionsOf } from '../../resources/reference-address';
import { ForbiddenError } from '../errors';
import { groupFilterOptions, listArchivedGroups, listGroups, readGroup } from '../services/group-rows';
import { archiveGroupStudents, createGroup, updateGroup } from '../services/groups';
import { refreshForRequest, sheetRefreshAnswerSchema } from '../services/sheet-refresh';
import { checkBodyId, inTransaction } from '../lib/write-context';
import { archivedGroupRowSchema, groupFilterOptionsSchema, groupRowSchema } from '../../resources/groups';
import { idParams, idValueOf, pageQueryKeys } from './crud-schema';
import { sendTotal } from '../lib/info-list';
import { withIdsResolved } from './reference-ids';

const tags = ['Группы'];
const read = { action: 'read', subject: 'TeacherSheet' } as const;
const create = { action: 'create', subject: 'TeacherSheet' } as const;
const update = { action: 'update', subject: 'TeacherSheet' } as const;

// create-new-class names its references by id (core.md §7.2); a resource address is read as its id too.
const createBody = withIdsResolved(
  {
    schoolYearId: collectionsOf.schoolYear,
    staffId: collectionsOf.teacher,
    subjectId: collectionsOf.subject,
    subjectPricingId: collectionsOf.subjectPricing,
  },
  createGroupSchema,
);

// the list's page (_start/_end, all of it without them), its search and its two filters (core.md §2.5)
const groupListQuery = z.strictObject({
  ...pageQueryKeys,
  q: z.string().max(200).optional(),
  teacherId: idValueOf.optional(),
  schoolYearId: idValueOf.optional(),
});

export const groupRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/teacher-sheets-info',
    {
      config: { ...read, sampleQuery: '_start=0&_end=36' },
      schema: {
        tags,
        summary: 'Активные группы: по классу, затем по названию; q ищет в названии, преподавателе и классе',
        querystring: groupListQuery,
        response: { 200: z.array(groupRowSchema) },
      },
    },
    async (request, reply) => {
      const { _start: start, _end: end, ...filters } = request.query;
      const { total, rows } = await listGroups(app.db, { ...filters, start, end });
      sendTotal(reply, total);
      return rows;
    },
  );

  api.get(
    '/teacher-sheets-filters',
    { config: read, schema: { tags, summary: 'Число активных групп, их преподаватели и классы', response: { 200: groupFilterOptionsSchema } } },
    async () => groupFilterOptions(app.db),
  );

  api.get(
    '/teacher-sheets-archive-info',
    { config: read, schema: { tags, summary: 'Архивные группы', response: { 200: z.array(archivedGroupRowSchema) } } },
    async (_request, reply) => {
      const rows = await listArchivedGroups(app.db);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.post(
    '/create-new-class',
    { config: create, schema: { tags, summary: 'Создать группу', body: createBody, response: { 201: groupRowSchema } } },
    async (request, reply) => {
      // the tariff is seen and set only by those who may manage everything (core.md §6)
      if (request.body.subjectPricingId !== null && !canManageAll(request.ability!)) throw new ForbiddenError();
      const classId = await inTransaction(app, request, (context) => createGroup(context, request.body));
      return reply.code(201).send(await readGroup(app.db, classId));
    },
  );

  api.patch(
    '/classes/:id',
    {
      config: update,
      schema: { tags, summary: 'Изменить, архивировать или вернуть группу', params: idParams, body: updateGroupSchema, response: { 200: groupRowSchema } },
    },
    async (request) => {
      const classId = request.params.id;
      checkBodyId(request.body, ['id', 'classId'], classId);
      // a teacher may change only the current cycle (core.md §6)
      const sent = Object.keys(request.body).filter((key) => request.body[key as keyof typeof request.body] !== undefined);
      if (!canManageAll(request.ability!) && sent.some((key) => !TEACHER_GROUP_KEYS.includes(key))) throw new ForbiddenError();
      await inTransaction(app, request, (context) => updateGroup(context, classId, request.body));
      return readGroup(app.db, classId);
    },
  );

  api.patch(
    '/student-classes/:id/archiveStudents',
    {
      // full editors only (core.md §6): the guard says so, and the route × role matrix sees it
      config: { action: 'manage', subject: 'all' },
      schema: {
        tags,
        summary: 'Завершить обучение всех учеников группы',
        params: idParams,
        response: { 200: z.object({ classId: z.number(), archivedEnrolments: z.number() }) },
      },
    },
    async (request) => {
      const classId = request.params.id;
      const archivedEnrolments = await inTransaction(app, request, (context) => archiveGroupStudents(context, classId));
      return { classId, archivedEnrolments };
    },
  );

  api.post(
    '/update-teacher-sheet/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Обновить отчет группы в гугл-таблице (docs/api-operations.md "Spreadsheet reports and error tables")',
        params: idParams,
        response: { 200: sheetRefreshAnswerSchema },
      },
    },
    async (request) => refreshForRequest(app, request, request.params.id),
  );
};
