import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classAttendanceSchema,
  enrollmentTrackingSchema,
  paymentsOverviewSchema,
  schoolOverviewSchema,
  statisticsRangeQuery,
  stayRecordSchema,
} from '../../resources/statistics';
import { classAttendance, enrollmentTracking, paymentsOverview, schoolOverview, stays } from '../services/statistics';

// operations.md §7 "Statistics": the /students/statistics page (read Student); the payments figures need read on
// Payment-Stats (§6): the overview leaves them out for others, and payments/overview refuses them.
const read = { action: 'read', subject: 'Student' } as const;
const sampleQuery = 'startDate=2026-01-01&endDate=2026-12-31';
const tags = ['Статистика'];

export const statisticsRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/statistics/school-overview',
    { config: { ...read, sampleQuery }, schema: { tags, summary: 'Обзор центра за период', querystring: statisticsRangeQuery, response: { 200: schoolOverviewSchema } } },
    async (request) => schoolOverview(app.db, request.query, request.ability!.can('read', 'PaymentStats')),
  );

  api.get(
    '/statistics/enrollment/students-left',
    { config: { ...read, sampleQuery }, schema: { tags, summary: 'Ушедшие за период', querystring: statisticsRangeQuery, response: { 200: z.array(stayRecordSchema) } } },
    async (request) => stays(app.db, request.query, 'left'),
  );

  api.get(
    '/statistics/enrollment/students-joined',
    { config: { ...read, sampleQuery }, schema: { tags, summary: 'Пришедшие за период', querystring: statisticsRangeQuery, response: { 200: z.array(stayRecordSchema) } } },
    async (request) => stays(app.db, request.query, 'joined'),
  );

  api.get(
    '/statistics/school-class-attendance',
    { config: { ...read, sampleQuery }, schema: { tags, summary: 'Посещаемость групп', querystring: statisticsRangeQuery, response: { 200: z.array(classAttendanceSchema) } } },
    async (request) => classAttendance(app.db, request.query),
  );

  api.get(
    '/statistics/payments/overview',
    {
      config: { action: 'read', subject: 'PaymentStats', sampleQuery },
      schema: { tags, summary: 'Платежи за период', querystring: statisticsRangeQuery, response: { 200: paymentsOverviewSchema } },
    },
    async (request) => paymentsOverview(app.db, request.query),
  );

  api.get(
    '/statistics/enrollment/tracking',
    { config: read, schema: { tags, summary: 'Зачисления и уходы по группам', response: { 200: z.array(enrollmentTrackingSchema) } } },
    async () => enrollmentTracking(app.db),
  );
};
