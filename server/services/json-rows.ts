import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// PGlite spends about a microsecond on every field it hands over (18,700 students x 25 columns ≈ 0.5 s):
// big lists come as one JSON text per row, or one per list, which V8 parses much faster.

type Expression = PgColumn | SQL;

// An instant as Date.prototype.toISOString() writes it (UTC, milliseconds), whatever the session TimeZone.
export const isoInstant = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One row as a JSON object text with the given keys, in their order (json_build_object takes at most 50 pairs).
export const jsonObject = (fields: Record<string, Expression>) =>
  sql<string>`json_build_object(${sql.join(
    Object.entries(fields).map(([key, expression]) => sql`${sql.raw(`'${key}'`)}, ${expression}`),
    sql`, `,
  )})::text`;

// All the matching rows as one JSON text of tuples: [[a, b, c], ...].
export const jsonTuples = (...expressions: Expression[]) =>
  sql<string>`coalesce(json_agg(json_build_array(${sql.join(expressions, sql`, `)})), '[]')::text`;

export const parseJson = <Value>(text: string) => JSON.parse(text) as Value;
