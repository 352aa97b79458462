import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { breakEvenQuery, breakEvenSchema } from '../../resources/money/break-even';
import { dayInTimeZone } from '../../resources/school-year';
import { futureGroupsBreakEven, groupBreakEven, groupsBreakEven } from '../services/break-even';
import { idParams } from './crud-schema';

const tags = ['Доходы, расходы и прибыль'];
// resources/break-even: the owner's alone (a user without a role reads it where NO_ROLE_ACCESS=read, core.md §6)
const read = { action: 'read', subject: 'BreakEven' } as const;
const classParams = z.object({ schoolClassId: idParams.shape.id });

// docs/money.md §16 and docs/api-money.md "Break-even and forecast": a group's break-even and next cycle's forecast,
// one group (the group page) or many (the formation board).
export const breakEvenRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);

  api.get(
    '/owner/break-even',
    { config: read, schema: { tags, summary: 'Точка безубыточности и прогноз групп', querystring: breakEvenQuery, response: { 200: z.array(breakEvenSchema) } } },
    async (request) => groupsBreakEven(app.db, request.query.ids, today()),
  );
  // the formation board's planned groups (future_school_classes), priced as their subject's groups are
  api.get(
    '/owner/break-even/formation',
    {
      config: read,
      schema: { tags, summary: 'Точка безубыточности планируемых групп (формирование)', querystring: breakEvenQuery, response: { 200: z.array(breakEvenSchema) } },
    },
    async (request) => futureGroupsBreakEven(app.db, request.query.ids, today()),
  );
  api.get(
    '/owner/break-even/:schoolClassId',
    { config: read, schema: { tags, summary: 'Точка безубыточности и прогноз группы', params: classParams, response: { 200: breakEvenSchema } } },
    async (request) => groupBreakEven(app.db, request.params.schoolClassId, today()),
  );
};
