import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDebtCommentSchema,
  debtCommentRowSchema,
  debtorRowSchema,
  debtorWithAmountRowSchema,
  recalculationRowSchema,
  updateDebtCommentSchema,
} from '../../resources/debtors';
import { dayInTimeZone } from '../../resources/school-year';
import { students } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { sendTotal } from '../lib/info-list';
import { checkBodyId, inTransaction } from '../lib/write-context';
import { adminNameOf, saveDebtComment, updateDebtComment } from '../services/debtor-comments';
import { loadDebtData } from '../services/debtor-data';
import { debtorRows, debtorWithAmountRows } from '../services/debtor-rows';
import { recalculationRows } from '../services/recalculation-rows';
import { idParams } from './crud-schema';

const tags = ['Должники и перерасчеты'];
// Reads of money rows: read Payment, as subject-pricing-info (the page itself needs manage Payment, money.md §6).
const read = { action: 'read', subject: 'Payment' } as const;
const studentParams = z.object({ studentId: idParams.shape.id });

// debtors-info, debtors-with-amount-info, recalculations-info, admin-debt-comments (money.md §7 Debtors and
// recalculations). Whole lists (one centre's students); each computed in code by resources/money from five
// set-based reads (services/debtor-data.ts). docs/api-money.md has the contract.
export const debtorRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);

  api.get(
    '/debtors-info',
    { config: read, schema: { tags, summary: 'Должники', response: { 200: z.array(debtorRowSchema) } } },
    async (_request, reply) => {
      const rows = debtorRows(await loadDebtData(app.db, { withPayments: true }), today());
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.get(
    '/debtors-with-amount-info',
    { config: read, schema: { tags, summary: 'Должники с суммами', response: { 200: z.array(debtorWithAmountRowSchema) } } },
    async (_request, reply) => {
      const rows = debtorWithAmountRows(await loadDebtData(app.db, { withPayments: true }), today());
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.get(
    '/recalculations-info',
    { config: read, schema: { tags, summary: 'Перерасчеты', response: { 200: z.array(recalculationRowSchema) } } },
    async (_request, reply) => {
      const rows = recalculationRows(await loadDebtData(app.db, { withPayments: false }), today());
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  // One student's recalculation (the student card's 'Перерасчет' panel). A student without an active group gets
  // the same shape with no classes and zero sums; an unknown student is a 404.
  api.get(
    '/recalculations-info/:studentId',
    { config: read, schema: { tags, summary: 'Перерасчет ученика', params: studentParams, response: { 200: recalculationRowSchema } } },
    async (request) => {
      const { studentId } = request.params;
      const [student] = await app.db
        .select({
          studentId: students.id,
          studentName: students.name,
          eligibleForDiscountPrice: students.eligibleForDiscountPrice,
          eligibleForOldPrice: students.eligibleForOldPrice,
        })
        .from(students)
        .where(eq(students.id, studentId));
      if (!student) throw new NotFoundError('Ученик не найден');
      const [row] = recalculationRows(await loadDebtData(app.db, { studentId, withPayments: false }), today());
      return (
        row ?? {
          ...student,
          currentCyclePrice: '0.00',
          nextCycleProjectedPrice: '0.00',
          classes: [],
          explanation: { currentCyclePrice: '0 ₽', nextCycleProjectedPrice: '0 ₽' },
        }
      );
    },
  );

  api.post(
    '/admin-debt-comments',
    {
      config: { action: 'create', subject: 'Payment' },
      schema: {
        tags,
        summary: 'Комментарий к долгу',
        body: createDebtCommentSchema,
        response: { 200: debtCommentRowSchema, 201: debtCommentRowSchema },
      },
    },
    async (request, reply) => {
      const { content, cycleNumber, schoolClass, student } = request.body;
      const debt = { studentId: student!, classId: schoolClass!, cycleNumber };
      const saved = await inTransaction(app, request, (context) => saveDebtComment(context, debt, content, adminNameOf(request.user)));
      return reply.code(saved.created ? 201 : 200).send(saved.row);
    },
  );

  api.patch(
    '/admin-debt-comments/:id',
    {
      config: { action: 'update', subject: 'Payment' },
      schema: { tags, summary: 'Изменить комментарий к долгу', params: idParams, body: updateDebtCommentSchema, response: { 200: debtCommentRowSchema } },
    },
    async (request) => {
      const id = request.params.id;
      checkBodyId(request.body, ['id', 'adminDebtCommentId'], id);
      const { content, cycleNumber, schoolClass, student } = request.body;
      const debt = { studentId: student ?? undefined, classId: schoolClass ?? undefined, cycleNumber };
      return inTransaction(app, request, (context) => updateDebtComment(context, id, debt, content, adminNameOf(request.user)));
    },
  );
};
