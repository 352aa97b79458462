import { sql } from 'drizzle-orm';
import { integer, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';

export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

// Names unique case-insensitively (core.md §5.6). server/routes/crud.ts finds the index by this naming rule.
export const lowerUniqueIndexName = (tableName: string, columnName: string) => `${tableName}_${columnName}_lower_uq`;

export const lowerUniqueIndex = (tableName: string, column: PgColumn) =>
  uniqueIndex(lowerUniqueIndexName(tableName, column.name)).on(sql`lower(${column})`);
