import { sql } from 'drizzle-orm';
import { queryRows } from './rows';
import type { Db } from './types';

// Rows per table of the public schema (tests compare them before and after a request; the backup drill, a source
// and its restored copy).
export const rowCounts = async (db: Db): Promise<Record<string, number>> => {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    const [row] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from ${sql.identifier(name)}`);
    counts[name] = Number(row.total);
  }
  return counts;
};
