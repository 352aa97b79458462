import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BadRequestError } from '../errors';

// The simple-rest list query (@refinedev/simple-rest 6): _start, _end, _sort, _order, q, field=value,
// field_ne, field_gte, field_lte, field_like; repeated keys (getMany's id=1&id=2) mean "one of".
export type ListQuery = Record<string, string | string[] | undefined>;

export type ParsedListQuery = { where?: SQL; orderBy: SQL[]; offset?: number; limit?: number };

const MAX_INT = 2_147_483_647;

// A query key names a field only when the record has it as its own key: `constructor`, `__proto__`,
// `toString`... are properties of every object and must read as unknown fields, never as functions.
export const ownEntry = <Value>(record: Readonly<Record<string, Value>> | undefined, key: string): Value | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
const operators = ['_ne', '_gte', '_lte', '_like'] as const;
type Operator = (typeof operators)[number] | '';

export const single = (key: string, value: string | string[]) => {
  if (Array.isArray(value)) throw new BadRequestError(`Параметр ${key} указан несколько раз`);
  return value;
};

const nonNegative = (key: string, value: string | string[] | undefined) => {
  if (value === undefined) return undefined;
  const text = single(key, value);
  if (!/^\d{1,9}$/.test(text)) throw new BadRequestError(`Параметр ${key} должен быть неотрицательным целым числом`);
  return Number(text);
};

// A filter value converted to the column's type, so that a bad value is a 400 and never reaches SQL.
const typed = (field: string, column: PgColumn, value: string): unknown => {
  if (column.dataType === 'number') {
    if (!/^-?\d{1,10}$/.test(value) || Math.abs(Number(value)) > MAX_INT) {
      throw new BadRequestError(`Некорректное значение фильтра ${field}`);
    }
    return Number(value);
  }
  if (column.dataType === 'boolean') {
    if (value !== 'true' && value !== 'false') throw new BadRequestError(`Некорректное значение фильтра ${field}`);
    return value === 'true';
  }
  return value;
};

export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// A column of a text type: what `q` searches and what sorts by the Russian collation. Dates, numerics and the
// like read as strings too (dataType 'string'), but ILIKE and a collation apply to text types only (42883, 42804).
export const isTextColumn = (column: PgColumn) => ['PgText', 'PgVarchar', 'PgChar'].includes(column.columnType);

// Russian names in Russian order on both engines (notes/data.md: the one ICU collation they share).
export const collated = (expression: PgColumn | SQL) => sql`${expression} collate "und-x-icu"`;
const sortKey = (column: PgColumn) => (isTextColumn(column) ? collated(column) : sql`${column}`);

const splitKey = (key: string): [string, Operator] => {
  const operator = operators.find((suffix) => key.endsWith(suffix));
  return operator ? [key.slice(0, -operator.length), operator] : [key, ''];
};

const condition = (field: string, column: PgColumn, operator: Operator, raw: string | string[]): SQL => {
  if (operator === '') {
    const values = (Array.isArray(raw) ? raw : [raw]).map((value) => typed(field, column, value));
    return values.length === 1 ? eq(column, values[0]) : inArray(column, values);
  }
  const value = single(field + operator, raw);
  if (operator === '_like') return ilike(sql`${column}::text`, likePattern(value));
  const converted = typed(field, column, value);
  if (operator === '_ne') return ne(column, converted);
  return operator === '_gte' ? gte(column, converted) : lte(column, converted);
};

const sorting = (query: ListQuery, fields: Record<string, PgColumn>, idColumn: PgColumn): SQL[] => {
  const sortText = query._sort === undefined ? '' : single('_sort', query._sort);
  const orderText = query._order === undefined ? '' : single('_order', query._order);
  const names = sortText ? sortText.split(',') : [];
  const orders = orderText ? orderText.split(',').map((order) => order.toLowerCase()) : [];
  if (orders.length > names.length || orders.some((order) => order !== 'asc' && order !== 'desc')) {
    throw new BadRequestError('Параметр _order: asc или desc для каждого поля _sort');
  }
  const orderBy = names.map((name, index) => {
    const column = ownEntry(fields, name);
    if (!column) throw new BadRequestError(`Сортировка по полю ${name} невозможна`);
    return orders[index] === 'desc' ? desc(sortKey(column)) : asc(sortKey(column));
  });
  return [...orderBy, asc(idColumn)];
};

export const parseListQuery = (
  query: ListQuery,
  fields: Record<string, PgColumn>, // read field name -> column, the id field included
  idColumn: PgColumn,
): ParsedListQuery => {
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || ['_start', '_end', '_sort', '_order'].includes(key)) continue;
    if (key === 'q') {
      const text = single('q', raw).trim();
      const textColumns = Object.values(fields).filter(isTextColumn);
      if (text && textColumns.length > 0) {
        const matches = or(...textColumns.map((column) => ilike(column, likePattern(text))));
        if (matches) conditions.push(matches);
      }
      continue;
    }
    const [field, operator] = splitKey(key);
    const column = field === 'id' ? idColumn : ownEntry(fields, field);
    if (!column) throw new BadRequestError(`Фильтр по полю ${field} невозможен`);
    conditions.push(condition(field, column, operator, raw));
  }

  const start = nonNegative('_start', query._start);
  const end = nonNegative('_end', query._end);
  if (start !== undefined && end !== undefined && end < start) {
    throw new BadRequestError('Параметр _end не может быть меньше _start');
  }
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: sorting(query, fields, idColumn),
    offset: start,
    limit: end === undefined ? undefined : end - (start ?? 0),
  };
};
