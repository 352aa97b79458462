import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderWithRefine } from '../components/editable-grid/renderWithRefine';
import SettingsPage from './SettingsTabsPage';

afterEach(cleanup);

function Location() {
  return <output aria-label="адрес">{useLocation().pathname}</output>;
}

const renderAt = (path: string, can: boolean | ((resource?: string) => boolean) = true) => {
  const dataProvider = memoryDataProvider('studentCityId', [{ studentCityId: 1, studentCityName: 'Москва' }]);
  const getList = vi.spyOn(dataProvider, 'getList');
  renderWithRefine(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings/:tab" element={<SettingsPage />} />
      </Routes>
      <Location />
    </MemoryRouter>,
    { dataProvider, can },
  );
  return getList;
};

// antd's first render of tabs and a table is slow on a busy two-core machine
describe('SettingsPage', { timeout: 20_000 }, () => {
  it('shows the six lists as tabs in the spec order', async () => {
    renderAt('/settings/student-cities');
    expect(screen.getByText('Справочники')).toBeTruthy();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Статусы клиентов',
      'Предметы',
      'Города',
      'Маркетинговые каналы',
      'Кабинеты',
      'Школы',
    ]);
  });

  it('opens the tab named in the URL', async () => {
    const getList = renderAt('/settings/student-cities');
    expect(await screen.findByText('Москва')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Города');
    expect(getList).toHaveBeenCalledWith(expect.objectContaining({ resource: 'student-cities' }));
  });

  it('puts the chosen tab into the URL', async () => {
    renderAt('/settings/student-cities');
    fireEvent.click(await screen.findByRole('tab', { name: 'Школы' }));
    expect(screen.getByLabelText('адрес').textContent).toBe('/settings/student-schools');
  });

  it('falls back to the first tab for an unknown one', async () => {
    renderAt('/settings/nothing');
    await waitFor(() => expect(screen.getByLabelText('адрес').textContent).toBe('/settings/client-statuses'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Статусы клиентов');
  });

  it('has no tab for a list the user may not read', async () => {
    renderAt('/settings/subjects', (resource) => resource !== 'subjects');
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('tab', { name: 'Предметы' })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('адрес').textContent).toBe('/settings/client-statuses'));
  });
});
