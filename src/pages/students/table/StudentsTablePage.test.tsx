import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../resources/abilities';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { callsOf, fakeStudentApi, referenceLists, sampleStudent } from '../testing/fakeStudentApi';
import StudentsTablePage from './StudentsTablePage';

const session = vi.hoisted(() => ({ role: 'ADMIN' as Role }));

afterEach(() => {
  cleanup();
  session.role = 'ADMIN';
  window.localStorage.clear();
});

const renderTable = (role: Role, students = [sampleStudent()]) => {
  session.role = role;
  const api = fakeStudentApi({ lists: { ...referenceLists, students } });
  renderWithRefine(
    <MemoryRouter>
      <StudentsTablePage />
    </MemoryRouter>,
    { dataProvider: api.provider, role: session.role },
  );
  return api;
};

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
const studentRow = async () => (await screen.findByRole('link', { name: 'Иванов Пётр' })).closest('tr') as HTMLElement;
const managerOnly = ['Телефон ученика', 'Telegram ученика', 'Telegram родителя'];

describe('StudentsTablePage', { timeout: 30_000 }, () => {
  it('shows every column and the actions to those who manage everything', async () => {
    renderTable('ADMIN');
    await studentRow();
    // the columns right of the screen come a render after those in view
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Ученик', 'Группы', ...managerOnly, 'Телефон родителя', 'Действия'])));
    expect(screen.getByRole('link', { name: 'Иванов Пётр' }).getAttribute('href')).toBe('/students/5');
  });

  it('hides the phone and telegram columns and every action from a teacher, and refuses an edit', async () => {
    renderTable('TEACHER');
    const row = await studentRow();
    // the row's buttons come a render after its values: wait for that render (the header's filters come with them)
    await waitFor(() => expect(document.querySelector('.ant-table-filter-trigger')).not.toBeNull());
    const shown = headers();
    for (const title of [...managerOnly, 'Действия']) expect(shown).not.toContain(title);
    expect(shown).toContain('Телефон родителя');
    expect(within(row).queryByRole('button', { name: 'Изменить' })).toBeNull();
    fireEvent.doubleClick(within(row).getByText('Москва'));
    expect(await screen.findByText('У вас нет прав на редактирование данных студента')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Ученик' })).toBeNull();
  });

  it('names a wrong phone number in its cell and sends nothing', async () => {
    const api = renderTable('ADMIN');
    fireEvent.click(await within(await studentRow()).findByRole('button', { name: 'Изменить' }));
    fireEvent.input(await screen.findByRole('textbox', { name: 'Телефон ученика' }), { target: { value: '916' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Некорректный номер телефона')).toBeTruthy();
    expect(api.custom).not.toHaveBeenCalled();
  });

  it('refuses a parent typed over an existing one', async () => {
    const api = renderTable('ADMIN');
    fireEvent.click(await within(await studentRow()).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Родитель' }), { target: { value: 'Петрова Анна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Родителя необходимо добавлять через "Изменить родителя"!')).toBeTruthy();
    expect(api.custom).not.toHaveBeenCalled();
  });

  it('saves only what changed and names the student when the row has a parent', async () => {
    const api = renderTable('ADMIN');
    fireEvent.click(await within(await studentRow()).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Примечание' }), { target: { value: 'Любит задачи' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(callsOf(api.custom)).toEqual([{ call: 'PATCH /api/students/5', payload: { additionalComment: 'Любит задачи' } }]));
    expect(await screen.findByText('Ученик Иванов Пётр обновлен')).toBeTruthy();
  });

  it('creates a parent typed for a student without one', async () => {
    const api = renderTable('ADMIN', [sampleStudent({ parentId: null, parentName: null, parentPhoneNumber: null, parentTelegramId: null })]);
    fireEvent.click(await within(await studentRow()).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Родитель' }), { target: { value: 'Петрова Анна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(callsOf(api.custom)).toEqual([
        { call: 'POST /api/student-parent-new-with-link', payload: { studentId: 5, parentName: 'Петрова Анна', parentPhoneNumber: null } },
      ]),
    );
    expect(await screen.findByText('Ученик успешно обновлен!')).toBeTruthy();
  });
});
