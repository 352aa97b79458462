import type { FastifyInstance } from 'fastify';
import { resources } from '../../resources';
import { tableMappingOf } from '../db/resource-tables';
import { registerCrud } from './crud';

// Every declaration without routes of its own is served from the declaration alone (issue 7): its list and
// the writes its `api` names, on the table found by convention.
export const genericResources = () => resources.filter((declaration) => declaration.routes !== 'own');

export const resourceRoutes = async (app: FastifyInstance) => {
  for (const declaration of genericResources()) registerCrud(app, declaration, tableMappingOf(declaration));
};
