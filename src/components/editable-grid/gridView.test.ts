import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../resources/define';
import type { ColumnQuery } from './columnQuery';
import type { GridField } from './gridFields';
import { emptyView, serverQuery, viewRows, type GridView } from './gridView';

const field = (kind: FieldDeclaration['kind'], extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  kind,
  label: kind,
  rule: z.any(),
  ...extra,
});

const fields: GridField[] = [
  { key: 'name', field: field('text') },
  { key: 'phone', field: field('phone') },
  { key: 'amount', field: field('money') },
  { key: 'born', field: field('date') },
  { key: 'level', field: field('enum', { options: { high: 'Высокий', low: 'Низкий' } }) },
];

const rows = [
  { id: 1, name: 'Ёлкин', phone: '+79161234567', amount: '100.50', born: '2010-05-01', level: 'high' },
  { id: 2, name: 'анна', phone: null, amount: '20', born: null, level: 'low' },
  { id: 3, name: 'Борис', phone: '+79035550000', amount: '1000', born: '2009-01-01', level: null },
];

const ids = (list: Record<string, unknown>[]) => list.map((row) => row.id);
const view = (patch: Partial<GridView>): GridView => ({ ...emptyView, ...patch });

describe('viewRows', () => {
  it.each([
    ['no view', view({}), [1, 2, 3]],
    ['search in names, any case', view({ search: 'АНН' }), [2]],
    ['ё and е alike', view({ search: 'елк' }), [1]],
    ['search in formatted phones', view({ search: '916-123' }), [1]],
    ['search in enum labels', view({ search: 'низк' }), [2]],
    ['search skips non-text columns', view({ search: '1000' }), []],
    ['column filter on a date, as shown', view({ filters: { born: '01.05' } }), [1]],
    ['ticked entries of a column', view({ choices: { level: ['low'] } }), [2]],
    ['column filters combine', view({ filters: { name: 'б', level: 'выс' } }), []],
    ['text sort, Russian order, case-blind', view({ sort: { key: 'name', order: 'ascend' } }), [2, 3, 1]],
    ['money sort by value', view({ sort: { key: 'amount', order: 'descend' } }), [3, 1, 2]],
    ['empty dates last ascending', view({ sort: { key: 'born', order: 'ascend' } }), [3, 1, 2]],
  ])('%s', (_case, gridView, expected) => {
    expect(ids(viewRows(rows, gridView, fields, fields))).toEqual(expected);
  });

  it('searches only the visible columns', () => {
    expect(ids(viewRows(rows, view({ search: '916' }), fields.slice(0, 1), fields))).toEqual([]);
  });
});

describe('serverQuery', () => {
  const queries: Record<string, ColumnQuery> = {
    name: { sortField: 'name', filter: { text: 'name' } },
    city: { sortField: 'cityName', filter: { choice: { field: 'cityId', target: 'student-cities' } } },
    phone: { filter: { text: 'phoneNumber' } },
  };
  const queryOf = (key: string) => queries[key] ?? {};

  it.each([
    ['nothing', view({}), { filters: [], sorters: [] }],
    [
      'search, column filter and sort',
      view({ search: ' Ив ', filters: { name: 'ан', phone: ' ' }, sort: { key: 'name', order: 'descend' } }),
      {
        filters: [
          { field: 'q', operator: 'eq', value: 'Ив' },
          { field: 'name', operator: 'contains', value: 'ан' },
        ],
        sorters: [{ field: 'name', order: 'desc' }],
      },
    ],
    [
      "the API's own field names, and ticked entries",
      view({ filters: { phone: '916' }, choices: { city: [1, 3], name: [2] }, sort: { key: 'city', order: 'ascend' } }),
      {
        filters: [
          { field: 'phoneNumber', operator: 'contains', value: '916' },
          { field: 'cityId', operator: 'eq', value: [1, 3] },
        ],
        sorters: [{ field: 'cityName', order: 'asc' }],
      },
    ],
    ['no sort where the column has none', view({ sort: { key: 'phone', order: 'ascend' } }), { filters: [], sorters: [] }],
  ])('%s', (_case, gridView, expected) => {
    expect(serverQuery(gridView, queryOf)).toEqual(expected);
  });
});
