import { sql, type SQL } from 'drizzle-orm';
import { BadRequestError } from '../errors';
import { collated, single, type ListQuery } from '../lib/list-query';

// The query of the three debtors tabs (issue 22): _start/_end (a page), _sort/_order (one field of the tab's
// sorts), q (the student's name, every word, ё as е) and studentId / classId (one or several ids). Anything else
// is refused with a 400, before any SQL.
export type LedgerQuery = {
  offset?: number;
  limit?: number;
  sort?: { field: string; descending: boolean };
  words: string[];
  studentIds?: number[];
  classIds?: number[];
};

const MAX_INT = 2_147_483_647;

const count = (key: string, raw: string | string[] | undefined) => {
  if (raw === undefined) return undefined;
  const text = single(key, raw);
  if (!/^\d{1,9}$/.test(text)) throw new BadRequestError(`Параметр ${key} должен быть неотрицательным целым числом`);
  return Number(text);
};

const ids = (key: string, raw: string | string[] | undefined) => {
  if (raw === undefined) return undefined;
  return [raw].flat().map((value) => {
    if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_INT) throw new BadRequestError(`Некорректное значение фильтра ${key}`);
    return Number(value);
  });
};

const normalised = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

export const parseLedgerQuery = (query: ListQuery, sorts: readonly string[], filters: readonly string[]): LedgerQuery => {
  for (const key of Object.keys(query)) {
    if (['_start', '_end', '_sort', '_order', 'q'].includes(key) || filters.includes(key)) continue;
    throw new BadRequestError(`Фильтр по полю ${key} невозможен`);
  }
  const start = count('_start', query._start);
  const end = count('_end', query._end);
  if (start !== undefined && end !== undefined && end < start) throw new BadRequestError('Параметр _end должен быть не меньше _start');
  const sortField = query._sort === undefined ? '' : single('_sort', query._sort);
  const order = query._order === undefined ? 'asc' : single('_order', query._order).toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw new BadRequestError('Параметр _order: asc или desc');
  if (sortField && !sorts.includes(sortField)) throw new BadRequestError(`Сортировка по полю ${sortField} невозможна`);
  const search = query.q === undefined ? '' : single('q', query.q);
  return {
    offset: start,
    limit: end === undefined ? undefined : end - (start ?? 0),
    sort: sortField ? { field: sortField, descending: order === 'desc' } : undefined,
    words: normalised(search).split(/\s+/).filter(Boolean),
    studentIds: ids('studentId', query.studentId),
    classIds: ids('classId', query.classId),
  };
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

// The student's name holds every word typed, case- and ё-insensitively ('иван пет' finds 'Петров Иван').
export const nameMatches = (name: SQL, words: readonly string[]): SQL | undefined =>
  words.length === 0
    ? undefined
    : sql.join(
        words.map((word) => sql`replace(lower(${name}), 'ё', 'е') like ${`%${escapeLike(word)}%`}`),
        sql` and `,
      );

export const idIn = (column: SQL, values: readonly number[] | undefined) =>
  values === undefined ? undefined : sql`${column} = any(${`{${values.join(',')}}`}::int[])`;

export const allOf = (conditions: (SQL | undefined)[]): SQL => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

export const pageOf = ({ offset, limit }: LedgerQuery): SQL =>
  sql`${limit === undefined ? sql`` : sql` limit ${limit}`}${offset ? sql` offset ${offset}` : sql``}`;

export const direction = (descending: boolean) => (descending ? sql`desc` : sql`asc`);
export const byName = (name: SQL, descending = false) => sql`${collated(name)} ${direction(descending)}`;
