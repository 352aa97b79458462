import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type OpenOptions } from '../../db/client';
import type { Database } from '../../db/types';
import { createScratchDatabase } from '../../test/database';
import { seedDemoUsers } from '../users';
import { registerIdp } from './index';
import { readIdpSettings, type IdpSettings } from './settings';

// For the provider's tests: the issuer stays http://localhost:3000/idp while the server listens on a free port,
// so two servers built one after the other on one database are the same provider (a restart).
export const testConfig: Config = loadConfig({ DATA_DIR: 'memory://', PORT: '3000', LOG_LEVEL: 'silent' });

export const testSettings = (overrides: Partial<IdpSettings> = {}): IdpSettings => ({
  ...readIdpSettings({}),
  // every test signs in from 127.0.0.1: only the rate-limit test wants the real per-address limit
  loginAttemptsPerMinute: 10_000,
  ...overrides,
});

// PGlite in memory, or a scratch PostgreSQL database (dropped at close) when TEST_DATABASE_URL is set
export const openTestDatabase = async (options: Pick<OpenOptions, 'logQuery'> = {}): Promise<Database> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  const database = await openDatabase({ ...testConfig, databaseUrl: scratch?.url ?? '' }, options);
  await seedDemoUsers(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch?.drop();
    },
  };
};

export type TestIdp = { app: FastifyInstance; baseUrl: string; redirectUri: string; close: () => Promise<void> };

export const startTestIdp = async (database: Database, settings = testSettings()): Promise<TestIdp> => {
  const app = Fastify({ logger: false });
  await registerIdp(app, { config: testConfig, database, settings });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, redirectUri: `${testConfig.publicUrl}/`, close: () => app.close() };
};
