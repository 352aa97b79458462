import type { CrudFilter } from '@refinedev/core';

// core.md §2.5: the search (the group's name, its teacher, its class) and the two filters, which the server applies.
export type GroupFilters = { search: string; teacherId?: number; schoolYearId?: number };

export const noFilters: GroupFilters = { search: '' };

export const hasFilters = (filters: GroupFilters) =>
  filters.search.trim() !== '' || filters.teacherId !== undefined || filters.schoolYearId !== undefined;

// The filters are Refine's (the list's useTable), which keep them in the address, so a reload or a shared link keeps
// them: the search under 'q', the teacher and the class under their ids.
const idOf = (value: unknown) => (/^\d{1,9}$/.test(String(value ?? '')) ? Number(value) : undefined);

const valueOf = (filters: readonly CrudFilter[], field: string) =>
  filters.find((filter) => 'field' in filter && filter.field === field && filter.operator === 'eq')?.value as unknown;

export const groupFiltersOf = (filters: readonly CrudFilter[]): GroupFilters => {
  const search = valueOf(filters, 'q');
  return {
    search: typeof search === 'string' ? search : '',
    teacherId: idOf(valueOf(filters, 'teacherId')),
    schoolYearId: idOf(valueOf(filters, 'schoolYearId')),
  };
};

// only what is chosen: an untouched list keeps a bare address
export const crudFiltersOf = (filters: GroupFilters): CrudFilter[] => [
  ...(filters.search ? [{ field: 'q', operator: 'eq' as const, value: filters.search }] : []),
  ...(filters.teacherId !== undefined ? [{ field: 'teacherId', operator: 'eq' as const, value: filters.teacherId }] : []),
  ...(filters.schoolYearId !== undefined ? [{ field: 'schoolYearId', operator: 'eq' as const, value: filters.schoolYearId }] : []),
];
