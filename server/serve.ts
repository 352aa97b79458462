import type { FastifyInstance } from 'fastify';
import { assertNoDemoPasswords, demoUsers } from './auth/users';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { vacuumAnalyze } from './db/maintenance';
import type { Database } from './db/types';
import { isDatabaseEmpty, seedDatabase } from './seed/index';
import { startBackgroundWork } from './workers/index';

export type RunningServer = { app: FastifyInstance; database: Database; url: string; stop: () => Promise<void> };

// `maintenance: false` skips the start's vacuum, for a database known to be fresh from one (the e2e copies).
export type ServeOptions = { maintenance?: boolean };

// An empty database gets the reference lists (and the demo centre outside production). Instances starting at once
// on one empty PostgreSQL database take turns: the second finds it filled (issue 24, the cluster test).
export const fillIfEmpty = (database: Database, config: Pick<Config, 'production'>): Promise<boolean> =>
  database.exclusively(async () => {
    if (!(await isDatabaseEmpty(database.db))) return false;
    await seedDatabase(database, { demo: !config.production });
    return true;
  });

// Opens the database (lock, migrations), fills an empty one, and listens. Shared by `npm start` and `npm run dev`.
export const serve = async (config: Config, { maintenance = true }: ServeOptions = {}): Promise<RunningServer> => {
  const database = await openDatabase(config);
  try {
    const filled = await fillIfEmpty(database, config);
    // PGlite has no autovacuum: every start doubles as its periodic maintenance (a no-op on PostgreSQL)
    if (!filled && maintenance) await vacuumAnalyze(database);
    if (config.production && config.auth.embedded) await assertNoDemoPasswords(database.db);
    const app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    const stopBackgroundWork = await startBackgroundWork({ config, database, log: app.log });
    return {
      app,
      database,
      url: `http://localhost:${config.port}`,
      stop: async () => {
        await stopBackgroundWork();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};

export const describeStart = (config: Config, url: string) => {
  const lines = [`Сервер запущен: ${url}`];
  if (config.publicUrl !== url) lines.push(`Публичный адрес: ${config.publicUrl}`);
  lines.push(`База данных: ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`);
  if (config.apiDocs) lines.push(`Документация API: ${url}/api/docs`);
  if (config.auth.embedded && !config.production) {
    lines.push('Демо-пользователи (логин / пароль):');
    for (const user of demoUsers) lines.push(`  ${user.login} / ${user.password}  ${user.roles.join(', ') || 'без роли'}`);
  }
  return lines.join('\n');
};
