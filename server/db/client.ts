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
import { acquireFolderLock, FolderLockedError } from './folder-lock';
import { dropEverything } from './maintenance';
import * as schema from './schema/index';
import type { Database, Db } from './types';
import { releaseClientsOfFailedTransactions } from './postgres-transaction';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// DATA_DIR=memory:// keeps the embedded database in memory (tests, throwaway runs): no folder, no lock.
export const IN_MEMORY = 'memory://';

export const pgliteFolder = (config: Pick<Config, 'dataDir'>) => resolve(join(config.dataDir, 'pglite'));

export class MigrationMismatchError extends Error {}

// A database made by an older, since rewritten history (before migrations were only added) fails here: say what to do.
const explainMigrationFailure = (error: unknown): unknown => {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code !== '42P07') return error;
  return new MigrationMismatchError(
    'Миграции не совпадают с базой данных (история миграций пересоздана). Выполните npm run seed или удалите папку данных.\n' +
      'The database does not match the migrations (their history was regenerated). Run npm run seed or delete the data folder.',
    { cause: error },
  );
};

// Any constant works: it only has to be the same in every process that starts on this database.
const START_LOCK_KEY = 7_301_924;

const openPglite = async (config: Config, options: OpenOptions): Promise<Database> => {
  const inMemory = config.dataDir === IN_MEMORY;
  const folder = inMemory ? undefined : pgliteFolder(config);
  const lock = folder ? await acquireFolderLock(folder) : undefined;
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({
      dataDir: folder,
      loadDataDir: options.pgliteTemplate,
      // every opener needs the extension, not only the one that created it (notes/data.md fact 5)
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `TimeZone=${config.tzCentre}`],
    });
    await pglite.waitReady;
    const client = pglite;
    const db = drizzlePglite({ client, schema, logger: queryLogger(options) });
    const database: Database = {
      db: db as unknown as Db,
      engine: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder }).catch((error: unknown) => Promise.reject(explainMigrationFailure(error))),
      exclusively: (work) => work(),
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
    if (options.reset) await dropEverything(database.db);
    await database.migrate();
    return database;
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
};

const openPostgres = async (config: Config, options: OpenOptions): Promise<Database> => {
  releaseClientsOfFailedTransactions();
  const pool = new pg.Pool({ connectionString: config.databaseUrl, options: `-c TimeZone=${config.tzCentre}` });
  // an idle client that loses its server would otherwise crash the process with an unhandled 'error'
  const connectionLost = (error: Error) => console.error('PostgreSQL: соединение потеряно (connection lost):', error.message);
  pool.on('error', connectionLost);
  // ...and so would a checked-out client between two queries of a transaction (pg_terminate_backend, a restart):
  // the request in flight gets its 503 from the failed query, the pool drops the client and connects anew
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzlePostgres({ client: pool, schema, logger: queryLogger(options) });
  // several instances may start at once on one database: they migrate, and fill an empty one, one at a time
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  };
  const database: Database = {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: () => exclusively(() => migratePostgres(db, { migrationsFolder })).catch((error: unknown) => Promise.reject(explainMigrationFailure(error))),
    exclusively,
    close: () => pool.end(),
  };
  try {
    if (options.reset) await dropEverything(database.db);
    await database.migrate();
    return database;
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
};

export type OpenOptions = {
  reset?: boolean; // drop every table first (npm run seed)
  pgliteTemplate?: Blob; // start from this dumped data folder (the API tests' template, server/test/database-template.ts)
  logQuery?: (query: string, params: unknown[]) => void; // sees every statement (the bench replays a route's SQL)
};

const queryLogger = ({ logQuery }: OpenOptions) => (logQuery ? { logQuery } : undefined);

// Opens the configured engine, takes the PGlite folder lock and applies the migrations.
export const openDatabase = (config: Config, options: OpenOptions = {}): Promise<Database> =>
  config.databaseUrl ? openPostgres(config, options) : openPglite(config, options);

// What to print when the server or a CLI cannot open the database: the explanation of a known refusal, else the error.
export const startFailure = (error: unknown) =>
  error instanceof FolderLockedError || error instanceof MigrationMismatchError ? error.message : error;
