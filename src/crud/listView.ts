import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ColumnQuery } from '../components/editable-grid/columnQuery';
import type { GridField } from '../components/editable-grid/gridFields';
import { emptyView, type GridView } from '../components/editable-grid/gridView';
import type { ReferenceId } from '../components/useReferenceOptions';

// The URL keeps a list's view as Refine's filters and sorters (syncWithLocation); the grid reads it back as
// its view: the search box, each column's text filter or ticked entries, and the sorted column.

const fieldOf = (filter: CrudFilter) => ('field' in filter ? filter.field : undefined);

const textOf = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

// ids come back from the URL as strings; numeric ones are the lists' numbers again
const idsOf = (value: unknown): ReferenceId[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((id) =>
    typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : (id as ReferenceId),
  );

export const SEARCH_FIELD = 'q';

export const viewOfQuery = (
  filters: CrudFilter[],
  sorters: CrudSort[],
  fields: GridField[],
  queryOf: (key: string) => ColumnQuery,
): GridView => {
  const find = (field: string, operator: CrudFilter['operator']) =>
    filters.find((filter) => fieldOf(filter) === field && filter.operator === operator);
  const view: GridView = { ...emptyView, filters: {}, choices: {} };
  view.search = textOf(find(SEARCH_FIELD, 'eq')?.value);
  for (const { key } of fields) {
    const filter = queryOf(key).filter;
    if (!filter) continue;
    if ('text' in filter) {
      const text = textOf(find(filter.text, 'contains')?.value);
      if (text) view.filters[key] = text;
    } else {
      const ids = idsOf(find(filter.choice.field, 'eq')?.value);
      if (ids.length > 0) view.choices[key] = ids;
    }
  }
  const sorter = sorters[0];
  const sortedKey = sorter && fields.find(({ key }) => queryOf(key).sortField === sorter.field)?.key;
  view.sort = sortedKey ? { key: sortedKey, order: sorter.order === 'asc' ? 'ascend' : 'descend' } : null;
  return view;
};
