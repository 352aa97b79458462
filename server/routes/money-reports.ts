import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayInTimeZone } from '../../resources/school-year';
import {
  expenseCycleItemSchema,
  expenseMonthItemSchema,
  expenseReportQuery,
  incomeByCycleItemSchema,
  incomeBySchoolClassItemSchema,
  incomeBySubjectItemSchema,
  incomeByTeacherItemSchema,
  incomeReportQuery,
  profitByCycleRowSchema,
  profitCycleItemSchema,
  profitMonthItemSchema,
  profitReportQuery,
  reportCycleParams,
  type ReportQuery,
} from '../../resources/money/reports';
import {
  checkTypeIds,
  expenseCycleSummary,
  expenseMonthlySummary,
  incomeByClassAndCycle,
  incomeMonthlySummary,
  profitByCycleAndGroup,
  profitMonthlyChart,
  profitOfCycle,
} from '../services/money-reports';

const tags = ['Доходы, расходы и прибыль'];
// The pages need manage Management (money.md §6); the reads ask read Management, as every read of the app asks
// read (a user without a role reads where NO_ROLE_ACCESS=read). Teachers and users have neither.
const read = { action: 'read', subject: 'Management' } as const;
// startDate and endDate are required: the harnesses that walk every route ask with these
const ranged = { ...read, sampleQuery: 'startDate=2025-09-01&endDate=2026-08-31' } as const;

// The owner reports of money.md §7 'Reports' under owner/: expenses by month and by cycle, income by subject, teacher,
// group and cycle, profit by the same, and the profit of each group in a cycle. The contract: docs/api-money.md
// "Income and profit reports (issue 9)"; the rules: docs/money.md §13.
export const moneyReportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checked = async (query: ReportQuery) => {
    await checkTypeIds(app.db, query);
    return query;
  };

  api.get(
    '/owner/expenses/monthly-summary',
    { config: ranged, schema: { tags, summary: 'Расходы по месяцам и типам', querystring: expenseReportQuery, response: { 200: z.array(expenseMonthItemSchema) } } },
    async (request) => expenseMonthlySummary(app.db, await checked(request.query)),
  );
  api.get(
    '/owner/expenses/cycle-summary',
    { config: ranged, schema: { tags, summary: 'Расходы по циклам и типам', querystring: expenseReportQuery, response: { 200: z.array(expenseCycleItemSchema) } } },
    async (request) => expenseCycleSummary(app.db, await checked(request.query)),
  );

  api.get(
    '/owner/payments/monthly-summary-by-subject',
    { config: ranged, schema: { tags, summary: 'Доходы по месяцам и предметам', querystring: incomeReportQuery, response: { 200: z.array(incomeBySubjectItemSchema) } } },
    async (request) => incomeMonthlySummary(app.db, await checked(request.query), 'subject'),
  );
  api.get(
    '/owner/payments/monthly-summary-by-teacher',
    { config: ranged, schema: { tags, summary: 'Доходы по месяцам и преподавателям', querystring: incomeReportQuery, response: { 200: z.array(incomeByTeacherItemSchema) } } },
    async (request) => incomeMonthlySummary(app.db, await checked(request.query), 'teacher'),
  );
  api.get(
    '/owner/payments/monthly-summary-by-school-class',
    { config: ranged, schema: { tags, summary: 'Доходы по месяцам и группам', querystring: incomeReportQuery, response: { 200: z.array(incomeBySchoolClassItemSchema) } } },
    async (request) => incomeMonthlySummary(app.db, await checked(request.query), 'group'),
  );
  api.get(
    '/owner/payments/summary-by-class-and-cycle',
    { config: ranged, schema: { tags, summary: 'Доходы по циклам и группам', querystring: incomeReportQuery, response: { 200: z.array(incomeByCycleItemSchema) } } },
    async (request) => incomeByClassAndCycle(app.db, await checked(request.query)),
  );

  const profitChart = (path: string, summary: string, category: 'subject' | 'teacher' | 'group') =>
    api.get(
      path,
      { config: ranged, schema: { tags, summary, querystring: profitReportQuery, response: { 200: z.array(profitMonthItemSchema) } } },
      async (request) => profitMonthlyChart(app.db, await checked(request.query), category),
    );
  profitChart('/owner/profit/summary-by-subject-chart', 'Прибыль по месяцам: доходы по предметам, расходы по типам', 'subject');
  profitChart('/owner/profit/summary-by-teacher-chart', 'Прибыль по месяцам: доходы по преподавателям, расходы по типам', 'teacher');
  profitChart('/owner/profit/summary-by-school-class-chart', 'Прибыль по месяцам: доходы по группам, расходы по типам', 'group');
  api.get(
    '/owner/profit/summary-by-cycle-and-school-class',
    {
      config: ranged,
      schema: { tags, summary: 'Прибыль по циклам: доходы по группам, расходы по типам', querystring: profitReportQuery, response: { 200: z.array(profitCycleItemSchema) } },
    },
    async (request) => profitByCycleAndGroup(app.db, await checked(request.query)),
  );

  api.get(
    '/owner/profit-by-cycle/:cycle',
    { config: read, schema: { tags, summary: 'Прибыль по группам за цикл', params: reportCycleParams, response: { 200: z.array(profitByCycleRowSchema) } } },
    async (request) => profitOfCycle(app.db, request.params.cycle, dayInTimeZone(new Date(), app.config.tzCentre)),
  );
};
