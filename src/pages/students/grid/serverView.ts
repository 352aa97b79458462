import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ReferenceId } from '../../../components/useReferenceOptions';

export type SortDirection = 'asc' | 'desc';

// What a big grid asks the server for (docs/api-core.md "List reads"): q, field_like, field=value (repeated =
// one of), _sort and _order. Filters and the sort are keyed by the API's field names.
export type ServerView = {
  search: string;
  textFilters: Record<string, string>;
  choiceFilters: Record<string, ReferenceId[]>;
  sort: { field: string; order: SortDirection } | null;
};

export const emptyServerView: ServerView = { search: '', textFilters: {}, choiceFilters: {}, sort: null };

export const serverFilters = (view: ServerView): CrudFilter[] => [
  ...(view.search.trim() ? [{ field: 'q', operator: 'eq' as const, value: view.search.trim() }] : []),
  ...Object.entries(view.textFilters)
    .filter(([, text]) => text.trim() !== '')
    .map(([field, text]) => ({ field, operator: 'contains' as const, value: text.trim() })),
  ...Object.entries(view.choiceFilters)
    .filter(([, ids]) => ids.length > 0)
    .map(([field, ids]) => ({ field, operator: 'eq' as const, value: ids })),
];

export const serverSorters = (view: ServerView): CrudSort[] => (view.sort ? [{ field: view.sort.field, order: view.sort.order }] : []);
