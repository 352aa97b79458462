import type { CrudFilter, CrudSort } from '@refinedev/core';

export const EXPORT_LABEL = 'Выгрузить в Excel';
export const EXPORT_FAILED = 'Не удалось выгрузить данные в Excel';

export type ListQuery = { filters: CrudFilter[]; sorters: CrudSort[] };

const suffixOf: Partial<Record<CrudFilter['operator'], string>> = { contains: '_like', ne: '_ne', gte: '_gte', lte: '_lte' };

// The list's own query in the API's notation (q, field_like, field=id repeated, _sort/_order), without a
// page: the export holds every filtered row. fields names the visible columns, in their order.
export const exportSearch = (query: ListQuery, fields: string[]): string => {
  const search = new URLSearchParams();
  for (const filter of query.filters) {
    if (!('field' in filter)) continue;
    const key = filter.field === 'q' ? 'q' : `${filter.field}${suffixOf[filter.operator] ?? ''}`;
    const values: unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
    for (const value of values) if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  if (query.sorters.length > 0) {
    search.set('_sort', query.sorters.map(({ field }) => field).join(','));
    search.set('_order', query.sorters.map(({ order }) => order).join(','));
  }
  search.set('fields', fields.join(','));
  return search.toString();
};

// The export's address under the API: export/{name}?{query}; the server streams an .xlsx (src/crud/useDownload.ts).
// recordId: the record the list's path names (a group's payments: export/group-payments/{id})
export const exportPath = (name: string, query: ListQuery, fields: string[], recordId?: number | string) =>
  `export/${encodeURIComponent(name)}${recordId === undefined ? '' : `/${encodeURIComponent(String(recordId))}`}?${exportSearch(query, fields)}`;
