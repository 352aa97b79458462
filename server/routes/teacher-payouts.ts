import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromKopecks } from '../../resources/money/kopecks';
import {
  detailParams,
  odintsovoQuery,
  overrideBodySchema,
  overrideHistoryRowSchema,
  overrideParams,
  payoutAmountCreateSchema,
  payoutAmountRowSchema,
  payoutAmountUpdateSchema,
  snapshotAnswerSchema,
  snapshotParams,
  staffCycleParams,
  zelenogradOverridesBodySchema,
  zelenogradPayoutSchema,
  type SnapshotAnswer,
  type ZelenogradPayout,
} from '../../resources/money/payouts-api';
import { dayInTimeZone } from '../../resources/school-year';
import { payoutAmounts, subjectPricing } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { IDEMPOTENT_WRITE, idempotentWrite } from '../lib/idempotency';
import { audit, checkBodyId, inTransaction, lockRow } from '../lib/write-context';
import { saveZelenogradOverrides, zelenogradPayout } from '../services/teacher-payouts-zelenograd';
import {
  addOverride,
  findSnapshotId,
  loadTeacher,
  overrideHistory,
  recalculateSnapshot,
  removeOverride,
  snapshotAnswer,
} from '../services/teacher-payouts';
import { idParams } from './crud-schema';

const tags = ['Зарплата преподавателей'];
// money.md §6: teacher payout endpoints sit under the owner area; the page needs manage Management. Reads ask for
// read Management as every read of the app does (a teacher or a plain user is refused either way; a user without
// a role reads where NO_ROLE_ACCESS=read, core.md §6), writes for manage.
const manage = { action: 'manage', subject: 'Management' } as const;
const read = { action: 'read', subject: 'Management' } as const;
const RATE_EXISTS = 'Ставка для этого тарифа и количества учеников уже есть';
const RATE_NOT_FOUND = 'Ставка не найдена';
const TARIFF_NOT_FOUND = 'Тариф не найден';
const STAFF_MISMATCH = 'Преподаватель или цикл в теле запроса не совпадают с адресом';

const rateRow = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: payoutAmounts.id,
      subjectPricingId: payoutAmounts.subjectPricingId,
      subjectPricingName: subjectPricing.name,
      numberOfStudents: payoutAmounts.numberOfStudents,
      payoutAmount: payoutAmounts.payoutAmount,
    })
    .from(payoutAmounts)
    .innerJoin(subjectPricing, eq(subjectPricing.id, payoutAmounts.subjectPricingId))
    .where(eq(payoutAmounts.id, id));
  if (!row) throw new NotFoundError(RATE_NOT_FOUND);
  return row;
};

const checkTariff = async (db: DbOrTx, id: number) => {
  const [row] = await db.select({ id: subjectPricing.id }).from(subjectPricing).where(eq(subjectPricing.id, id));
  if (!row) throw new BadRequestError(TARIFF_NOT_FOUND, [{ field: 'subjectPricing', message: TARIFF_NOT_FOUND }]);
};

