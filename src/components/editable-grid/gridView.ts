import type { CrudFilter, CrudSort } from '@refinedev/core';
import { fieldValues } from './fieldValues';
import type { GridField, GridRow } from './gridFields';

export type SortOrder = 'ascend' | 'descend';
export type GridView = {
  search: string; // the 'Поиск' box
  filters: Record<string, string>; // per-column text filters, by field key
  sort: { key: string; order: SortOrder } | null;
};

export const emptyView: GridView = { search: '', filters: {}, sort: null };

const fold = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').trim();

const textOf = ({ key, field }: GridField, row: GridRow) => fieldValues[field.kind].toText?.(row[key], field) ?? '';

const matchesSearch = (row: GridRow, search: string, fields: GridField[]) =>
  fields.some((gridField) => fieldValues[gridField.field.kind].quickSearch && fold(textOf(gridField, row)).includes(search));

// Client-side view of a small list: quick filter over the visible text columns, column filters, sorting.
export const viewRows = (rows: GridRow[], view: GridView, visibleFields: GridField[], allFields: GridField[]) => {
  const search = fold(view.search);
  const columnFilters = Object.entries(view.filters)
    .map(([key, text]) => ({ gridField: allFields.find((candidate) => candidate.key === key), text: fold(text) }))
    .filter((filter): filter is { gridField: GridField; text: string } => !!filter.gridField && filter.text !== '');

  const filtered = rows.filter(
    (row) =>
      (search === '' || matchesSearch(row, search, visibleFields)) &&
      columnFilters.every(({ gridField, text }) => fold(textOf(gridField, row)).includes(text)),
  );

  const sortField = view.sort && allFields.find((candidate) => candidate.key === view.sort?.key);
  const compare = sortField && fieldValues[sortField.field.kind].compare;
  if (!view.sort || !sortField || !compare) return filtered;
  const direction = view.sort.order === 'ascend' ? 1 : -1;
  return [...filtered].sort((left, right) => direction * compare(left[sortField.key], right[sortField.key]));
};

// The same view for a big list, as Refine filters and sorters: simple-rest sends q, field_like, _sort and _order.
export const serverQuery = (view: GridView): { filters: CrudFilter[]; sorters: CrudSort[] } => {
  const filters: CrudFilter[] = Object.entries(view.filters)
    .filter(([, text]) => text.trim() !== '')
    .map(([field, text]) => ({ field, operator: 'contains', value: text.trim() }));
  if (view.search.trim() !== '') filters.unshift({ field: 'q', operator: 'eq', value: view.search.trim() });
  const sorters: CrudSort[] = view.sort
    ? [{ field: view.sort.key, order: view.sort.order === 'ascend' ? 'asc' : 'desc' }]
    : [];
  return { filters, sorters };
};
