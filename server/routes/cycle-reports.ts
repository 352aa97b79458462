import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allCyclesReportSchema,
  classIdParams,
  cycleGroupSchema,
  groupReportQuery,
  paymentsByCycleQuery,
  twoCyclesReportSchema,
} from '../../resources/cycle-reports';
import { allCyclesReport, paymentsByCycle, twoCyclesReport } from '../services/cycle-reports';

const tags = ['Платежи по циклам'];
const read = { action: 'read', subject: 'Payment' } as const;

const pageOf = (query: { _start?: number; _end?: number }) => ({
  offset: query._start,
  limit: query._end === undefined ? undefined : query._end - (query._start ?? 0),
});

// payment-details-for-2-cycles-info, payment-details-for-all-cycles, payments-by-cycle (money.md §7 Payments);
// the contract and its decisions: docs/api-money.md "Payments by cycle".
export const cycleReportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payment-details-for-2-cycles-info/:classId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Платежи группы за прошлый и текущий цикл',
        params: classIdParams,
        querystring: groupReportQuery,
        response: { 200: twoCyclesReportSchema },
      },
    },
    async (request) => twoCyclesReport(app.db, request.params.classId, pageOf(request.query)),
  );

  api.get(
    '/payment-details-for-all-cycles/:classId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Платежи группы по всем циклам',
        params: classIdParams,
        querystring: groupReportQuery,
        response: { 200: allCyclesReportSchema },
      },
    },
    async (request) => allCyclesReport(app.db, request.params.classId, pageOf(request.query)),
  );

  api.get(
    '/payments-by-cycle',
    {
      config: { ...read, sampleQuery: 'cycle=1&schoolYearCategory=ABOVE_4TH_GRADE' },
      schema: {
        tags,
        summary: 'Платежи за цикл по всем группам категории классов',
        querystring: paymentsByCycleQuery,
        response: { 200: z.array(cycleGroupSchema) },
      },
    },
    async (request) => paymentsByCycle(app.db, request.query.cycle, request.query.schoolYearCategory),
  );
};
