import type { AxiosInstance } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadExport, exportSearch } from './exportList';

afterEach(() => vi.restoreAllMocks());

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

describe('downloadExport', () => {
  it('asks GET /api/export/<name> as a blob and saves it under the server file name', async () => {
    const blob = new Blob(['xlsx']);
    const get = vi.fn().mockResolvedValue({
      data: blob,
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%93%D0%BE%D1%80%D0%BE%D0%B4%D0%B0.xlsx" },
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await downloadExport({ get } as unknown as AxiosInstance, {
      apiBase: '/api',
      name: 'student-cities',
      query: { filters: [{ field: 'q', operator: 'eq', value: 'мос' }], sorters: [] },
      fields: ['studentCityName'],
    });

    expect(get).toHaveBeenCalledWith('/api/export/student-cities?q=%D0%BC%D0%BE%D1%81&fields=studentCityName', {
      responseType: 'blob',
    });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Города.xlsx');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
