import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHURN_SORTS, NOT_AT_RISK, churnRiskRowSchema, churnTaskResultSchema } from '../../resources/churn';
import { dayInTimeZone } from '../../resources/school-year';
import { listQuerystring, sendTotal } from '../lib/info-list';
import { actorOf } from '../lib/write-context';
import { NotFoundError } from '../errors';
import { churnPage, churnRows, makeChurnTask } from '../services/churn';
import { idParams } from './crud-schema';
import { parseLedgerQuery } from '../services/ledger-query';

const tags = ['Риск ухода'];
const FILTERS = ['studentId', 'classId'] as const;
const rowParams = z.object({ studentId: idParams.shape.id, classId: idParams.shape.id });

// Issue 23 item 1 (docs/api-operations.md "Риск ухода"): the list of enrolments at risk, paged, sorted and searched
// on the server, and a row's task for the administrator on demand (the worker makes those of high risk: workers/churn-tasks.ts).
export const churnRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);

  api.get(
    '/churn-risks-info',
    {
      config: { action: 'read', subject: 'ChurnRisk' },
      schema: { tags, summary: 'Риск ухода', querystring: listQuerystring, response: { 200: z.array(churnRiskRowSchema) } },
    },
    async (request, reply) => {
      const query = parseLedgerQuery(request.query, CHURN_SORTS, FILTERS);
      const { rows, total } = churnPage(await churnRows(app.db, today()), query);
      sendTotal(reply, total);
      return rows;
    },
  );

  // The row's task on demand ('Создать задачу'): made once for the row's cycle; asked again, the same task.
  api.post(
    '/churn-risks/:studentId/:classId/task',
    {
      config: { action: 'create', subject: 'ChurnRisk' },
      schema: { tags, summary: 'Задача по риску ухода', params: rowParams, response: { 200: churnTaskResultSchema } },
    },
    async (request) => {
      const day = today();
      const { studentId, classId } = request.params;
      const row = (await churnRows(app.db, day)).find((candidate) => candidate.studentId === studentId && candidate.classId === classId);
      if (!row) throw new NotFoundError(NOT_AT_RISK);
      return makeChurnTask(app, row, day, actorOf(request));
    },
  );
};
