import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRefine } from '../../components/editable-grid/renderWithRefine';
import { callsOf, fakeStudentApi, referenceLists, sampleStudent } from '../students/testing/fakeStudentApi';
import ArchivedStudentsPage from './ArchivedStudentsPage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const archived = sampleStudent({ isArchived: true, exitStatusId: 1, exitStatusName: 'Переезд' });

const renderArchive = (customAnswer?: (url: string) => unknown) => {
  const api = fakeStudentApi({ lists: { ...referenceLists, 'students-archive': [archived] }, customAnswer });
  renderWithRefine(
    <MemoryRouter>
      <ArchivedStudentsPage />
    </MemoryRouter>,
    { dataProvider: api.provider, role: 'ADMIN' },
  );
  return api;
};

const unarchive = async () => {
  const row = (await screen.findByRole('link', { name: 'Иванов Пётр' })).closest('tr') as HTMLElement;
  fireEvent.click(await within(row).findByRole('button', { name: 'Разархивировать' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Вы уверены, что хотите разархивировать ученика "Иванов Пётр"?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Разархивировать' }));
};

describe('ArchivedStudentsPage', { timeout: 30_000 }, () => {
  it('has exactly the columns of the spec, the reason first', async () => {
    renderArchive();
    await screen.findByText('Переезд');
    const titles = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim()).filter(Boolean);
    // the columns right of the screen come a render after those in view
    await waitFor(() => expect(titles()).toEqual([
      'Причина архивации', 'Ученик', 'Класс', 'Группы', 'Предметы', 'Формат занятий', 'Телефон ученика',
      'Родитель', 'Телефон родителя', 'Город', 'Канал продаж', 'Примечание', 'Действия',
    ]));
  });

  it('unarchives a student after the confirmation that names them', async () => {
    const api = renderArchive();
    await unarchive();
    await waitFor(() => expect(callsOf(api.custom)).toEqual([{ call: 'PATCH /api/students/5', payload: { isArchived: false } }]));
    expect(await screen.findByText('Ученик успешно разархивирован')).toBeTruthy();
  });

  it("names the server's reason when unarchiving fails", async () => {
    renderArchive(() => ({ message: 'Запись не найдена', statusCode: 404 }));
    await unarchive();
    expect(await screen.findByText('Ошибка при разархивации ученика: Запись не найдена')).toBeTruthy();
  });
});
