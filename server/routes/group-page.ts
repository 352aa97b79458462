import type { FastifyInstance } from 'fastify';

// operations.md §7: the routes of this area (issue 10).
export const groupPageRoutes = async (app: FastifyInstance) => {
  void app;
};
