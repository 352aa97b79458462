import type { FastifyInstance } from 'fastify';

// payment-details-for-2-cycles-info, payment-details-for-all-cycles, payments-by-cycle (money.md §7 Payments).
export const cycleReportRoutes = async (_app: FastifyInstance) => {};
