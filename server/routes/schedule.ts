import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addScheduleAnswerSchema,
  addScheduleBodySchema,
  fullScheduleSchema,
  patchScheduleBodySchema,
  SCHEDULE_EMPTY_PATCH,
  SCHEDULE_NOT_FOUND,
  scheduleEntrySchema,
  swapScheduleAnswerSchema,
  swapScheduleBodySchema,
} from '../../resources/schedule';
import { BadRequestError, NotFoundError } from '../errors';
import { checkBodyId, inTransaction } from '../lib/write-context';
import { deleteSchedule, patchSchedule, readEntries, readFullSchedule, saveScheduleForm, swapSchedules } from '../services/schedule';
import { idParams } from './crud-schema';

// operations.md §7 "Schedule" (docs/api-operations.md "Schedule"): the weekly grid. Reads ask read Schedule, writes
// update Schedule (a teacher reads and updates it, a user only reads: core.md §6).
// GET school_class_subject_and_teacher/{schoolClassId} lives with the group page (server/routes/group-page.ts).
const readSchedule = { action: 'read', subject: 'Schedule' } as const;
const updateSchedule = { action: 'update', subject: 'Schedule' } as const;
const tags = ['Расписание'];

export const scheduleRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/schedule/full-schedule',
    { config: readSchedule, schema: { tags, summary: 'Расписание: кабинеты с занятиями', response: { 200: fullScheduleSchema } } },
    async () => readFullSchedule(app.db),
  );

  api.post(
    '/schedule/add-class-schedule',
    {
      config: updateSchedule,
      schema: { tags, summary: 'Добавить или изменить занятие (и второе занятие недели)', body: addScheduleBodySchema, response: { 200: addScheduleAnswerSchema } },
    },
    async (request) => {
      const ids = await inTransaction(app, request, (context) => saveScheduleForm(context, request.body));
      return readEntries(app.db, ids);
    },
  );

  api.post(
    '/schedule/swap',
    { config: updateSchedule, schema: { tags, summary: 'Поменять местами группы двух занятий', body: swapScheduleBodySchema, response: { 200: swapScheduleAnswerSchema } } },
    async (request) => {
      const { firstId, secondId } = request.body;
      await inTransaction(app, request, (context) => swapSchedules(context, firstId, secondId));
      return readEntries(app.db, [firstId, secondId]);
    },
  );

  api.patch(
    '/class-schedules/:id',
    { config: updateSchedule, schema: { tags, summary: 'Изменить занятие', params: idParams, body: patchScheduleBodySchema, response: { 200: scheduleEntrySchema } } },
    async (request) => {
      const { id } = request.params;
      checkBodyId(request.body as Record<string, unknown>, ['id'], id);
      const { id: _id, ...fields } = request.body;
      if (Object.values(fields).every((value) => value === undefined)) throw new BadRequestError(SCHEDULE_EMPTY_PATCH);
      await inTransaction(app, request, (context) => patchSchedule(context, id, request.body));
      const [entry] = await readEntries(app.db, [id]);
      if (!entry) throw new NotFoundError(SCHEDULE_NOT_FOUND);
      return entry;
    },
  );

  api.delete(
    '/class-schedules/:id',
    { config: updateSchedule, schema: { tags, summary: 'Удалить занятие', params: idParams } },
    async (request, reply) => {
      await inTransaction(app, request, (context) => deleteSchedule(context, request.params.id));
      return reply.code(204).send();
    },
  );
};
