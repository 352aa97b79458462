import type { FastifyInstance } from 'fastify';

// Issue 9: the cash desk of money.md §2 'Cash desk', §7 'Cash desk' (cash-change/*, daily-change-record).
export const cashDeskRoutes = async (api: FastifyInstance) => {
  void api;
};
