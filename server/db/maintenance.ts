import { sql } from 'drizzle-orm';
import type { Database, Db } from './types';

// Every table and the migration history: `npm run seed` starts from nothing, whatever history the folder had.
export const dropEverything = async (db: Db) => {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
};

// PGlite runs in single-user mode, without autovacuum: the planner ignores fresh indexes (notes/data.md pitfall 1).
export const vacuumAnalyze = async (database: Database) => {
  if (database.engine === 'pglite') await database.db.execute(sql`vacuum analyze`);
};
