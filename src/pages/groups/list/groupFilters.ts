import type { CrudFilter } from '@refinedev/core';
import { compareClassNames, type GroupRow } from '../../../../resources/groups';

export type GroupFilters = { search: string; teacherId?: number; schoolYearId?: number };
export type FilterOption = { value: number; label: string };

export const noFilters: GroupFilters = { search: '' };

const collator = new Intl.Collator('ru-RU', { numeric: true, sensitivity: 'base' });

// 'Ёлкин' is found by 'елкин', as people type it.
const comparable = (text: string) => text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');

export const hasFilters = (filters: GroupFilters) =>
  filters.search.trim() !== '' || filters.teacherId !== undefined || filters.schoolYearId !== undefined;

// core.md §2.5: the search looks at the group's name, its teacher and its class (school year).
const matchesSearch = (group: GroupRow, search: string) => {
  const wanted = comparable(search);
  if (!wanted) return true;
  return [group.className, group.teacher.teacherName, group.schoolYear.description].some((text) =>
    comparable(text).includes(wanted),
  );
};

const matches = (group: GroupRow, filters: GroupFilters) =>
  matchesSearch(group, filters.search) &&
  (filters.teacherId === undefined || group.teacher.teacherId === filters.teacherId) &&
  (filters.schoolYearId === undefined || group.schoolYear.id === filters.schoolYearId);

// core.md §2.5: by class (pre-school first, adult last, numbers ascending), then by the group's name.
export const compareGroups = (left: GroupRow, right: GroupRow) =>
  compareClassNames(left.schoolYear.description, right.schoolYear.description) ||
  collator.compare(left.className, right.className);

export const visibleGroups = (groups: readonly GroupRow[], filters: GroupFilters): GroupRow[] =>
  groups.filter((group) => matches(group, filters)).sort(compareGroups);

const distinct = (options: FilterOption[]) => [...new Map(options.map((option) => [option.value, option])).values()];

// The filters offer the teachers and classes that the active groups have.
export const teacherOptions = (groups: readonly GroupRow[]): FilterOption[] =>
  distinct(groups.map(({ teacher }) => ({ value: teacher.teacherId, label: teacher.teacherName }))).sort((left, right) =>
    collator.compare(left.label, right.label),
  );

export const classOptions = (groups: readonly GroupRow[]): FilterOption[] =>
  distinct(groups.map(({ schoolYear }) => ({ value: schoolYear.id, label: schoolYear.description }))).sort((left, right) =>
    compareClassNames(left.label, right.label),
  );

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
