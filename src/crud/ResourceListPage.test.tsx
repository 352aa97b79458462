import type { DataProvider } from '@refinedev/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientParents } from '../../resources/parents';
import { memoryDataProvider, renderWithRefine } from '../components/editable-grid/renderWithRefine';
import { ResourceListPage } from './ResourceListPage';

const ClientParentsPage = () => <ResourceListPage declaration={clientParents} />;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const parents = [{ clientParentId: 4, clientParentName: 'Ирина Орлова', clientParentPhoneNumber: '+79161234567' }];

describe('ResourceListPage (client parents, a pure declaration)', { timeout: 60_000 }, () => {
  it('titles the page as its declaration says', async () => {
    renderWithRefine(<ClientParentsPage />, { dataProvider: memoryDataProvider('clientParentId', parents) });
    expect(await screen.findByRole('heading', { name: 'Родители заявок' })).toBeTruthy();
  });

  it("edits a parent's name, refusing an empty one with the spec's message", async () => {
    renderWithRefine(<ClientParentsPage />, { dataProvider: memoryDataProvider('clientParentId', parents) });
    const row = (await screen.findByText('Ирина Орлова')).closest('tr') as HTMLElement;
    expect(within(row).getByText('+7-916-123-45-67')).toBeTruthy();
    fireEvent.click(await within(row).findByRole('button', { name: 'Изменить' }));
    const name = screen.getByRole('textbox', { name: 'Имя' });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Имя не может быть пустым!')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ирина Соколова' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Родитель успешно обновлен!')).toBeTruthy();
    expect(await screen.findByText('Ирина Соколова')).toBeTruthy();
  });

  it("says 'Error loading parents' when the list cannot be read", async () => {
    const dataProvider = {
      ...memoryDataProvider('clientParentId', []),
      getList: () => Promise.reject({ message: 'Network response was not ok', statusCode: 500 }),
    } as DataProvider;
    renderWithRefine(<ClientParentsPage />, { dataProvider });
    expect(await screen.findByText('Error loading parents')).toBeTruthy();
  });
});
