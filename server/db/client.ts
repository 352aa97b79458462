import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { acquireFolderLock } from './folder-lock';
import * as schema from './schema/index';
import type { Database, Db } from './types';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// DATA_DIR=memory:// keeps the embedded database in memory (tests, throwaway runs): no folder, no lock.
export const IN_MEMORY = 'memory://';

export const pgliteFolder = (config: Pick<Config, 'dataDir'>) => resolve(join(config.dataDir, 'pglite'));

// Any constant works: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_301_924;

const openPglite = async (config: Config): Promise<Database> => {
  const inMemory = config.dataDir === IN_MEMORY;
  const folder = inMemory ? undefined : pgliteFolder(config);
  const lock = folder ? await acquireFolderLock(folder) : undefined;
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({
      dataDir: folder,
      // every opener needs the extension, not only the one that created it (notes/data.md fact 5)
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `TimeZone=${config.tzCentre}`],
    });
    await pglite.waitReady;
    const client = pglite;
    const db = drizzlePglite({ client, schema });
    const database: Database = {
      db: db as unknown as Db,
      engine: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
    await database.migrate();
    return database;
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
};

const openPostgres = async (config: Config): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: config.databaseUrl, options: `-c TimeZone=${config.tzCentre}` });
  // an idle client that loses its server would otherwise crash the process with an unhandled 'error'
  pool.on('error', (error) => console.error('PostgreSQL: соединение потеряно (connection lost):', error.message));
  const db = drizzlePostgres({ client: pool, schema });
  const database: Database = {
    db: db as unknown as Db,
    engine: 'postgres',
    // several instances may start at once on one database: they migrate one at a time
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
};

// Opens the configured engine, takes the PGlite folder lock and applies the migrations.
export const openDatabase = (config: Config): Promise<Database> =>
  config.databaseUrl ? openPostgres(config) : openPglite(config);
