import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParentOption } from '../../../../resources/parents';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { callsOf, fakeStudentApi } from '../testing/fakeStudentApi';
import { ChangeParentDialog } from './ChangeParentDialog';

afterEach(cleanup);

const parents: ParentOption[] = [
  { sequentialId: 1, parentId: 7, clientParentId: null, clientParentName: 'Ольга Павлова', clientParentPhoneNumber: null },
  { sequentialId: 2, parentId: null, clientParentId: 9, clientParentName: 'Ирина Орлова', clientParentPhoneNumber: '+79161234567' },
];

// The card's button opens the dialog again after it was closed.
const renderDialog = (customAnswer?: (url: string) => unknown) => {
  const api = fakeStudentApi({ lists: { 'all-parents': parents }, customAnswer });
  const onClose = vi.fn();
  function Card() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>Изменить родителя</button>
        <ChangeParentDialog
          open={open}
          studentId={5}
          parentId={7}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      </>
    );
  }
  renderWithRefine(<Card />, { dataProvider: api.provider });
  return { api, onClose, dialog: () => screen.getByRole('dialog') };
};

const save = () => within(screen.getByRole('dialog')).getByRole('button', { name: /Сохранить/ });

const chooseParent = async (title: string) => {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Родитель' }));
  fireEvent.click(await screen.findByTitle(title));
};

describe("the student card's ChangeParentDialog (core.md §2.10, §4)", { timeout: 60_000 }, () => {
  it('links a known parent with exactly one id, says so and closes', async () => {
    const { api, onClose } = renderDialog();
    expect(save()).toHaveProperty('disabled', true);
    await chooseParent('Ольга Павлова (текущий)');
    await chooseParent('Ирина Орлова · +7-916-123-45-67');
    expect(save()).toHaveProperty('disabled', false);
    fireEvent.click(save());
    expect(await screen.findByText('Родитель успешно изменен')).toBeTruthy();
    expect(callsOf(api.custom)).toEqual([
      { call: 'POST /api/update-or-create-student-parent-link', payload: { studentId: 5, parentId: null, clientParentId: 9 } },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('adds a new parent by name and phone after naming an empty name', async () => {
    const { api, onClose, dialog } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Новый родитель' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText('Имя родителя')));
    fireEvent.click(save());
    expect(await within(dialog()).findByText('Имя не может быть пустым')).toBeTruthy();
    expect(api.custom).not.toHaveBeenCalled();
    fireEvent.change(within(dialog()).getByLabelText('Имя родителя'), { target: { value: '  Анна Смирнова ' } });
    fireEvent.input(within(dialog()).getByLabelText('Телефон родителя'), { target: { value: '89035550000' } });
    fireEvent.click(save());
    expect(await screen.findByText('Родитель успешно изменен')).toBeTruthy();
    expect(callsOf(api.custom)).toEqual([
      {
        call: 'POST /api/student-parent-new-with-link',
        payload: { studentId: 5, parentName: 'Анна Смирнова', parentPhoneNumber: '+79035550000' },
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Не удалось изменить родителя' with the server's words and stays open", async () => {
    const { onClose } = renderDialog(() => ({ message: 'Связанная запись не найдена', statusCode: 400 }));
    await chooseParent('Ольга Павлова (текущий)');
    fireEvent.click(save());
    expect(await screen.findByText('Не удалось изменить родителя')).toBeTruthy();
    expect(screen.getByText('Связанная запись не найдена')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(save()).toHaveProperty('disabled', false);
  });

  it('shows the saving state on Сохранить until the server answers', async () => {
    const { api } = renderDialog();
    let answer: (value: { data: object }) => void = () => undefined;
    api.custom.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await chooseParent('Ольга Павлова (текущий)');
    fireEvent.click(save());
    await waitFor(() => expect(save().className).toContain('ant-btn-loading'));
    answer({ data: { studentId: 5 } });
    expect(await screen.findByText('Родитель успешно изменен')).toBeTruthy();
  });

  it('starts each opening afresh: back on the list, nothing chosen', async () => {
    const { onClose, dialog } = renderDialog();
    await chooseParent('Ольга Павлова (текущий)');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Новый родитель' }));
    fireEvent.change(within(dialog()).getByLabelText('Имя родителя'), { target: { value: 'Черновик' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Изменить родителя' }));
    await waitFor(() => expect(within(dialog()).getByRole('radio', { name: 'Выбрать из списка' })).toHaveProperty('checked', true));
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Новый родитель' }));
    expect(within(dialog()).getByLabelText('Имя родителя')).toHaveProperty('value', '');
  });
});
