import { sql } from 'drizzle-orm';
import type { Database } from './types';

// Drops every table and the migration history, then migrates again: `npm run seed` starts from nothing.
export const resetDatabase = async (database: Database) => {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
};

// PGlite runs in single-user mode, without autovacuum: the planner ignores fresh indexes (notes/data.md pitfall 1).
export const vacuumAnalyze = async (database: Database) => {
  if (database.engine === 'pglite') await database.db.execute(sql`vacuum analyze`);
};
