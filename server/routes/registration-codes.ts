import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issuedCodeSchema, registrationCodeRowSchema } from '../../resources/registration-codes';
import { idParams } from './crud-schema';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { inTransaction } from '../lib/write-context';
import { issueParentCode, issueStudentCode, listRegistrationCodes, registrationCodeListSpec } from '../services/registration-codes';

// /students/registration-codes-table (core.md §2.1: manage Student): the codes students and parents give the bot.
// RegistrationCode is held by the same roles as manage Student (owner, admin), and keeps a teacher, who reads
// students, from reading the codes (resources/abilities.ts).
const manage = { action: 'manage', subject: 'RegistrationCode' } as const;
const read = { action: 'read', subject: 'RegistrationCode' } as const;
const tags = ['Ученики'];

export const registrationCodeRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/registration-codes-info',
    { config: read, schema: { tags, summary: 'Коды регистрации учеников и родителей', querystring: listQuerystring, response: { 200: z.array(registrationCodeRowSchema) } } },
    async (request, reply) => {
      const { total, rows } = await listRegistrationCodes(app.db, parseInfoQuery(request.query, registrationCodeListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );

  api.post(
    '/registration-codes/student/:id',
    { config: manage, schema: { tags, summary: 'Выдать ученику новый код', params: idParams, response: { 201: issuedCodeSchema } } },
    async (request, reply) => reply.code(201).send(await inTransaction(app, request, (context) => issueStudentCode(context, request.params.id))),
  );

  api.post(
    '/registration-codes/student/:id/parent',
    { config: manage, schema: { tags, summary: 'Выдать родителю ученика новый код', params: idParams, response: { 201: issuedCodeSchema } } },
    async (request, reply) => reply.code(201).send(await inTransaction(app, request, (context) => issueParentCode(context, request.params.id))),
  );
};
