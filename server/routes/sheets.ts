import type { FastifyInstance } from 'fastify';

// issue 11 (docs/api-operations.md): filled by its part of the issue.
export const sheetRoutes = async (_api: FastifyInstance) => {};
