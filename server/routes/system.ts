import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../errors';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

const configSchema = z.object({
  auth: z.object({ issuer: z.string(), clientId: z.string() }),
  apiBase: z.string(),
  noRoleAccess: z.enum(['read', 'none']),
});

export const systemRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/health',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Сервер и база данных работают', response: { 200: healthSchema } } },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new ServiceUnavailableError('База данных недоступна');
      }
      return { status: 'ok' as const, database: app.database.engine };
    },
  );

  // What the browser needs before it can sign in (ARCHITECTURE §5).
  api.get(
    '/config',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Настройки входа для браузера', response: { 200: configSchema } } },
    async () => ({
      auth: { issuer: app.config.auth.issuer, clientId: app.config.auth.clientId },
      apiBase: '/api',
      // the browser builds the same abilities as the server, so it must know this switch too
      noRoleAccess: app.config.noRoleAccess,
    }),
  );
};
