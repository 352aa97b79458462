import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import { collated, isTextColumn, likePattern, ownEntry, parseListQuery, single, type ListQuery } from './list-query';

// The simple-rest query of an X-info list whose rows are built from several tables (students, applications,
// grades): sortable and filterable fields are columns of the joined tables, `q` searches the named columns,
// and a few filters that are no column (a student's group, subject...) are given as conditions.
export type InfoListSpec = {
  id: PgColumn;
  fields: Record<string, PgColumn>; // read name -> column: the _sort allowlist and the field= / field_like filters
  texts?: Record<string, SQL>; // read name -> text expression (a coalesce of two joins): sorts, = and _like
  search: (PgColumn | SQL | SearchIn)[]; // what q matches: a column or expression (ILIKE), or a searchIn
  filters?: Record<string, (ids: number[]) => SQL>; // field=value filters on ids that are no column of the row
  sortOnly?: string[]; // fields that sort but do not filter (instants: a filter value would be no Date)
  defaultOrder: SQL[];
};

// q over some columns of one table, as `key in (select id from table where …)`: that table's trigram indexes
// answer it, where an OR across the columns of joined tables would read every row (issue 7, lists at scale).
export type SearchIn = (pattern: string) => SQL;
export const searchIn =
  (key: PgColumn, table: PgTable, id: PgColumn, columns: PgColumn[]): SearchIn =>
  (pattern) =>
    sql`${key} in (select ${id} from ${table} where ${or(...columns.map((column) => ilike(column, pattern)))})`;

export type InfoListQuery = { where?: SQL; orderBy: SQL[]; offset?: number; limit?: number };

export const listQuerystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const idValues = (key: string, raw: string | string[]) =>
  (Array.isArray(raw) ? raw : [raw]).map((value) => {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new BadRequestError(`Некорректное значение фильтра ${key}`);
    }
    return Number(value);
  });

export const russianOrder = (column: PgColumn) => asc(collated(column));

const sorting = (query: ListQuery, spec: InfoListSpec): SQL[] | undefined => {
  const sortText = query._sort === undefined ? '' : single('_sort', query._sort);
  if (!sortText) return undefined;
  const orders = (query._order === undefined ? '' : single('_order', query._order)).split(',');
  return sortText.split(',').map((name, index) => {
    const column = ownEntry(spec.fields, name);
    const text = ownEntry(spec.texts, name);
    if (!column && !text) throw new BadRequestError(`Сортировка по полю ${name} невозможна`);
    const key = text ? collated(text) : isTextColumn(column!) ? collated(column!) : sql`${column}`;
    const order = (orders[index] || 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw new BadRequestError('Параметр _order: asc или desc');
    return order === 'asc' ? asc(key) : desc(key);
  });
};

const textCondition = (expression: SQL, key: string, raw: string | string[]): SQL => {
  if (key.endsWith('_like')) return ilike(expression, likePattern(single(key, raw)));
  if (/_(ne|gte|lte)$/.test(key)) throw new BadRequestError(`Фильтр ${key} невозможен`);
  const values = Array.isArray(raw) ? raw : [raw];
  return or(...values.map((value) => eq(expression, value))) as SQL;
};

export const parseInfoQuery = (query: ListQuery, spec: InfoListSpec): InfoListQuery => {
  const rest: ListQuery = Object.create(null);
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || key === '_sort' || key === '_order') continue;
    const field = key.replace(/_(ne|gte|lte|like)$/, '');
    const custom = ownEntry(spec.filters, key);
    const text = ownEntry(spec.texts, field);
    if (custom) {
      conditions.push(custom(idValues(key, raw)));
    } else if (text) {
      conditions.push(textCondition(text, key, raw));
    } else if (key === 'q') {
      const value = single('q', raw).trim();
      const pattern = likePattern(value);
      const matches = value
        ? or(...spec.search.map((entry) => (typeof entry === 'function' ? entry(pattern) : ilike(entry, pattern))))
        : undefined;
      if (matches) conditions.push(matches);
    } else {
      if (!key.startsWith('_') && spec.sortOnly?.includes(field)) throw new BadRequestError(`Фильтр по полю ${field} невозможен`);
      rest[key] = raw;
    }
  }
  const parsed = parseListQuery(rest, spec.fields, spec.id);
  if (parsed.where) conditions.push(parsed.where);
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [...(sorting(query, spec) ?? spec.defaultOrder), asc(spec.id)],
    offset: parsed.offset,
    limit: parsed.limit,
  };
};

export const sendTotal = (reply: FastifyReply, total: number) =>
  reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');

// `column = any(ids)`: one parameter whatever the number of ids (the whole list of 20,000 students included).
export const anyOf = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

// Sorting many rows with the ICU collation is slow on PGlite (0.5 s for 28,000 names): small lists that
// come with each row (a student's subjects, a group's students) are put in order here instead.
const russian = new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true });
export const byRussianName =
  <Item>(name: (item: Item) => string) =>
  (left: Item, right: Item) =>
    russian.compare(name(left), name(right));

type Pageable<Select> = { offset: (offset: number) => Select; limit: (limit: number) => Select };

// One page of a list read (or all of it) and the number of rows matching the filters. The whole list counts
// itself; only a page needs the count query, which is therefore run only then.
export const countedPage = async <Select extends Pageable<Select> & PromiseLike<Row[]>, Row>(
  query: InfoListQuery,
  select: Select,
  countQuery: PromiseLike<{ total: number }[]>,
) => {
  let page = select;
  if (query.offset !== undefined) page = page.offset(query.offset);
  if (query.limit !== undefined) page = page.limit(query.limit);
  const paged = query.offset !== undefined || query.limit !== undefined;
  const [counted, rows] = await Promise.all([paged ? countQuery : undefined, page]);
  return { total: counted?.[0].total ?? rows.length, rows };
};
