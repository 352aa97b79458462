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

// The filters live in the address (?q=…&teacher=…&schoolYear=…), so a reload or a shared link keeps them.
const idParameter = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export const filtersFromSearch = (params: URLSearchParams): GroupFilters => ({
  search: params.get('q') ?? '',
  teacherId: idParameter(params.get('teacher')),
  schoolYearId: idParameter(params.get('schoolYear')),
});

export const withFilters = (params: URLSearchParams, filters: GroupFilters): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.search);
  set('teacher', filters.teacherId?.toString());
  set('schoolYear', filters.schoolYearId?.toString());
  return next;
};
