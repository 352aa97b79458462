import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newClientParentSchema, newParentSchema, updateClientParentSchema, updateParentSchema } from '../../resources/parents';
import {
  clientParentListSpec,
  createClientParent,
  createParent,
  listAllParents,
  listClientParents,
  listParents,
  parentListSpec,
  updateClientParent,
  updateParent,
} from '../services/parents';
import { checkBodyId, inTransaction } from '../lib/write-context';
import { clientParentRowSchema, parentOptionSchema, parentRowSchema } from '../../resources/parents';
import { idParams } from './crud-schema';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';

const tags = ['Родители'];
const manageStudents = { action: 'manage', subject: 'Student' } as const;
const manageRequests = { action: 'manage', subject: 'Request' } as const;
// reads ask only for 'read', so a user without a role reads them where NO_ROLE_ACCESS=read (core.md §6)
const readStudents = { action: 'read', subject: 'Student' } as const;
const readRequests = { action: 'read', subject: 'Request' } as const;

// core.md §2.13, §7.3, §7.4: parents of students and parents attached to applications.
export const parentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/parents-info',
    { config: readStudents, schema: { tags, summary: 'Родители учеников', querystring: listQuerystring, response: { 200: z.array(parentRowSchema) } } },
    async (request, reply) => {
      const { total, rows } = await listParents(app.db, parseInfoQuery(request.query, parentListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );

  api.post(
    '/parents/new',
    { config: manageStudents, schema: { tags, summary: 'Новый родитель ученика', body: newParentSchema, response: { 201: parentRowSchema } } },
    async (request, reply) => reply.code(201).send(await inTransaction(app, request, (context) => createParent(context, request.body))),
  );

  api.patch(
    '/parents/:id',
    {
      config: { action: 'update', subject: 'Student' },
      schema: { tags, summary: 'Изменить родителя ученика', params: idParams, body: updateParentSchema, response: { 200: parentRowSchema } },
    },
    async (request) => {
      const { id: _id, parentId: _parentId, ...changes } = request.body;
      checkBodyId(request.body, ['id', 'parentId'], request.params.id);
      return inTransaction(app, request, (context) => updateParent(context, request.params.id, changes));
    },
  );

  api.get(
    '/client-parents-info',
    { config: readRequests, schema: { tags, summary: 'Родители заявок', querystring: listQuerystring, response: { 200: z.array(clientParentRowSchema) } } },
    async (request, reply) => {
      const { total, rows } = await listClientParents(app.db, parseInfoQuery(request.query, clientParentListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );

  api.post(
    '/client-parents',
    { config: manageRequests, schema: { tags, summary: 'Новый родитель заявки', body: newClientParentSchema, response: { 201: clientParentRowSchema } } },
    async (request, reply) => reply.code(201).send(await inTransaction(app, request, (context) => createClientParent(context, request.body))),
  );

  api.patch(
    '/client-parents/:id',
    {
      config: manageRequests,
      schema: { tags, summary: 'Изменить родителя заявки', params: idParams, body: updateClientParentSchema, response: { 200: clientParentRowSchema } },
    },
    async (request) => {
      const { id: _id, clientParentId: _clientParentId, ...changes } = request.body;
      checkBodyId(request.body, ['id', 'clientParentId'], request.params.id);
      return inTransaction(app, request, (context) => updateClientParent(context, request.params.id, changes));
    },
  );

  api.get(
    '/all-parents-info',
    { config: readRequests, schema: { tags, summary: 'Все родители для выбора', response: { 200: z.array(parentOptionSchema) } } },
    async (_request, reply) => {
      const rows = await listAllParents(app.db);
      sendTotal(reply, rows.length);
      return rows;
    },
  );
};
