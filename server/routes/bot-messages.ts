import type { FastifyInstance } from 'fastify';

// issue 11 (docs/api-operations.md): filled by its part of the issue.
export const botMessageRoutes = async (_api: FastifyInstance) => {};
