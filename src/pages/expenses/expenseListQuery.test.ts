import { describe, expect, it } from 'vitest';
import { listRequestUrl } from '../../../providers/data';
import { expenseList } from '../../../resources/expenses';
import { exportSearch } from '../../crud/exportList';
import { exportQuery, listParams, paramsOfView, viewOfParams, type ExpenseView } from './expenseListQuery';

// what the list's useList asks expense-info, as the data provider writes it
const listQuery = async (view: ExpenseView) => {
  const url = await listRequestUrl({ resource: expenseList.name, meta: { declaration: expenseList }, ...listParams(view) }, () => '/api');
  const { pathname, searchParams } = new URL(url, 'http://centre.test');
  expect(pathname).toBe('/api/expense-info');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
};

describe('the expenses view in the URL', () => {
  it('reads a bare address as the first page of 25, newest first', async () => {
    const view = viewOfParams(new URLSearchParams(''));
    expect(await listQuery(view)).toEqual({ _sort: 'expenseDate,expenseId', _order: 'desc,desc', _start: '0', _end: '25' });
  });

  it('keeps filters, sort and page through the URL and asks expense-info with them', async () => {
    const params = new URLSearchParams('tab=table&page=3&sort=expenseTotalAmount&order=asc&from=2025-01-01&to=2025-01-31&type=2&type=3&paid=false&q=аренда');
    const view = viewOfParams(params);
    expect(viewOfParams(paramsOfView(view, 'table'))).toEqual(view);
    expect(paramsOfView(view, 'table').get('tab')).toBe('table');
    expect(await listQuery(view)).toEqual({
      q: 'аренда',
      expenseDate_gte: '2025-01-01',
      expenseDate_lte: '2025-01-31',
      expenseTypeId: ['2', '3'],
      paid: 'false',
      _sort: 'expenseTotalAmount,expenseId',
      _order: 'asc,desc',
      _start: '50',
      _end: '75',
    });
  });

  it('ignores what it cannot read', () => {
    const view = viewOfParams(new URLSearchParams('page=-1&pageSize=7&sort=constructor&from=yesterday&type=x'));
    expect(view).toMatchObject({ page: 1, pageSize: 25, sort: null, from: null, types: [] });
  });

  it('exports the rows of the same filters and sort, every page', async () => {
    const view = viewOfParams(new URLSearchParams('page=3&sort=expenseTotalAmount&order=asc&from=2025-01-01&type=2&type=3&paid=false&q=аренда'));
    const { _start, _end, ...pageless } = await listQuery(view);
    expect([_start, _end]).toEqual(['50', '75']);
    const expected = new URLSearchParams();
    for (const [key, value] of Object.entries(pageless)) for (const item of [value].flat()) expected.append(key, item);
    const asked = new URLSearchParams(exportSearch(exportQuery(view), ['expenseDate', 'paid']));
    expect(asked.get('fields')).toBe('expenseDate,paid');
    asked.delete('fields');
    expect([...asked].sort()).toEqual([...expected].sort());
  });
});
