import type { FastifyInstance } from 'fastify';

// Issue 9: the expenses of money.md §2 'Expenses' tab 1, §7 'Expenses' (expense-info, expenses, school-class-info/school-classes-with-teacher).
export const expenseRoutes = async (api: FastifyInstance) => {
  void api;
};
