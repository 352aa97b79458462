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
  debtorAmountSummarySchema,
  updateDebtCommentSchema,
} from '../../resources/debtors';
import { fromKopecks } from '../../resources/money/kopecks';
import type { DbOrTx } from '../db/types';
import { DEBTOR_AMOUNT_SORTS, DEBTOR_FILTERS, DEBTOR_SORTS, RECALCULATION_SORTS, STUDENT_FILTERS, debtorAmountPage, debtorAmountSummary, debtorPage, recalculationPage } from '../services/ledger-lists';
import { parseLedgerQuery, type LedgerQuery } from '../services/ledger-query';
import { dayInTimeZone } from '../../resources/school-year';
import { students } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { listQuerystring, sendTotal } from '../lib/info-list';
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
// recalculations). Paged, sorted, filtered and searched on the server from the kept state (issue 22,
// docs/money.md §15); the rows of a page made by resources/money from five set-based reads of the page's students
// (services/debtor-data.ts). docs/api-money.md has the contract.
export const debtorRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);

  // A page of a tab: which rows from the kept state (services/ledger-lists.ts), then the rows themselves made for
  // the page's students only. No transaction around the two (the rows' five reads run at once on PostgreSQL's
  // pool): a debt settled between them is left out of the page rather than shown settled.
  const snapshot = <Result>(work: (db: DbOrTx) => Promise<Result>) => work(app.db);

  api.get(
    '/debtors-info',
    { config: read, schema: { tags, summary: 'Должники', querystring: listQuerystring, response: { 200: z.array(debtorRowSchema) } } },
    async (request, reply) => {
      const query = parseLedgerQuery(request.query, DEBTOR_SORTS, DEBTOR_FILTERS);
      const day = today();
      const { rows, total } = await snapshot(async (db) => {
        const page = await debtorPage(db, query, day);
        const studentIds = [...new Set(page.keys.map((key) => key.studentId))];
        const made = studentIds.length === 0 ? [] : debtorRows(await loadDebtData(db, { studentIds, withPayments: true }), day);
        const byDebt = new Map(made.map((row) => [row.debtId, row]));
        return { rows: page.keys.flatMap((key) => byDebt.get(`${key.studentId}-${key.classId}-${key.cycle}`) ?? []), total: page.total };
      });
      sendTotal(reply, total);
      return rows;
    },
  );

  const amountPage = (query: LedgerQuery, day: string) =>
    snapshot(async (db) => {
      const page = await debtorAmountPage(db, query, day);
      const made = page.studentIds.length === 0 ? [] : debtorWithAmountRows(await loadDebtData(db, { studentIds: page.studentIds, withPayments: true }), day);
      const byStudent = new Map(made.map((row) => [row.studentId, row]));
      return { total: page.total, rows: page.studentIds.flatMap((id) => byStudent.get(id) ?? []) };
    });

  api.get(
    '/debtors-with-amount-info',
    { config: read, schema: { tags, summary: 'Должники с суммами', querystring: listQuerystring, response: { 200: z.array(debtorWithAmountRowSchema) } } },
    async (request, reply) => {
      const { rows, total } = await amountPage(parseLedgerQuery(request.query, DEBTOR_AMOUNT_SORTS, STUDENT_FILTERS), today());
      sendTotal(reply, total);
      return rows;
    },
  );

  // The footer of 'Должники с суммами': how many students match the filters and their whole debt (every page).
  api.get(
    '/debtors-with-amount-info/summary',
    { config: read, schema: { tags, summary: 'Должники с суммами: итог', querystring: listQuerystring, response: { 200: debtorAmountSummarySchema } } },
    async (request) => {
      const query = parseLedgerQuery(request.query, DEBTOR_AMOUNT_SORTS, STUDENT_FILTERS);
      const { total, totalDebtKopecks } = await debtorAmountSummary(app.db, query, today());
      return { total, totalDebt: fromKopecks(totalDebtKopecks) };
    },
  );

  api.get(
    '/recalculations-info',
    { config: read, schema: { tags, summary: 'Перерасчеты', querystring: listQuerystring, response: { 200: z.array(recalculationRowSchema) } } },
    async (request, reply) => {
      const query = parseLedgerQuery(request.query, RECALCULATION_SORTS, STUDENT_FILTERS);
      const day = today();
      const { rows, total } = await snapshot(async (db) => {
        const page = await recalculationPage(db, query, day);
        const made = page.studentIds.length === 0 ? [] : recalculationRows(await loadDebtData(db, { studentIds: page.studentIds, withPayments: false }), day);
        const byStudent = new Map(made.map((row) => [row.studentId, row]));
        return { rows: page.studentIds.flatMap((id) => byStudent.get(id) ?? []), total: page.total };
      });
      sendTotal(reply, total);
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
      const [row] = recalculationRows(await loadDebtData(app.db, { studentIds: [studentId], withPayments: false }), today());
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
