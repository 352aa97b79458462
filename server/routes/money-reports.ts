import type { FastifyInstance } from 'fastify';

// Issue 9: the owner reports of money.md §7 'Reports' (owner/expenses/*, owner/payments/*, owner/profit/*, owner/profit-by-cycle).
export const moneyReportRoutes = async (api: FastifyInstance) => {
  void api;
};
