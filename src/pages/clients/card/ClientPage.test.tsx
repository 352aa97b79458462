import type { DataProvider } from '@refinedev/core';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { listsProvider, referenceLists } from '../testing/renderClientsPage';
import ClientPage from './ClientPage';

afterEach(cleanup);

const renderAt = (path: string, getOne: () => Promise<{ data: unknown }>) => {
  const dataProvider = { ...listsProvider(referenceLists), getOne } as unknown as DataProvider;
  renderWithRefine(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/clients/:clientId" element={<ClientPage />} />
        <Route path="/error" element={<p>страница ошибки</p>} />
      </Routes>
    </MemoryRouter>,
    { dataProvider },
  );
};

describe('ClientPage', { timeout: 60_000 }, () => {
  it('is titled with the application number and shows its fields', async () => {
    renderAt('/clients/12', async () => ({
      data: { clientId: 12, clientName: 'Иван Петров', subjects: [], attendanceTypes: [], additionalComment: 'Позвонить вечером' },
    }));
    expect(screen.getByText('Заявка №12')).toBeTruthy();
    expect(await screen.findByText('Иван Петров')).toBeTruthy();
    expect(screen.getByText('Позвонить вечером')).toBeTruthy();
    expect(screen.getByText('Вернуться к списку').closest('a')?.getAttribute('href')).toBe('/clients/table');
    expect(screen.getByRole('button', { name: /Изменить родителя/ })).toBeTruthy();
  });

  it("says 'Failed to fetch client data' when the read fails", async () => {
    renderAt('/clients/12', () => Promise.reject({ message: 'Запись не найдена', statusCode: 404 }));
    expect(await screen.findByText('Failed to fetch client data')).toBeTruthy();
  });

  it("says 'No client data available' for an empty answer", async () => {
    renderAt('/clients/12', async () => ({ data: null }));
    expect(await screen.findByText('No client data available')).toBeTruthy();
  });

  it('sends an id that is no number to /error', () => {
    renderAt('/clients/abc', async () => ({ data: null }));
    expect(screen.getByText('страница ошибки')).toBeTruthy();
  });
});
