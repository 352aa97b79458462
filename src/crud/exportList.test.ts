import { describe, expect, it } from 'vitest';
import { exportPath, exportSearch } from './exportList';

describe('exportSearch', () => {
  it('writes the list query in the API notation, without a page, and the visible columns', () => {
    const search = exportSearch(
      {
        filters: [
          { field: 'q', operator: 'eq', value: 'иван' },
          { field: 'clientName', operator: 'contains', value: 'ан' },
          { field: 'studentCityId', operator: 'eq', value: [2, 5] },
        ],
        sorters: [{ field: 'creationDate', order: 'desc' }],
      },
      ['clientName', 'creationDate'],
    );
    const params = new URLSearchParams(search);
    expect(params.get('q')).toBe('иван');
    expect(params.get('clientName_like')).toBe('ан');
    expect(params.getAll('studentCityId')).toEqual(['2', '5']);
    expect(params.get('_sort')).toBe('creationDate');
    expect(params.get('_order')).toBe('desc');
    expect(params.get('fields')).toBe('clientName,creationDate');
    expect([...params.keys()].some((key) => key === '_start' || key === '_end')).toBe(false);
  });
});

describe('exportPath', () => {
  it('names the export under the API with the list query and the visible columns', () => {
    const path = exportPath('student-cities', { filters: [{ field: 'q', operator: 'eq', value: 'мос' }], sorters: [] }, ['studentCityName']);
    expect(path).toBe('export/student-cities?q=%D0%BC%D0%BE%D1%81&fields=studentCityName');
  });
});
