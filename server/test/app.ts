import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { mintAccessToken } from '../auth/mint';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { IN_MEMORY, openDatabase } from '../db/client';
import type { Database, Db } from '../db/types';
import { seedDatabase } from '../seed/index';
import { seedToday } from '../seed/today';
import { createScratchDatabase } from './database';

export type DemoLogin = 'owner' | 'admin' | 'teacher' | 'user' | 'guest';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  tokenFor: (login: DemoLogin | (string & {})) => Promise<string>;
  // inject with an optional demo user's token
  call: (options: InjectOptions & { as?: DemoLogin }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

// The app on a fresh database with the demo users and reference data: PGlite in memory, or a scratch
// PostgreSQL database when TEST_DATABASE_URL is set (dropped again by close()). Both are copies of the run's
// template (server/test/global-setup.ts) where there is one, else migrated and seeded here.
export const createTestApp = async (
  env: Record<string, string> = {},
  { logStream }: Pick<BuildAppOptions, 'logStream'> = {},
): Promise<TestApp> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const injected = inject('databaseTemplate');
  const template = injected?.day === seedToday() ? injected : undefined; // seeded on another day: seeded anew here
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, template?.postgresTemplate) : undefined;
  const seeded = adminUrl ? !!template?.postgresTemplate : !!template?.pgliteTar;
  const config = loadConfig({
    PORT: '3000',
    DATA_DIR: IN_MEMORY,
    DATABASE_URL: scratch?.url ?? '',
    LOG_LEVEL: 'silent',
    API_DOCS: 'true',
    ...env,
  });
  const pgliteTemplate = !adminUrl && template?.pgliteTar ? new Blob([readFileSync(template.pgliteTar)]) : undefined;
  const database = await openDatabase(config, { pgliteTemplate });
  if (!seeded) await seedDatabase(database, { demo: true });
  const app = await buildApp({ config, database, logStream });
  await app.ready();

  const tokenFor = (login: string) =>
    mintAccessToken(database.db, login, {
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      clientId: config.auth.clientId,
      ttlSeconds: config.auth.accessTokenTtl,
    });

  const call: TestApp['call'] = async ({ as, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(as ? { authorization: `Bearer ${await tokenFor(as)}` } : {}) },
    });

  return {
    app,
    config,
    database,
    db: database.db,
    tokenFor,
    call,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
};

// Rows per table of the public schema: compare before and after a refused request.
export { rowCounts } from '../db/row-counts';
