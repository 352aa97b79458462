import type { FastifyInstance } from 'fastify';

// debtors-info, debtors-with-amount-info, recalculations-info, admin-debt-comments (money.md §7 Debtors and recalculations).
export const debtorRoutes = async (_app: FastifyInstance) => {};
