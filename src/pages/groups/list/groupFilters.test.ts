import { describe, expect, it } from 'vitest';
import { crudFiltersOf, groupFiltersOf, hasFilters, noFilters } from './groupFilters';

// the search, the filters and the order themselves are the server's: server/routes/groups-list.test.ts
describe('hasFilters', () => {
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
