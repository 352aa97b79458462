import { describe, expect, it } from 'vitest';
import type { GroupRow } from '../../../../resources/groups';
import { classOptions, crudFiltersOf, groupFiltersOf, hasFilters, noFilters, teacherOptions, visibleGroups } from './groupFilters';

const group = (classId: number, className: string, year: [number, string], teacher: [number, string]): GroupRow => ({
  classId,
  className,
  classCycle: 1,
  numberOfLessonsPerCycle: 8,
  schoolYear: { id: year[0], description: year[1] },
  teacher: { teacherId: teacher[0], teacherName: teacher[1] },
  subjectPricing: null,
  subject: { subjectId: 1, subjectName: 'Математика' },
  color: '#1677ff',
  isArchived: false,
  sheetUrl: null,
  teacherSheetId: null,
  enrolledStudents: [],
});

const rows = [
  group(1, 'Физика 10А', [10, '10 класс'], [1, 'Ёлкина Мария']),
  group(2, 'Английский для взрослых', [12, 'Взрослый'], [2, 'Петров Олег']),
  group(3, 'Математика 2Б', [2, '2 класс'], [1, 'Ёлкина Мария']),
  group(4, 'Математика 2А', [2, '2 класс'], [2, 'Петров Олег']),
  group(5, 'Математика: дошкольники', [0, 'Дошкольник'], [3, 'Андреева Анна']),
];
const names = (groups: GroupRow[]) => groups.map((row) => row.className);

describe('visibleGroups', () => {
  it('sorts by class (pre-school first, adult last, numbers ascending), then by name', () => {
    expect(names(visibleGroups(rows, noFilters))).toEqual([
      'Математика: дошкольники',
      'Математика 2А',
      'Математика 2Б',
      'Физика 10А',
      'Английский для взрослых',
    ]);
  });

  it.each([
    ['физ', ['Физика 10А']],
    ['елкина', ['Математика 2Б', 'Физика 10А']],
    [' взрослый ', ['Английский для взрослых']],
    ['2 класс', ['Математика 2А', 'Математика 2Б']],
    ['нет такой', []],
  ])('searches names, teachers and classes: %j', (search, expected) => {
    expect(names(visibleGroups(rows, { search }))).toEqual(expected);
  });

  it('filters by teacher and by class together with the search', () => {
    expect(names(visibleGroups(rows, { search: '', teacherId: 2 }))).toEqual(['Математика 2А', 'Английский для взрослых']);
    expect(names(visibleGroups(rows, { search: '', teacherId: 2, schoolYearId: 2 }))).toEqual(['Математика 2А']);
    expect(names(visibleGroups(rows, { search: 'физ', schoolYearId: 2 }))).toEqual([]);
  });
});

describe('filter options', () => {
  it('offers each teacher once, in Russian order, and classes in class order', () => {
    expect(teacherOptions(rows).map((option) => option.label)).toEqual(['Андреева Анна', 'Ёлкина Мария', 'Петров Олег']);
    expect(classOptions(rows).map((option) => option.label)).toEqual(['Дошкольник', '2 класс', '10 класс', 'Взрослый']);
  });

  it('knows when something is filtered', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ search: '  ' })).toBe(false);
    expect(hasFilters({ search: 'а' })).toBe(true);
    expect(hasFilters({ search: '', schoolYearId: 2 })).toBe(true);
  });
});

describe('group filters as Refine keeps them (in the address)', () => {
  it('reads the search and the chosen teacher and class, ignoring what is no id', () => {
    const fromUrl = [
      { field: 'q', operator: 'eq', value: 'Матем' },
      { field: 'teacherId', operator: 'eq', value: '3' },
      { field: 'schoolYearId', operator: 'eq', value: '5' },
    ] as const;
    expect(groupFiltersOf([...fromUrl])).toEqual({ search: 'Матем', teacherId: 3, schoolYearId: 5 });
    expect(groupFiltersOf([{ field: 'teacherId', operator: 'eq', value: 'abc' }, { field: 'schoolYearId', operator: 'eq', value: '-1' }])).toEqual({
      search: '',
      teacherId: undefined,
      schoolYearId: undefined,
    });
  });

  it('writes them back, dropping the empty ones', () => {
    const written = crudFiltersOf({ search: 'Физика ', schoolYearId: 2 });
    expect(written).toEqual([
      { field: 'q', operator: 'eq', value: 'Физика ' },
      { field: 'schoolYearId', operator: 'eq', value: 2 },
    ]);
    expect(groupFiltersOf(written)).toEqual({ search: 'Физика ', teacherId: undefined, schoolYearId: 2 });
    expect(crudFiltersOf(noFilters)).toEqual([]);
  });
});
