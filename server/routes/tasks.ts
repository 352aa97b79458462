import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { taskCreateSchema, taskOptionSchema, taskRowSchema, taskUpdateSchema } from '../../resources/tasks';
import { BadRequestError, INVALID_DATA_MESSAGE } from '../errors';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { checkBodyId, inTransaction } from '../lib/write-context';
import {
  archiveListSpec,
  archivedTasks,
  assignableStaff,
  boardTasks,
  createTask,
  latestTaskChange,
  readTask,
  taskPriorityList,
  taskStatusList,
  updateTask,
} from '../services/tasks';
import { createTaskEventBus } from '../services/tasks-events';
import { openTaskStream } from './tasks-stream';
import { idParams } from './crud-schema';

// operations.md §7 "Tasks" (docs/api-operations.md "Tasks"): reads ask read Task, task-new create Task (a
// TEACHER reads and updates tasks but does not create them, core.md §6), PATCH tasks/{id} update Task.
const read = { action: 'read', subject: 'Task' } as const;
const tags = ['Задачи'];

// §5 "Task form": every message of the body, joined by commas, each also under its field.
const joinedErrors = (errors: FastifySchemaValidationError[]) => {
  const messages = [...new Set(errors.map((error) => error.message ?? INVALID_DATA_MESSAGE))];
  return new BadRequestError(
    messages.join(', '),
    errors.map((error) => ({ field: error.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: error.message ?? INVALID_DATA_MESSAGE })),
  );
};

export const taskRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bus = createTaskEventBus(app.database, app.config.databaseUrl, app.log);
  const streams = new Set<() => void>();
  // open streams end before the server closes (it would otherwise wait for them)
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.addHook('onClose', async () => bus.close());

  api.get(
    '/tasks-info',
    { config: read, schema: { tags, summary: 'Доска задач (без архивных)', response: { 200: z.array(taskRowSchema) } } },
    async (_request, reply) => {
      const rows = await boardTasks(app.db);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.get(
    '/tasks-archive-info',
    {
      config: read,
      schema: { tags, summary: 'Архив задач', querystring: listQuerystring, response: { 200: z.array(taskRowSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await archivedTasks(app.db, parseInfoQuery(request.query, archiveListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );

  api.get(
    '/task-status-info',
    { config: read, schema: { tags, summary: 'Статусы задач (колонки доски)', response: { 200: z.array(taskOptionSchema) } } },
    async () => taskStatusList(app.db),
  );

  api.get(
    '/task-priority-type-info',
    { config: read, schema: { tags, summary: 'Приоритеты задач', response: { 200: z.array(taskOptionSchema) } } },
    async () => taskPriorityList(app.db),
  );

  api.get(
    '/all-admin-info',
    { config: read, schema: { tags, summary: 'Сотрудники, которым можно поручить задачу', response: { 200: z.array(taskOptionSchema) } } },
    async () => assignableStaff(app.db),
  );

  api.get(
    '/tasks-events',
    {
      config: read,
      schema: {
        tags,
        summary: 'Изменения задач (Server-Sent Events)',
        description:
          'С заголовком Accept: text/event-stream — поток событий `task` ({kind, taskId, taskStatusId}) по каждому изменению задачи, ' +
          'комментарий-пульс каждые 15 с; поток закрывается, когда истекает токен (клиент подключается снова с новым). ' +
          'Без него — время последнего изменения задач.',
        response: { 200: z.object({ latestChange: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/event-stream')) return { latestChange: await latestTaskChange(app.db) };
      const token = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      await openTaskStream({ request, reply, bus, streams, expiresAt });
      return reply;
    },
  );

  api.post(
    '/task-new',
    {
      config: { action: 'create', subject: 'Task' },
      schemaErrorFormatter: joinedErrors,
      schema: { tags, summary: 'Новая задача', body: taskCreateSchema, response: { 201: taskRowSchema } },
    },
    async (request, reply) => {
      const id = await inTransaction(app, request, (context) => createTask(context, request.body));
      return reply.code(201).send(await readTask(app.db, id));
    },
  );

  api.patch(
    '/tasks/:id',
    {
      config: { action: 'update', subject: 'Task' },
      schemaErrorFormatter: joinedErrors,
      schema: {
        tags,
        summary: 'Переместить, изменить или архивировать задачу',
        params: idParams,
        body: taskUpdateSchema,
        response: { 200: taskRowSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      checkBodyId(request.body, ['id'], id);
      await inTransaction(app, request, (context) => updateTask(context, id, request.body));
      return readTask(app.db, id);
    },
  );
};
