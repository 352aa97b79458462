import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRow } from '../../../../resources/clients';
import { listsProvider, referenceLists, renderClientsPage } from '../testing/renderClientsPage';
import { ChangeParentDialog } from './ChangeParentDialog';

afterEach(cleanup);

const client = { clientId: 12, clientName: 'Иван Петров', parentId: 7, clientParentId: null } as ClientRow;

const renderDialog = (answer: () => Record<string, unknown> = () => ({ clientId: 12 })) => {
  const dataProvider = listsProvider(referenceLists, answer);
  const onClose = vi.fn();
  renderClientsPage(<ChangeParentDialog open client={client} onClose={onClose} />, dataProvider);
  return { dataProvider, onClose, dialog: screen.getByRole('dialog') };
};

describe('ChangeParentDialog', { timeout: 60_000 }, () => {
  it('links a chosen client parent with exactly one id, the other null', async () => {
    const { dataProvider, onClose, dialog } = renderDialog();
    expect(within(dialog).getByText('Изменить родителя')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Родитель' }));
    fireEvent.click(await screen.findByTitle('Ирина Орлова · +7-916-123-45-67'));
    fireEvent.click(save);
    expect(await screen.findByText('Родитель успешно изменен')).toBeTruthy();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/update-client-parent-link',
        method: 'patch',
        payload: { clientId: 12, parentId: null, clientParentId: 9 },
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a new client parent by name and phone, and names an empty name', async () => {
    const { dataProvider, dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Новый родитель' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Имя не может быть пустым!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Имя родителя'), { target: { value: 'Анна Смирнова' } });
    fireEvent.input(within(dialog).getByLabelText('Телефон родителя'), { target: { value: '89035550000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Родитель успешно изменен')).toBeTruthy();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/client-parent-new-with-link',
        method: 'post',
        payload: { clientId: 12, clientParentName: 'Анна Смирнова', clientParentPhoneNumber: '+79035550000' },
      }),
    );
  });

  it("says 'Не удалось изменить родителя' when refused", async () => {
    const { dialog } = renderDialog(() => ({ message: 'Связанная запись не найдена', statusCode: 400 }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Родитель' }));
    fireEvent.click(await screen.findByTitle('Ольга Павлова (текущий)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось изменить родителя')).toBeTruthy();
  });
});
