import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ReferenceId } from '../useReferenceOptions';
import type { ColumnQuery } from './columnQuery';
import { fieldValues } from './fieldValues';
import type { GridField, GridRow } from './gridFields';

export type SortOrder = 'ascend' | 'descend';
// Keyed by column (field key); a server query turns the keys into the API's field names.
export type GridView = {
  search: string; // the 'Поиск' box
  filters: Record<string, string>; // per-column text filters
  choices: Record<string, ReferenceId[]>; // per-column ticked entries
  sort: { key: string; order: SortOrder } | null;
};

export const emptyView: GridView = { search: '', filters: {}, choices: {}, sort: null };

const fold = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').trim();

const textOf = ({ key, field }: GridField, row: GridRow) => fieldValues[field.kind].toText?.(row[key], field) ?? '';

const matchesSearch = (row: GridRow, search: string, fields: GridField[]) =>
  fields.some((gridField) => fieldValues[gridField.field.kind].quickSearch && fold(textOf(gridField, row)).includes(search));

const matchesChoice = (value: unknown, ids: ReferenceId[]) => ids.some((id) => String(id) === String(value));

// Client-side view of a small list: quick filter over the visible text columns, column filters, sorting.
export const viewRows = (rows: GridRow[], view: GridView, visibleFields: GridField[], allFields: GridField[]) => {
  const search = fold(view.search);
  const columnFilters = Object.entries(view.filters)
    .map(([key, text]) => ({ gridField: allFields.find((candidate) => candidate.key === key), text: fold(text) }))
    .filter((filter): filter is { gridField: GridField; text: string } => !!filter.gridField && filter.text !== '');
  const choices = Object.entries(view.choices).filter(([, ids]) => ids.length > 0);

  const filtered = rows.filter(
    (row) =>
      (search === '' || matchesSearch(row, search, visibleFields)) &&
      columnFilters.every(({ gridField, text }) => fold(textOf(gridField, row)).includes(text)) &&
      choices.every(([key, ids]) => matchesChoice(row[key], ids)),
  );

  const sortField = view.sort && allFields.find((candidate) => candidate.key === view.sort?.key);
  const compare = sortField && fieldValues[sortField.field.kind].compare;
  if (!view.sort || !sortField || !compare) return filtered;
  const direction = view.sort.order === 'ascend' ? 1 : -1;
  return [...filtered].sort((left, right) => direction * compare(left[sortField.key], right[sortField.key]));
};

// The same view for a big list, as Refine filters and sorters: simple-rest sends q, field_like, field=id
// (repeated), _sort and _order, each by the API field the column's query names.
export const serverQuery = (
  view: GridView,
  queryOf: (key: string) => ColumnQuery,
): { filters: CrudFilter[]; sorters: CrudSort[] } => {
  const search: CrudFilter[] = view.search.trim() ? [{ field: 'q', operator: 'eq', value: view.search.trim() }] : [];
  const texts: CrudFilter[] = Object.entries(view.filters).flatMap(([key, text]) => {
    const filter = queryOf(key).filter;
    return filter && 'text' in filter && text.trim() !== ''
      ? [{ field: filter.text, operator: 'contains' as const, value: text.trim() }]
      : [];
  });
  const choices: CrudFilter[] = Object.entries(view.choices).flatMap(([key, ids]) => {
    const filter = queryOf(key).filter;
    return filter && 'choice' in filter && ids.length > 0 ? [{ field: filter.choice.field, operator: 'eq' as const, value: ids }] : [];
  });
  const sortField = view.sort && queryOf(view.sort.key).sortField;
  const sorters: CrudSort[] =
    view.sort && sortField ? [{ field: sortField, order: view.sort.order === 'ascend' ? 'asc' : 'desc' }] : [];
  return { filters: [...search, ...texts, ...choices], sorters };
};
