import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentCities } from '../../resources/reference-lists';
import { EditableGrid } from '../components/editable-grid/EditableGrid';
import { memoryDataProvider, renderWithRefine } from '../components/editable-grid/renderWithRefine';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const cities = [
  { studentCityId: 1, studentCityName: 'Москва' },
  { studentCityId: 2, studentCityName: 'Одинцово' },
  { studentCityId: 3, studentCityName: 'Химки' },
];

function Address() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="адрес">{decodeURIComponent(search)}</output>
      <button onClick={() => navigate(pathname)}>пункт меню</button>
    </>
  );
}

const renderAt = (url: string, pagination: 'client' | 'server' = 'client') => {
  const dataProvider = memoryDataProvider('studentCityId', cities);
  const getList = vi.spyOn(dataProvider, 'getList');
  renderWithRefine(
    <>
      <EditableGrid declaration={studentCities} pagination={pagination} />
      <Address />
    </>,
    { dataProvider, url },
  );
  return getList;
};

describe('a list view in the URL', { timeout: 20_000 }, () => {
  it('opens a whole list with the search and sort a shared link names', async () => {
    renderAt(
      '/settings/student-cities?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=о&sorters[0][field]=studentCityName&sorters[0][order]=desc',
    );
    expect(await screen.findByText('Одинцово')).toBeTruthy();
    expect(screen.queryByText('Химки')).toBeNull();
    expect((screen.getByLabelText('Поиск') as HTMLInputElement).value).toBe('о');
    const names = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(names[0]).toContain('Одинцово');
    expect(names[1]).toContain('Москва');
  });

  it('writes a new search of a whole list into the URL, and asks the server nothing but the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const getList = renderAt('/settings/student-cities');
    await screen.findByText('Москва');
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'хим' } });
    await waitFor(() => expect(screen.getByLabelText('адрес').textContent).toContain('filters[0][value]=хим'));
    expect(screen.queryByText('Москва')).toBeNull();
    for (const [call] of getList.mock.calls) expect(call.pagination?.mode).toBe('off');
  });

  it('starts afresh when the bare address of the page is opened again', async () => {
    renderAt('/settings/student-cities?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=хим');
    expect(await screen.findByText('Химки')).toBeTruthy();
    expect(screen.queryByText('Москва')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'пункт меню' }));
    expect(await screen.findByText('Москва')).toBeTruthy();
    expect((screen.getByLabelText('Поиск') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('адрес').textContent).toBe('');
  });

  it('asks the server for the page and size a link names on a paged list', async () => {
    const getList = renderAt('/students/table?currentPage=2&pageSize=50', 'server');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        expect.objectContaining({ pagination: expect.objectContaining({ currentPage: 2, pageSize: 50, mode: 'server' }) }),
      ),
    );
  });
});
