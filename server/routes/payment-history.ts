import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editPaymentBodySchema } from '../../resources/money/payment-body';
import {
  paidByClientBodySchema,
  paymentDetailRowSchema,
  paymentRowSchema,
  type PaymentRow,
} from '../../resources/payment-history';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { sendJsonText } from '../lib/json-text';
import { IDEMPOTENT_WRITE, idempotentWrite } from '../lib/idempotency';
import { checkBodyId } from '../lib/write-context';
import { editPayment, expectedVersionOf, setPaidByClient } from '../services/payment-history-edit';
import { checkPaymentListQuery, ensureStudent } from '../services/payment-history-query';
import {
  listPaymentDetails,
  listPayments,
  listStudentPaymentDetails,
  paymentDetailListSpec,
  paymentListSpec,
  readPayment,
} from '../services/payment-history-rows';
import { idParams } from './crud-schema';

const tags = ['Платежи'];
const read = { action: 'read', subject: 'Payment' } as const;
const manage = { action: 'manage', subject: 'Payment' } as const;
const studentParams = z.object({ studentId: idParams.shape.id });

// The payment's version as an entity tag: a client sends it back in If-Match to edit what it saw (docs/api-money.md).
const withVersion = (reply: FastifyReply, payment: PaymentRow) => {
  reply.header('etag', `"${payment.version}"`).header('access-control-expose-headers', 'etag');
  return payment;
};

// payments-info and payment-details-info, and the payment edits (money.md §7 Payments, the read and edit path).
// Payments are never deleted: there is no DELETE here.
export const paymentHistoryRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payments-info',
    { config: read, schema: { tags, summary: 'Платежи', querystring: listQuerystring, response: { 200: z.array(paymentRowSchema) } } },
    async (request, reply) => {
      const { total, json } = await listPayments(app.db, parseInfoQuery(checkPaymentListQuery(request.query), paymentListSpec));
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  api.get(
    '/payments-info/:id',
    { config: read, schema: { tags, summary: 'Платеж', params: idParams, response: { 200: paymentRowSchema } } },
    async (request, reply) => withVersion(reply, await readPayment(app.db, request.params.id)),
  );

  api.get(
    '/payment-details-info',
    {
      config: read,
      schema: { tags, summary: 'Детали платежей', querystring: listQuerystring, response: { 200: z.array(paymentDetailRowSchema) } },
    },
    async (request, reply) => {
      const { total, json } = await listPaymentDetails(app.db, parseInfoQuery(checkPaymentListQuery(request.query), paymentDetailListSpec));
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  api.get(
    '/payment-details-info/student/:studentId',
    {
      config: read,
      schema: { tags, summary: 'Детали платежей ученика', params: studentParams, response: { 200: z.array(paymentDetailRowSchema) } },
    },
    async (request, reply) => {
      await ensureStudent(app.db, request.params.studentId);
      return sendJsonText(reply, await listStudentPaymentDetails(app.db, request.params.studentId));
    },
  );

  api.patch(
    '/payments-info/:id',
    {
      config: manage,
      schema: { tags, summary: 'Изменить платеж', description: IDEMPOTENT_WRITE, params: idParams, body: editPaymentBodySchema, response: { 200: paymentRowSchema } },
    },
    async (request, reply) => {
      const paymentId = request.params.id;
      checkBodyId(request.body, ['id', 'paymentId'], paymentId);
      const expected = expectedVersionOf(request.headers['if-match']);
      const answer = await idempotentWrite(app, request, async (context) => {
        await editPayment(context, paymentId, request.body, expected);
        return { status: 200, body: await readPayment(context.tx, paymentId) };
      });
      return withVersion(reply, answer.body as PaymentRow);
    },
  );

  api.patch(
    '/payments/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Изменить сумму, полученную от клиента',
        description: IDEMPOTENT_WRITE,
        params: idParams,
        body: paidByClientBodySchema,
        response: { 200: paymentRowSchema },
      },
    },
    async (request, reply) => {
      const paymentId = request.params.id;
      checkBodyId(request.body, ['id', 'paymentId'], paymentId);
      const expected = expectedVersionOf(request.headers['if-match']);
      const answer = await idempotentWrite(app, request, async (context) => {
        await setPaidByClient(context, paymentId, request.body.totalAmountPaidByClient, expected);
        return { status: 200, body: await readPayment(context.tx, paymentId) };
      });
      return withVersion(reply, answer.body as PaymentRow);
    },
  );
};