// money.md §7 "Payouts, centre 1" and "Payouts, centre 2"; docs/api-money.md "Teacher payouts (issue 9)" is the
// contract, docs/money.md §14 how every amount is made.
export const teacherPayoutRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => dayInTimeZone(new Date(), app.config.tzCentre);
  app.constraintMessages.set('payout_amounts_pricing_students_uq', RATE_EXISTS);

  // ---- Centre 1 (ODINTSOVO) ----

  // Three calls of money.md §7 that recalculate a teacher's cycle: loading (creates the snapshot or recalculates it
  // keeping the adjustments), 'Reset all adjustments' (fresh) and 'Recalculate with overrides'.
  const recalculations = [
    { path: 'snapshot-recalculate', summary: 'Зарплата: расчет (создает или пересчитывает с изменениями)', fresh: false },
    { path: 'recalculate-fresh', summary: 'Зарплата: пересчитать без изменений', fresh: true },
    { path: 'recalculate-with-overrides', summary: 'Зарплата: пересчитать с изменениями', fresh: false },
  ] as const;
  for (const { path, summary, fresh } of recalculations) {
    api.post(
      `/owner/teacher-payout/${path}/:teacherId/:classCycle/:centerType`,
      { config: manage, schema: { tags, summary, description: IDEMPOTENT_WRITE, params: snapshotParams, response: { 200: snapshotAnswerSchema } } },
      async (request) => {
        const { teacherId, classCycle } = request.params;
        const answer = await idempotentWrite(app, request, async (context) => {
          const id = await recalculateSnapshot(context, teacherId, classCycle, fresh);
          return { status: 200, body: await snapshotAnswer(context.tx, id) };
        });
        return answer.body as SnapshotAnswer;
      },
    );
  }

  api.post(
    '/owner/teacher-payout/override/:detailId',
    {
      config: manage,
      schema: { tags, summary: 'Зарплата: изменить сумму', description: IDEMPOTENT_WRITE, params: detailParams, body: overrideBodySchema, response: { 200: snapshotAnswerSchema } },
    },
    async (request) => {
      const { newAmount, reason } = request.body;
      const answer = await idempotentWrite(app, request, async (context) => {
        const id = await addOverride(context, request.params.detailId, newAmount, reason);
        return { status: 200, body: await snapshotAnswer(context.tx, id) };
      });
      return answer.body as SnapshotAnswer;
    },
  );

  api.delete(
    '/owner/teacher-payout/override/:overrideId',
    {
      config: manage,
      schema: { tags, summary: 'Зарплата: удалить изменение', description: IDEMPOTENT_WRITE, params: overrideParams, response: { 200: snapshotAnswerSchema } } },
    async (request) => {
      const answer = await idempotentWrite(app, request, async (context) => {
        const id = await removeOverride(context, request.params.overrideId);
        return { status: 200, body: await snapshotAnswer(context.tx, id) };
      });
      return answer.body as SnapshotAnswer;
    },
  );

  api.get(
    '/owner/teacher-payout/override-history/:detailId',
    { config: read, schema: { tags, summary: 'Зарплата: история изменений строки', params: detailParams, response: { 200: z.array(overrideHistoryRowSchema) } } },
    async (request) => overrideHistory(app.db, request.params.detailId),
  );

  // The stored snapshot as it was last calculated, without recalculating; none yet → snapshot null, no details.
  api.get(
    '/owner/teacher-payout/odintsovo',
    {
      config: { ...read, sampleQuery: 'staffId=1&classCycle=1' },
      schema: { tags, summary: 'Зарплата: сохраненный расчет', querystring: odintsovoQuery, response: { 200: snapshotAnswerSchema } },
    },
    async (request) => {
      const { staffId, classCycle } = request.query;
      await loadTeacher(app.db, staffId);
      return snapshotAnswer(app.db, await findSnapshotId(app.db, staffId, classCycle));
    },
  );

  // ---- Centre 2 (ZELENOGRAD) ----

  api.get(
    '/owner/teacher-payout/zelenograd/calculate/:staffId/:classCycle',
    { config: read, schema: { tags, summary: 'Зарплата (центр 2): расчет по занятиям', params: staffCycleParams, response: { 200: zelenogradPayoutSchema } } },
    async (request) => zelenogradPayout(app.db, request.params.staffId, request.params.classCycle, today()),
  );

  api.post(
    '/owner/teacher-payout/zelenograd/calculate/:staffId/:classCycle',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Зарплата (центр 2): применить изменения',
        description: IDEMPOTENT_WRITE,
        params: staffCycleParams,
        body: zelenogradOverridesBodySchema,
        response: { 200: zelenogradPayoutSchema },
      },
    },
    async (request) => {
      const { staffId, classCycle } = request.params;
      const body = request.body;
      if ((body.staffId !== undefined && body.staffId !== staffId) || (body.classCycle !== undefined && body.classCycle !== classCycle)) {
        throw new BadRequestError(STAFF_MISMATCH);
      }
      const answer = await idempotentWrite(app, request, async (context) => {
        await saveZelenogradOverrides(context, staffId, classCycle, body.studentOverrides, body.classOverrides);
        return { status: 200, body: await zelenogradPayout(context.tx, staffId, classCycle, today()) };
      });
      return answer.body as ZelenogradPayout;
    },
  );

  api.get(
    '/owner/teacher-payout/zelenograd/table',
    { config: read, schema: { tags, summary: 'Ставки выплат (центр 2)', response: { 200: z.array(payoutAmountRowSchema) } } },
    async () => {
      const rows = await app.db
        .select({
          id: payoutAmounts.id,
          subjectPricingId: payoutAmounts.subjectPricingId,
          subjectPricingName: subjectPricing.name,
          numberOfStudents: payoutAmounts.numberOfStudents,
          payoutAmount: payoutAmounts.payoutAmount,
        })
        .from(payoutAmounts)
        .innerJoin(subjectPricing, eq(subjectPricing.id, payoutAmounts.subjectPricingId))
        .orderBy(sql`${subjectPricing.name} collate "und-x-icu"`, asc(payoutAmounts.numberOfStudents), asc(payoutAmounts.id));
      return rows;
    },
  );

  api.post(
    '/payout-amounts',
    { config: manage, schema: { tags, summary: 'Добавить ставку выплаты', body: payoutAmountCreateSchema, response: { 201: payoutAmountRowSchema } } },
    async (request, reply) => {
      const { subjectPricing: pricingId, numberOfStudents, payoutAmount } = request.body;
      const id = await inTransaction(app, request, async (context) => {
        await checkTariff(context.tx, pricingId!);
        const [created] = await context.tx
          .insert(payoutAmounts)
          .values({ subjectPricingId: pricingId!, numberOfStudents, payoutAmount: fromKopecks(payoutAmount) })
          .returning();
        await audit(context, 'create', 'payout-amounts', created.id, null, created);
        return created.id;
      });
      return reply.code(201).send(await rateRow(app.db, id));
    },
  );

  api.patch(
    '/payout-amounts/:id',
    { config: manage, schema: { tags, summary: 'Изменить ставку выплаты', params: idParams, body: payoutAmountUpdateSchema, response: { 200: payoutAmountRowSchema } } },
    async (request) => {
      const id = request.params.id;
      checkBodyId(request.body, ['id'], id);
      const { subjectPricing: pricingId, numberOfStudents, payoutAmount } = request.body;
      await inTransaction(app, request, async (context) => {
        const before = await lockRow(context.tx, payoutAmounts, id);
        if (!before) throw new NotFoundError(RATE_NOT_FOUND);
        if (pricingId != null) await checkTariff(context.tx, pricingId);
        const [after] = await context.tx
          .update(payoutAmounts)
          .set({
            ...(pricingId != null ? { subjectPricingId: pricingId } : {}),
            ...(numberOfStudents !== undefined ? { numberOfStudents } : {}),
            ...(payoutAmount !== undefined ? { payoutAmount: fromKopecks(payoutAmount) } : {}),
          })
          .where(eq(payoutAmounts.id, id))
          .returning();
        await audit(context, 'update', 'payout-amounts', id, before, after);
      });
      return rateRow(app.db, id);
    },
  );

  // The grid is configuration (what a lesson will pay), not money paid: a rate is deleted outright, and the audit
  // log keeps what it was. Payouts already shown are recalculated from the grid as it is.
  api.delete(
    '/payout-amounts/:id',
    { config: manage, schema: { tags, summary: 'Удалить ставку выплаты', params: idParams, response: { 200: payoutAmountRowSchema } } },
    async (request) => {
      const id = request.params.id;
      const row = await rateRow(app.db, id);
      await inTransaction(app, request, async (context) => {
        const before = await lockRow(context.tx, payoutAmounts, id);
        if (!before) throw new NotFoundError(RATE_NOT_FOUND);
        await context.tx.delete(payoutAmounts).where(eq(payoutAmounts.id, id));
        await audit(context, 'delete', 'payout-amounts', id, before, null);
      });
      return row;
    },
  );
};
