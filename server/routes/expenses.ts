import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  expenseCreateSchema,
  expenseRowSchema,
  expenseSummarySchema,
  expenseUpdateSchema,
  groupWithTeacherSchema,
  joinedMessages,
  type ExpenseRow,
} from '../../resources/expenses';
import { BadRequestError, INVALID_DATA_MESSAGE } from '../errors';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { IDEMPOTENT_WRITE, idempotentWrite } from '../lib/idempotency';
import { checkBodyId } from '../lib/write-context';
import {
  checkExpenseListQuery,
  createExpense,
  expenseListSpec,
  groupsWithTeacher,
  latestExpense,
  listExpenses,
  readExpense,
  summarise,
  updateExpense,
} from '../services/expenses';
import { idParams } from './crud-schema';

const tags = ['Расходы'];
// money.md §6: the expenses screen needs the right to manage Management; its reads ask read Management (which
// TEACHER and USER lack), as every read does (docs/architecture.md §11 "Permissions"), its writes manage
const read = { action: 'read', subject: 'Management' } as const;
const manage = { action: 'manage', subject: 'Management' } as const;

// money.md §5 "Expense": the schema's messages, every one, joined by commas (the toast shows them so).
const joinedErrors = (errors: FastifySchemaValidationError[]) =>
  new BadRequestError(
    joinedMessages(errors.map((error) => error.message ?? INVALID_DATA_MESSAGE)),
    errors.map((error) => ({ field: error.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: error.message ?? INVALID_DATA_MESSAGE })),
  );

const parseQuery = (query: Record<string, string | string[]>) => parseInfoQuery(checkExpenseListQuery(query), expenseListSpec);

// expense-info, expenses, school-class-info/school-classes-with-teacher (money.md §7 "Expenses";
// docs/api-money.md "Expenses (issue 9)"). Money is never deleted: an expense is archived by PATCH.
export const expenseRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/expense-info',
    {
      config: read,
      schema: {
        tags,
        summary: 'Расходы',
        description: 'Страница расходов (без архивных): x-total-count — сколько подходит под фильтры, x-total-amount — их сумма.',
        querystring: listQuerystring,
        response: { 200: z.array(expenseRowSchema) },
      },
    },
    async (request, reply) => {
      const { rows, summary } = await listExpenses(app.db, parseQuery(request.query));
      sendTotal(reply, summary.count);
      reply.header('x-total-amount', summary.totalAmount).header('access-control-expose-headers', 'x-total-count, x-total-amount');
      return rows;
    },
  );

  api.get(
    '/expense-info/summary',
    {
      config: read,
      schema: {
        tags,
        summary: 'Число и сумма расходов по фильтрам списка',
        querystring: listQuerystring,
        response: { 200: expenseSummarySchema },
      },
    },
    async (request) => summarise(app.db, parseQuery(request.query)),
  );

  api.get(
    '/expense-info/latest',
    {
      config: read,
      schema: { tags, summary: 'Расход с самой поздней датой (автозаполнение)', response: { 200: expenseRowSchema.nullable() } },
    },
    async () => latestExpense(app.db),
  );

  api.get(
    '/school-class-info/school-classes-with-teacher',
    {
      config: read,
      schema: { tags, summary: 'Группы с преподавателями', response: { 200: z.array(groupWithTeacherSchema) } },
    },
    async (_request, reply) => {
      const rows = await groupsWithTeacher(app.db);
      sendTotal(reply, rows.length);
      return rows;
    },
  );

  api.post(
    '/expenses',
    {
      config: manage,
      schemaErrorFormatter: joinedErrors,
      schema: { tags, summary: 'Добавить расход', description: IDEMPOTENT_WRITE, body: expenseCreateSchema, response: { 201: expenseRowSchema } },
    },
    async (request, reply) => {
      const answer = await idempotentWrite(app, request, async (context) => {
        const id = await createExpense(context, request.body);
        return { status: 201, body: await readExpense(context.tx, id) };
      });
      return reply.code(201).send(answer.body as ExpenseRow);
    },
  );

  api.patch(
    '/expenses/:id',
    {
      config: manage,
      schemaErrorFormatter: joinedErrors,
      schema: {
        tags,
        summary: 'Изменить или архивировать расход',
        description: IDEMPOTENT_WRITE,
        params: idParams,
        body: expenseUpdateSchema,
        response: { 200: expenseRowSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      checkBodyId(request.body, ['id', 'expenseId'], id);
      const answer = await idempotentWrite(app, request, async (context) => {
        await updateExpense(context, id, request.body);
        return { status: 200, body: await readExpense(context.tx, id) };
      });
      return answer.body as ExpenseRow;
    },
  );
};
