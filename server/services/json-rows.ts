import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types';
import type { InfoListQuery } from '../lib/info-list';

// Big lists are written as JSON by the database, whole: one text for a page of rows with their nested lists,
// sent as it is (server/lib/json-text.ts). Parsing 20,000 rows in Node, grouping their lists and writing them again
// took two to three times as long as the SQL itself (issue 7, lists at scale).

type Expression = PgColumn | SQL;

// An instant as Date.prototype.toISOString() writes it (UTC, milliseconds), whatever the session TimeZone.
export const isoInstant = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One row as a compact JSON object with the given keys, in their order (row_to_json writes no spaces).
// Dates come out as YYYY-MM-DD, numbers and booleans as JSON numbers and booleans.
export const jsonRecord = (fields: Record<string, Expression>) =>
  sql<unknown>`(select row_to_json(row_fields) from (select ${sql.join(
    Object.entries(fields).map(([key, expression]) => sql`${expression} as ${sql.identifier(key)}`),
    sql`, `,
  )}) row_fields)`;

// The JSON array of the related rows `item` built `from` (a from … where … text), in `order`; [] when none.
export const jsonList = (item: SQL, from: SQL, order: SQL) =>
  sql<unknown>`coalesce((select json_agg(${item} order by ${order}) ${from}), '[]'::json)`;

// The ids of a small table in Russian alphabetical order, as the order of the nested lists: `rankIn(ids, id)`.
// The database cannot sort as Intl does here (PGlite's ICU knows no Russian rules, and sorting with a collation
// is slow on PGlite), and a small table sorted here costs a fraction of a millisecond.
const russian = new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true });
export const idsByRussianName = async (db: DbOrTx, id: PgColumn, name: PgColumn) => {
  const rows = (await db
    .select({ id: sql<number>`${id}`, name: sql<string>`${name}` })
    .from(id.table)
    .orderBy(asc(id))) as { id: number; name: string }[];
  return rows.sort((left, right) => russian.compare(left.name, right.name)).map((row) => row.id);
};
export const rankIn = (ids: readonly number[], id: PgColumn) => sql`array_position(${`{${ids.join(',')}}`}::int[], ${id})`;

type PageSelect = { as: (alias: string) => unknown };

// Rows selected as { json: jsonRecord(…) as "json", n: row_number() … as "n" }, ordered and paged, as one JSON array
// text in the order of n, and their number.
export const jsonArrayOf = async (db: DbOrTx, rows: PageSelect): Promise<{ text: string; count: number }> => {
  const page = rows.as('page') as never;
  const [result] = await db
    .select({
      text: sql<string>`coalesce('[' || string_agg(page.json::text, ',' order by page.n) || ']', '[]')`,
      count: sql<number>`count(*)::int`,
    })
    .from(page);
  return result;
};

const rowNumber = (orderBy: SQL[]) => sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as('n');

// A list's table with one left join per reference, each on the referenced table's primary key: the row's flat part
// (a student's parent, city, school…). Filters and sorts may name any joined column.
export type Reference = [table: PgTable & { id: PgColumn }, column: PgColumn];
export const withReferences = (db: DbOrTx, fields: SelectedFields, table: PgTable, references: Reference[]) => {
  let select = db.select(fields).from(table).$dynamic();
  for (const [target, column] of references) select = select.leftJoin(target, eq(target.id, column));
  return select;
};

// A list's select of `fields` over its joins (withReferences, bound to its database and table): the page and its
// count run over the same joins.
type DynamicPage = PageSelect & { offset: (offset: number) => DynamicPage; limit: (limit: number) => DynamicPage };
type FilteredSelect = PromiseLike<unknown[]> & { orderBy: (...orderBy: SQL[]) => { $dynamic: () => DynamicPage } };
export type JoinedSelect = (fields: SelectedFields) => { where: (where: SQL) => FilteredSelect };

// The rows matching `where`, in `orderBy`, paged, each written as `record`: one statement that answers the JSON
// array text of the rows with their nested lists (no N+1, nothing parsed here), and the number of rows on it.
export const jsonRowsPage = (db: DbOrTx, joined: JoinedSelect, record: SQL, where: SQL, orderBy: SQL[], offset?: number, limit?: number) => {
  let page = joined({ json: record.as('json'), n: rowNumber(orderBy) }).where(where).orderBy(...orderBy).$dynamic();
  if (offset !== undefined) page = page.offset(offset);
  if (limit !== undefined) page = page.limit(limit);
  return jsonArrayOf(db, page);
};

// A page of a list (or all of it) as JSON text, and the number matching the filters: only a page counts, over the
// same joins and filters, beside the page itself.
export const jsonListPage = async (db: DbOrTx, joined: JoinedSelect, record: Promise<SQL>, where: SQL, query: InfoListQuery) => {
  const paged = query.offset !== undefined || query.limit !== undefined;
  const countMatching = async () => Number(((await joined({ total: count() }).where(where)) as { total: number }[])[0].total);
  const [counted, page] = await Promise.all([
    paged ? countMatching() : undefined,
    record.then((built) => jsonRowsPage(db, joined, built, where, query.orderBy, query.offset, query.limit)),
  ]);
  return { total: counted ?? page.count, json: page.text };
};
