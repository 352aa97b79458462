import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashCountSchema,
  cashCountsQuery,
  cashDayQuery,
  cashExpenseRowSchema,
  cashPaymentRowSchema,
  cashStatisticsSchema,
  closeAnswerSchema,
  closeDayBody,
  countBody,
  dailyRecordSchema,
  latestRecordSchema,
  openDayBody,
  updateDayBody,
  type CashCount,
  type DailyRecord,
} from '../../resources/money/cash-desk';
import { dayInTimeZone } from '../../resources/school-year';
import { sendTotal } from '../lib/info-list';
import { IDEMPOTENT_WRITE, idempotentWrite } from '../lib/idempotency';
import { checkBodyId } from '../lib/write-context';
import {
  cashExpenseRows,
  cashPaymentRows,
  cashStatistics,
  closeDay,
  countDay,
  dayCounts,
  latestRecord,
  openDay,
  updateDay,
} from '../services/cash-desk';
import { idParams } from './crud-schema';

const tags = ['Касса'];
// Reads of money rows: read Payment, as the other payment reads (the page needs manage Payment, money.md §6).
const read = { action: 'read', subject: 'Payment' } as const;
const manage = { action: 'manage', subject: 'Payment' } as const;
const sampleQuery = 'date=2025-01-15';
const messageSchema = z.object({ message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() });

// The cash desk of money.md §2 'Cash desk', §7 'Cash desk' (cash-change/*, daily-change-record), with the close, the
// blind count and the variance log of issue 9. "Today" is the centre's day (TZ_CENTRE, Europe/Moscow); only
// today's day is written. docs/api-money.md "Cash desk (issue 9)" has the contract, docs/money.md §12 the rules.
export const cashDeskRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);

  api.get(
    '/cash-change/statistics',
    {
      config: { ...read, sampleQuery },
      schema: { tags, summary: 'Статистика кассы за день', querystring: cashDayQuery, response: { 200: cashStatisticsSchema } },
    },
    async (request) => cashStatistics(app.db, request.query.date, today(), request.query),
  );

  api.get(
    '/cash-change/list',
    {
      config: { ...read, sampleQuery },
      schema: { tags, summary: 'Платежи и сдача за день', querystring: cashDayQuery, response: { 200: z.array(cashPaymentRowSchema) } },
    },
    async (request, reply) => {
      const rows = await cashPaymentRows(app.db, request.query.date, request.query);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.get(
    '/cash-change/expenses',
    {
      config: { ...read, sampleQuery },
      schema: { tags, summary: 'Расходы кассы за день', querystring: cashDayQuery, response: { 200: z.array(cashExpenseRowSchema) } },
    },
    async (request, reply) => {
      const rows = await cashExpenseRows(app.db, request.query.date, request.query);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.get(
    '/cash-change/latest-record',
    { config: read, schema: { tags, summary: 'Последняя запись кассы', response: { 200: latestRecordSchema } } },
    async () => latestRecord(app.db, today()),
  );

  // the variance log of a day (issue 9): every count, blind or closing, oldest first
  api.get(
    '/cash-change/counts',
    {
      config: { ...read, sampleQuery },
      schema: { tags, summary: 'Пересчеты кассы за день', querystring: cashCountsQuery, response: { 200: z.array(cashCountSchema) } },
    },
    async (request, reply) => {
      const rows = await dayCounts(app.db, request.query.date);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.post(
    '/daily-change-record',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Открыть кассу за сегодня',
        description: `Одна запись на день: второе открытие того же дня получает 409. Только за сегодня. ${IDEMPOTENT_WRITE}`,
        body: openDayBody,
        response: { 201: dailyRecordSchema, 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const { recordDate, startAmount, notes } = request.body;
      const answer = await idempotentWrite(app, request, async (context) => ({
        status: 201,
        body: await openDay(context, { recordDate, startKopecks: startAmount, notes }, today()),
      }));
      return reply.code(201).send(answer.body as DailyRecord);
    },
  );

  api.patch(
    '/daily-change-record/:id',
    {
      config: manage,
      schema: { tags, summary: 'Изменить открытую кассу за сегодня', description: IDEMPOTENT_WRITE, params: idParams, body: updateDayBody, response: { 200: dailyRecordSchema } },
    },
    async (request) => {
      const { id, dailyChangeId, startAmount, ...rest } = request.body;
      checkBodyId({ id, dailyChangeId }, ['id', 'dailyChangeId'], request.params.id);
      const answer = await idempotentWrite(app, request, async (context) => ({
        status: 200,
        body: await updateDay(context, request.params.id, { ...rest, startKopecks: startAmount }, today()),
      }));
      return answer.body as DailyRecord;
    },
  );

  api.post(
    '/daily-change-record/:id/count',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Пересчет кассы вслепую',
        description: `Сумма пересчета сохраняется до того, как ответ покажет рассчитанную сумму и расхождение. ${IDEMPOTENT_WRITE}`,
        params: idParams,
        body: countBody,
        response: { 201: cashCountSchema },
      },
    },
    async (request, reply) => {
      const answer = await idempotentWrite(app, request, async (context) => ({
        status: 201,
        body: await countDay(context, request.params.id, request.body.countedAmount, today()),
      }));
      return reply.code(201).send(answer.body as CashCount);
    },
  );

  api.post(
    '/daily-change-record/:id/close',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Закрыть кассу за сегодня',
        description: `Конечная сумма обязательна; если она отличается от рассчитанной, в примечании нужна причина. ${IDEMPOTENT_WRITE}`,
        params: idParams,
        body: closeDayBody,
        response: { 200: closeAnswerSchema },
      },
    },
    async (request) => {
      const { endAmount, notes } = request.body;
      const answer = await idempotentWrite(app, request, async (context) => ({
        status: 200,
        body: await closeDay(context, request.params.id, { endKopecks: endAmount, notes }, today()),
      }));
      return answer.body as z.infer<typeof closeAnswerSchema>;
    },
  );
};
