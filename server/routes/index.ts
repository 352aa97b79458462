import type { FastifyInstance } from 'fastify';
import { authorise } from '../plugins/authorise';
import { groupRoutes } from './groups';
import { referenceListRoutes } from './reference-lists';
import { systemRoutes } from './system';

// Every /api route: registered here, inside the context that checks tokens and permissions.
export const apiRoutes = async (api: FastifyInstance) => {
  await authorise(api);
  await systemRoutes(api);
  await referenceListRoutes(api);
  await groupRoutes(api);
};
