import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectPricingSchema, type SubjectPricingBody, type SubjectPricingRow } from '../../resources/subject-pricing';
import { schoolClasses, subjectPricing } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { audit, checkBodyId, foreignKeyName, inTransaction, lockRow } from '../lib/write-context';
import { subjectPricingRowSchema } from '../../resources/subject-pricing';
import { idParams } from './crud-schema';
import { russianOrder, sendTotal } from '../lib/info-list';

const tags = ['Тарифы'];
const ENTITY = 'subject-pricing';
export const PRICING_IN_USE = 'Тариф используется в группах и не может быть удален';

type Tariff = typeof subjectPricing.$inferSelect;

const toRow = ({ id, name, ...prices }: Tariff): SubjectPricingRow => ({ subjectPricingId: id, subjectPricingName: name, ...prices });

const toValues = ({ id: _id, subjectPricingId: _rowId, subjectPricingName, ...prices }: SubjectPricingBody) => ({
  name: subjectPricingName,
  ...prices,
});

// core.md §7.1 subject-pricing-info, money.md §7 "Tariffs"; the rules of core.md §5.7.
export const subjectPricingRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.constraintMessages.set(foreignKeyName(schoolClasses.subjectPricingId), PRICING_IN_USE);

  api.get(
    '/subject-pricing-info',
    { config: { action: 'read', subject: 'Payment' }, schema: { tags, summary: 'Тарифы', response: { 200: z.array(subjectPricingRowSchema) } } },
    async (_request, reply) => {
      const rows = await app.db.select().from(subjectPricing).orderBy(russianOrder(subjectPricing.name), asc(subjectPricing.id));
      sendTotal(reply, rows.length);
      return rows.map(toRow);
    },
  );

  api.post(
    '/subject-pricing',
    {
      config: { action: 'create', subject: 'Payment' },
      schema: { tags, summary: 'Добавить тариф', body: subjectPricingSchema, response: { 201: subjectPricingRowSchema } },
    },
    async (request, reply) => {
      const created = await inTransaction(app, request, async (context) => {
        const [row] = await context.tx.insert(subjectPricing).values(toValues(request.body)).returning();
        await audit(context, 'create', ENTITY, row.id, null, row);
        return row;
      });
      return reply.code(201).send(toRow(created));
    },
  );

  api.patch(
    '/subject-pricing/:id',
    {
      config: { action: 'update', subject: 'Payment' },
      schema: { tags, summary: 'Изменить тариф', params: idParams, body: subjectPricingSchema, response: { 200: subjectPricingRowSchema } },
    },
    async (request) => {
      const id = request.params.id;
      checkBodyId(request.body, ['id', 'subjectPricingId'], id);
      const updated = await inTransaction(app, request, async (context) => {
        const before = await lockRow(context.tx, subjectPricing, id);
        if (!before) throw new NotFoundError('Тариф не найден');
        const [after] = await context.tx.update(subjectPricing).set(toValues(request.body)).where(eq(subjectPricing.id, id)).returning();
        await audit(context, 'update', ENTITY, id, before, after);
        return after;
      });
      return toRow(updated);
    },
  );

  api.delete(
    '/subject-pricing/:id',
    {
      config: { action: 'delete', subject: 'Payment' },
      schema: { tags, summary: 'Удалить тариф', params: idParams, response: { 200: subjectPricingRowSchema } },
    },
    async (request) => {
      const id = request.params.id;
      const deleted = await inTransaction(app, request, async (context) => {
        const before = await lockRow(context.tx, subjectPricing, id);
        if (!before) throw new NotFoundError('Тариф не найден');
        await context.tx.delete(subjectPricing).where(eq(subjectPricing.id, id));
        await audit(context, 'delete', ENTITY, id, before, null);
        return before;
      });
      return toRow(deleted);
    },
  );
};
