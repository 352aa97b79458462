import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listsProvider, referenceLists, renderClientsPage } from '../testing/renderClientsPage';
import ApplicationsTablePage from './ApplicationsTablePage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const application = {
  clientId: 12,
  clientName: 'Иван Петров',
  clientPhoneNumber: null,
  clientTelegramId: null,
  additionalComment: null,
  parentId: null,
  clientParentId: null,
  clientParentName: null,
  clientParentPhoneNumber: null,
  parentTelegramId: null,
  archived: false,
  attendanceTypes: [],
  clientStatusId: 1,
  clientStatusName: 'Новая заявка',
  clientStatusColor: '#4bdf1a',
  marketingChannelId: 1,
  marketingChannelName: 'Сарафанное радио',
  eligibleForDiscountPrice: false,
  eligibleForOldPrice: false,
  dateOfBirth: null,
  schoolYearId: 5,
  schoolYearDescription: '5 класс',
  studentCityId: 1,
  studentCityName: 'Москва',
  studentSchoolId: 1,
  studentSchoolName: 'Школа № 1',
  subjects: [],
  exitStatusId: null,
  exitStatusName: null,
  creationDate: '2026-01-10T10:00:00Z',
};

const renderTable = () => {
  const dataProvider = listsProvider({ ...referenceLists, clients: [application] }, () => ({ studentId: 90 }));
  renderClientsPage(<ApplicationsTablePage />, dataProvider);
  return dataProvider;
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('ApplicationsTablePage', { timeout: 60_000 }, () => {
  it('links the name to the client page and shows the status', async () => {
    renderTable();
    expect((await screen.findByRole('link', { name: 'Иван Петров' })).getAttribute('href')).toBe('/clients/12');
    expect(screen.getByText('Новая заявка')).toBeTruthy();
  });

  it('asks before making the application a student, then converts it', async () => {
    const dataProvider = renderTable();
    fireEvent.click(await within(await rowOf('Иван Петров')).findByRole('button', { name: 'Добавить ученика' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Вы уверены, что хотите сделать заявку “Иван Петров” учеником?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить ученика' }));
    expect(await screen.findByText('Ученик успешно добавлен!')).toBeTruthy();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/convert-client-to-student', method: 'post', payload: expect.objectContaining({ clientId: 12 }) }),
    );
  });

  it('archives only with a reason', async () => {
    const dataProvider = renderTable();
    fireEvent.click(await within(await rowOf('Иван Петров')).findByRole('button', { name: 'Архивировать' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Архивировать' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Причина архивации' }));
    fireEvent.click(await screen.findByTitle('Нет времени'));
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    fireEvent.click(confirm);
    expect(await screen.findByText('Заявка успешно обновлена!')).toBeTruthy();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/clients/12',
        method: 'patch',
        payload: { isArchived: true, exitStatus: '/api/exit-statuses/2' },
      }),
    );
  });
});
