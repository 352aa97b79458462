import type { FastifyInstance } from 'fastify';

// addPayment, student-classes-for-payment-info, payment-descriptors-info, all-students-info, cash-change (money.md §7 Payments, the write path).
export const paymentCreateRoutes = async (_app: FastifyInstance) => {};
