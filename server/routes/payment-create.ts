import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addPaymentBodySchema } from '../../resources/money/payment-body';
import {
  addPaymentAnswerSchema,
  cashChangeCreateSchema,
  cashChangeRowSchema,
  cashChangeUpdateSchema,
  type CashChangeRow,
  duplicateAnswerSchema,
  paymentClassRowSchema,
  paymentDescriptorRowSchema,
  studentOptionSchema,
} from '../../resources/payment-new';
import { dayInTimeZone } from '../../resources/school-year';
import { paymentDescriptors, students } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { russianOrder, sendTotal } from '../lib/info-list';
import { likePattern } from '../lib/list-query';
import { IDEMPOTENT_WRITE, idempotencyKeyOf, idempotentWrite } from '../lib/idempotency';
import { createKeyedQueue } from '../lib/keyed-queue';
import { checkBodyId, inTransaction } from '../lib/write-context';
import { assertChangeDayWritable, assertPaymentDayWritable } from '../services/cash-desk';
import { createCashChange, updateCashChange } from '../services/payment-cash-change';
import { loadPaymentStudent, paymentClassRows } from '../services/payment-classes';
import { createPayment, DuplicatePaymentError } from '../services/payment-create';
import { idParams, idValueOf, pageQueryKeys } from './crud-schema';

const tags = ['Платежи'];
const messageSchema = z.object({ message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() });

const studentParams = z.object({ studentId: idValueOf });
const studentOptionsQuery = z.strictObject({ q: z.string().max(200).optional(), ...pageQueryKeys });

// addPayment, student-classes-for-payment-info, payment-descriptors-info, all-students-info, cash-change (money.md §7
// Payments, the write path; docs/api-money.md "Payments: adding a payment").
export const paymentCreateRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);
  const oneStudentAtATime = createKeyedQueue(); // before the pool: a student's payments wait in memory (lib/keyed-queue.ts)

  api.get(
    '/payment-descriptors-info',
    {
      config: { action: 'read', subject: 'Payment' },
      schema: { tags, summary: 'Типы платежей', response: { 200: z.array(paymentDescriptorRowSchema) } },
    },
    async (_request, reply) => {
      const rows = await app.db
        .select({ paymentDescriptorId: paymentDescriptors.id, paymentDescriptorName: paymentDescriptors.name })
        .from(paymentDescriptors)
        .orderBy(asc(paymentDescriptors.id));
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  // The student picker: active students by name in Russian order; q narrows by name, _start/_end page it.
  api.get(
    '/all-students-info',
    {
      config: { action: 'read', subject: 'Payment' },
      schema: { tags, summary: 'Ученики для платежа', querystring: studentOptionsQuery, response: { 200: z.array(studentOptionSchema) } },
    },
    async (request, reply) => {
      const { q, _start: start, _end: end } = request.query;
      const where = and(eq(students.isArchived, false), q?.trim() ? ilike(students.name, likePattern(q.trim())) : undefined);
      const rows = await app.db
        .select({ studentId: students.id, studentName: students.name })
        .from(students)
        .where(where)
        .orderBy(russianOrder(students.name), asc(students.id));
      sendTotal(reply, rows.length);
      return start !== undefined || end !== undefined ? rows.slice(start ?? 0, end ?? rows.length) : rows;
    },
  );

  api.get(
    '/student-classes-for-payment-info/:studentId',
    {
      config: { action: 'read', subject: 'Payment' },
      schema: {
        tags,
        summary: 'Группы ученика для платежа',
        params: studentParams,
        response: { 200: z.array(paymentClassRowSchema), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const student = await loadPaymentStudent(app.db, request.params.studentId);
      if (!student) throw new NotFoundError('Ученик не найден');
      const rows = await paymentClassRows(app.db, student);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.post(
    '/addPayment',
    {
      config: { action: 'manage', subject: 'Payment' },
      schema: {
        tags,
        summary: 'Добавить платеж',
        description:
          'Заголовок Idempotency-Key (до 255 символов): повтор с тем же ключом и телом получает тот же ответ, с другим телом — 422. ' +
          '409 с duplicateDetails: предметы уже оплачены в этом цикле; повтор с possibleDuplicateConfirmed: true записывает платеж.',
        body: addPaymentBodySchema,
        response: { 201: addPaymentAnswerSchema, 400: messageSchema, 409: duplicateAnswerSchema, 422: messageSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      try {
        // a repeat of a stored request answers what the first got (only a 201 is ever stored)
        const answer = await oneStudentAtATime(request.body.student, () => inTransaction(app, request, (context) => createPayment(context, request.body, key)));
        return reply.code(201).send(answer.body as { paymentId: number });
      } catch (error) {
        if (error instanceof DuplicatePaymentError) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  api.post(
    '/cash-change',
    {
      config: { action: 'manage', subject: 'Payment' },
      schema: {
        tags,
        summary: 'Зарегистрировать сдачу',
        description: `Одна сдача на платеж: повтор той же сдачи отвечает 200 с записью, другая сдача — 409. Только для платежа за сегодня (400 для прошедшего дня). ${IDEMPOTENT_WRITE}`,
        body: cashChangeCreateSchema,
        response: { 200: cashChangeRowSchema, 201: cashChangeRowSchema },
      },
    },
    async (request, reply) => {
      // the change is the cash of the payment's day: only today's may change (docs/money.md §12)
      const answer = await idempotentWrite(app, request, async (context) => {
        await assertPaymentDayWritable(context.tx, request.body.paymentId, today());
        const { row, created } = await createCashChange(context, request.body);
        return { status: created ? 201 : 200, body: row };
      });
      return reply.code(answer.status as 200 | 201).send(answer.body as CashChangeRow);
    },
  );

  api.patch(
    '/cash-change/:id',
    {
      config: { action: 'manage', subject: 'Payment' },
      schema: { tags, summary: 'Изменить сдачу', description: IDEMPOTENT_WRITE, params: idParams, body: cashChangeUpdateSchema, response: { 200: cashChangeRowSchema } },
    },
    async (request) => {
      const { id, ...edit } = request.body;
      checkBodyId({ id }, ['id'], request.params.id);
      const answer = await idempotentWrite(app, request, async (context) => {
        await assertChangeDayWritable(context.tx, request.params.id, today());
        return { status: 200, body: await updateCashChange(context, request.params.id, edit) };
      });
      return answer.body as CashChangeRow;
    },
  );
};
