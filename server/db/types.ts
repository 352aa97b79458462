import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

// Both drivers (PGlite and node-postgres) give a PgDatabase; code is written against this one type.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// The handle inside db.transaction(async (tx) => ...): always write through it (notes/data.md §4).
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// A Db or a transaction: helpers that may run inside or outside one take this.
export type DbOrTx = Db | Tx;

export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  // the embedded instance, for its own operations (dumpDataDir in `npm run backup`)
  pglite?: PGlite;
  // applies the pending migrations of server/db/migrations (done once by openDatabase)
  migrate: () => Promise<void>;
  // `work` while no other process that opened this database does start work (migrations, the fill of an empty
  // database): PostgreSQL's advisory lock; on PGlite the folder lock already makes the process the only one
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};
