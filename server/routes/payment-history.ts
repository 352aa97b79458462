import type { FastifyInstance } from 'fastify';

// payments-info, payment-details-info and the payment edits (money.md §7 Payments, the read and edit path).
export const paymentHistoryRoutes = async (_app: FastifyInstance) => {};
