import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Input, Table } from 'antd';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderWithRefine } from '../components/editable-grid/renderWithRefine';
import { readList } from './readList';
import { useBrowserTable } from './useBrowserTable';

afterEach(cleanup);

type City = { cityId: number; cityName: string; size: number };
const cities: City[] = Array.from({ length: 12 }, (_, index) => ({ cityId: index + 1, cityName: `Город ${index + 1}`, size: index % 3 }));
const cityList = readList<City>('test-cities', 'Reference', 'cityId');
const bySize = (rows: readonly City[], filterOf: (field: string) => unknown) =>
  filterOf('size') === undefined ? [...rows] : rows.filter((row) => row.size === Number(filterOf('size')));
const search = (rows: readonly City[], text: string) => rows.filter((row) => row.cityName.includes(text));

function Cities() {
  const list = useBrowserTable<City>({ declaration: cityList, pageSize: 5, search, narrow: bySize });
  const { search: address } = useLocation();
  return (
    <>
      <Input aria-label="Поиск" value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
      <button onClick={() => list.setFilter('size', 2)}>размер 2</button>
      <Table<City>
        {...list.tableProps}
        rowKey="cityId"
        columns={list.sortable([{ key: 'cityName', title: 'Город', dataIndex: 'cityName', sorter: (left, right) => left.cityId - right.cityId }])}
      />
      <output aria-label="адрес">{decodeURIComponent(address)}</output>
    </>
  );
}

const renderAt = (url: string) => {
  const dataProvider = memoryDataProvider('cityId', cities);
  const getList = vi.spyOn(dataProvider, 'getList');
  renderWithRefine(<Cities />, { dataProvider, url });
  return getList;
};

const shownNames = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);

describe('a hand-written table with its view in the URL', { timeout: 20_000 }, () => {
  it('opens on the page, sort and search a shared link names, and reads the whole list once', async () => {
    const getList = renderAt(
      '/cities?currentPage=2&pageSize=2&sorters[0][field]=cityName&sorters[0][order]=desc&filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=Город 1',
    );
    // 'Город 1' finds 1, 10, 11, 12; sorted down 12, 11, 10, 1; the second page of two
    expect(((await screen.findByLabelText('Поиск')) as HTMLInputElement).value).toBe('Город 1');
    await waitFor(() => expect(shownNames()).toEqual(['Город 10', 'Город 1']));
    expect(screen.getByRole('columnheader', { name: /Город/ }).getAttribute('aria-sort')).toBe('descending');
    for (const [call] of getList.mock.calls) expect(call.pagination?.mode).toBe('off');
  });

  it('writes a page, a filter and a search into the URL, each new view from its first page', async () => {
    renderAt('/cities');
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByLabelText('адрес').textContent).toBe('?currentPage=2'));
    expect(shownNames()[0]).toBe('Город 6');
    fireEvent.click(screen.getByRole('button', { name: 'размер 2' }));
    await waitFor(() => expect(screen.getByLabelText('адрес').textContent).toBe('?filters[0][field]=size&filters[0][operator]=eq&filters[0][value]=2'));
    expect(shownNames()).toEqual(['Город 3', 'Город 6', 'Город 9', 'Город 12']);
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'Город 1' } });
    await waitFor(() => expect(shownNames()).toEqual(['Город 12']));
    expect(screen.getByLabelText('адрес').textContent).toContain('filters[1][field]=q');
  });
});
