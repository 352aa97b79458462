import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../resources/abilities';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { callsOf, fakeStudentApi, referenceLists, sampleStudent } from '../testing/fakeStudentApi';
import StudentCardPage from './StudentCardPage';

const session = vi.hoisted(() => ({ role: 'ADMIN' as Role }));

afterEach(() => {
  cleanup();
  session.role = 'ADMIN';
});

const renderCard = (api: ReturnType<typeof fakeStudentApi>, path = '/students/5') =>
  renderWithRefine(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/students/:studentId" element={<StudentCardPage />} />
      </Routes>
    </MemoryRouter>,
    { dataProvider: api.provider, role: session.role },
  );

const formatsSelect = () => screen.getByRole('combobox', { name: 'Формат занятий' });

describe('StudentCardPage', { timeout: 20_000 }, () => {
  it('shows the rows of the card and the two panels of the money area', async () => {
    renderCard(fakeStudentApi({ student: sampleStudent(), lists: referenceLists }));
    expect(await screen.findByText('Данные ученика')).toBeTruthy();
    for (const label of ['Имя', 'Класс', 'Телефон ученика', 'Родитель', 'Телефон родителя', 'Группа', 'Предметы', 'Формат занятий', 'Город', 'Маркетинговый канал', 'Комментарий']) {
      expect(screen.getByText(label, { selector: 'th, th *' })).toBeTruthy();
    }
    expect(screen.getByText('+7-916-123-45-67')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Математика 7А' }).getAttribute('href')).toBe('https://example.org/sheet');
    expect(screen.getByText('Платежи ученика')).toBeTruthy();
    expect(screen.getByText('Перерасчет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Изменить родителя' })).toBeTruthy();
  });

  it('links a newly chosen lesson format at once', async () => {
    const api = fakeStudentApi({ student: sampleStudent(), lists: referenceLists });
    renderCard(api);
    await screen.findByText('Данные ученика');
    fireEvent.mouseDown(formatsSelect());
    fireEvent.click(await screen.findByTitle('Смешанный'));
    await waitFor(() =>
      expect(callsOf(api.custom)).toEqual([
        { call: 'POST /api/student-attendance-type-links', payload: { student: '/api/students/5', attendanceType: '/api/attendance-types/3' } },
      ]),
    );
    expect(await screen.findByText('Ученик успешно обновлен!')).toBeTruthy();
  });

  it('removes the link of a dropped lesson format at once', async () => {
    const api = fakeStudentApi({ student: sampleStudent(), lists: referenceLists });
    renderCard(api);
    await screen.findByText('Данные ученика');
    const select = formatsSelect().closest('.ant-select') as HTMLElement;
    const onlineTag = (await within(select).findByText('Онлайн')).closest('.ant-select-selection-item') as HTMLElement;
    fireEvent.click(within(onlineTag).getByLabelText('close'));
    await waitFor(() => expect(callsOf(api.custom)).toEqual([{ call: 'DELETE /api/student-attendance-type-links/11', payload: undefined }]));
  });

  it('sends the chosen city as a reference to its id', async () => {
    const api = fakeStudentApi({ student: sampleStudent(), lists: referenceLists });
    renderCard(api);
    await screen.findByText('Данные ученика');
    fireEvent.click(screen.getByRole('button', { name: 'Изменить: Город' }));
    fireEvent.click(await screen.findByTitle('Одинцово'));
    await waitFor(() => expect(callsOf(api.custom)).toEqual([{ call: 'PATCH /api/students/5', payload: { city: '/api/student-cities/2' } }]));
  });

  it('refuses a parent typed over the current one and points to the dialog', async () => {
    const api = fakeStudentApi({ student: sampleStudent(), lists: referenceLists });
    renderCard(api);
    await screen.findByText('Данные ученика');
    fireEvent.click(screen.getByRole('button', { name: 'Изменить: Родитель' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Родитель' }), { target: { value: 'Петрова Анна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить: Родитель' }));
    expect(await screen.findByText('Родителя необходимо добавлять через "Изменить родителя"!')).toBeTruthy();
    expect(callsOf(api.custom)).toEqual([]);
    expect(screen.getByText('Иванова Мария')).toBeTruthy();
  });

  it('keeps the saved value when the server refuses, and only logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeStudentApi({
      student: sampleStudent(),
      lists: referenceLists,
      customAnswer: () => ({ message: 'Некорректный номер телефона', statusCode: 400 }),
    });
    renderCard(api);
    await screen.findByText('Данные ученика');
    fireEvent.click(screen.getByRole('button', { name: 'Изменить: Комментарий' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Комментарий' }), { target: { value: 'Новый' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить: Комментарий' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('textbox', { name: 'Комментарий' })).toBeNull();
    expect(screen.queryByText('Новый')).toBeNull();
    error.mockRestore();
  });

  it('is read-only without the right to update students', async () => {
    session.role = 'TEACHER';
    renderCard(fakeStudentApi({ student: sampleStudent(), lists: referenceLists }));
    await screen.findByText('Данные ученика');
    expect(screen.queryByRole('button', { name: /^Изменить/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Формат занятий' })).toBeNull();
    expect(screen.getByText('Онлайн')).toBeTruthy();
  });

  it('names a failed load and a missing student', async () => {
    renderCard(fakeStudentApi({ student: { message: 'Network response was not ok', statusCode: 500 } }));
    expect(await screen.findByText('Failed to fetch student data')).toBeTruthy();
    cleanup();
    renderCard(fakeStudentApi({ student: { message: 'Запись не найдена', statusCode: 404 } }));
    expect(await screen.findByText('No student data available')).toBeTruthy();
  });
});
