import type { FastifyInstance } from 'fastify';

// Issue 9: the teacher payouts of money.md §7 'Payouts, centre 1' and 'centre 2', and the payout-rate grid (payout-amounts).
export const teacherPayoutRoutes = async (api: FastifyInstance) => {
  void api;
};
