import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import { parseListQuery, type ListQuery } from './crud-query';

// The simple-rest query of an X-info list whose rows are built from several tables (students, applications,
// grades): sortable and filterable fields are columns of the joined tables, `q` searches the named columns,
// and a few filters that are no column (a student's group, subject...) are given as conditions.
export type InfoListSpec = {
  id: PgColumn;
  fields: Record<string, PgColumn>; // read name -> column: the _sort allowlist and the field= / field_like filters
  search: PgColumn[]; // what q matches
  filters?: Record<string, (ids: number[]) => SQL>; // field=value filters on ids that are no column of the row
  sortOnly?: string[]; // fields that sort but do not filter (instants: a filter value would be no Date)
  defaultOrder: SQL[];
};

export type InfoListQuery = { where?: SQL; orderBy: SQL[]; offset?: number; limit?: number };

export const listQuerystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const idValues = (key: string, raw: string | string[]) =>
  (Array.isArray(raw) ? raw : [raw]).map((value) => {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new BadRequestError(`Некорректное значение фильтра ${key}`);
    }
    return Number(value);
  });

export const parseInfoQuery = (query: ListQuery, spec: InfoListSpec): InfoListQuery => {
  const rest: ListQuery = {};
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const custom = spec.filters?.[key];
    if (custom) {
      conditions.push(custom(idValues(key, raw)));
    } else if (key === 'q') {
      if (Array.isArray(raw)) throw new BadRequestError('Параметр q указан несколько раз');
      const text = raw.trim();
      const matches = text ? or(...spec.search.map((column) => ilike(column, likePattern(text)))) : undefined;
      if (matches) conditions.push(matches);
    } else {
      const field = key.replace(/_(ne|gte|lte|like)$/, '');
      if (!key.startsWith('_') && spec.sortOnly?.includes(field)) throw new BadRequestError(`Фильтр по полю ${field} невозможен`);
      rest[key] = raw;
    }
  }
  const parsed = parseListQuery(rest, spec.fields, spec.id);
  if (parsed.where) conditions.push(parsed.where);
  const sorted = rest._sort !== undefined && rest._sort !== '';
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: sorted ? parsed.orderBy : [...spec.defaultOrder, ...parsed.orderBy],
    offset: parsed.offset,
    limit: parsed.limit,
  };
};

export const sendTotal = (reply: FastifyReply, total: number) =>
  reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');

// `column = any(ids)`: one parameter whatever the number of ids (the whole list of 20,000 students included).
export const anyOf = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
