import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { columnQuery } from '../components/editable-grid/columnQuery';
import type { GridField } from '../components/editable-grid/gridFields';
import { serverQuery, type GridView } from '../components/editable-grid/gridView';
import { viewOfQuery } from './listView';

const fields: GridField[] = [
  { key: 'name', field: { kind: 'text', label: 'Имя', rule: z.string() } },
  { key: 'cityId', field: { kind: 'reference', label: 'Город', rule: z.any(), target: 'student-cities' } },
];
const queryOf = (key: string) =>
  columnQuery(
    fields.find((field) => field.key === key)!,
    key === 'cityId' ? { filter: { choice: { field: 'cityId', target: 'student-cities' } }, sort: 'cityName' } : undefined,
    { mode: 'server', queryColumns: 'kind' },
  );

describe('viewOfQuery', () => {
  it('reads back the view that was written as filters and sorters', () => {
    const view: GridView = { search: 'иван', filters: { name: 'ан' }, choices: { cityId: [2, 5] }, sort: { key: 'cityId', order: 'descend' } };
    const query = serverQuery(view, queryOf);
    expect(viewOfQuery(query.filters, query.sorters, fields, queryOf)).toEqual(view);
  });

  it('turns ids that came back from the URL as text into numbers', () => {
    const view = viewOfQuery([{ field: 'cityId', operator: 'eq', value: ['3', 'x'] }], [], fields, queryOf);
    expect(view.choices).toEqual({ cityId: [3, 'x'] });
  });

  it('ignores filters of columns it does not have', () => {
    const view = viewOfQuery([{ field: 'other', operator: 'contains', value: 'a' }], [{ field: 'other', order: 'asc' }], fields, queryOf);
    expect(view).toEqual({ search: '', filters: {}, choices: {}, sort: null });
  });
});
