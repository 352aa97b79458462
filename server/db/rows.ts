import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './types';

// Rows of a raw query. Both drivers answer { rows }, but Db's shared type cannot say so.
// int8 values differ (number on PGlite, string on pg): convert them, or select through the query builder.
export const queryRows = async <Row>(db: DbOrTx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
