import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { browserConfig, browserConfigSchema } from '../browser-config';
import { ServiceUnavailableError } from '../errors';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });


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

  api.get(
    '/config',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Настройки входа для браузера', response: { 200: browserConfigSchema } } },
    async () => browserConfig(app.config),
  );
};
