import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listsProvider, referenceLists, renderClientsPage, type CustomCall } from '../testing/renderClientsPage';
import NewApplicationPage from './NewApplicationPage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const renderForm = (answer?: (call: CustomCall) => Record<string, unknown>) => {
  const dataProvider = listsProvider(referenceLists, answer);
  renderClientsPage(<NewApplicationPage />, dataProvider);
  return dataProvider;
};

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

// antd's first render of a three-column form is slow on a busy two-core machine
describe('NewApplicationPage', { timeout: 60_000 }, () => {
  it('shows the messages of core.md §5.3 under their fields', async () => {
    renderForm();
    await screen.findByLabelText('Математика');
    submit('Добавить заявку');
    expect(await screen.findByText('Имя ученика обязательно')).toBeTruthy();
    expect(screen.getByText('Выберите класс ученика')).toBeTruthy();
    expect(screen.getByText('Выберите статус заявки')).toBeTruthy();
    expect(screen.getByText('Выберите хотя бы один предмет')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Имя ученика'), { target: { value: 'петя' } });
    expect(await screen.findByText('Имя ученика должно начинаться с большой буквы')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Имя родителя'), { target: { value: 'мария' } });
    expect(await screen.findByText('Имя родителя должно начинаться с большой буквы')).toBeTruthy();
  });

  it('adds an application to client-new and starts afresh', async () => {
    const dataProvider = renderForm(() => ({ clientId: 50 }));
    fireEvent.change(screen.getByLabelText('Имя ученика'), { target: { value: 'Иван Петров' } });
    await choose('Класс', '5 класс');
    await choose('Статус заявки', 'Новая заявка');
    fireEvent.click(await screen.findByLabelText('Физика'));
    submit('Добавить заявку');
    expect(await screen.findByText('Новая заявка успешно добавлена!')).toBeTruthy();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/client-new',
        method: 'post',
        payload: expect.objectContaining({
          clientName: 'Иван Петров',
          schoolYearId: 5,
          clientStatusId: 1,
          subjectIds: [2],
          attendanceTypeIds: [1],
          studentCityId: 1,
          studentSchoolId: 1,
          marketingChannelId: 1,
          studentAdd: false,
        }),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Имя ученика')).toHaveProperty('value', ''));
  });

  it("with 'Добавить как ученика' needs no status or subject and posts to student-new", async () => {
    const dataProvider = renderForm(() => ({ studentId: 80 }));
    fireEvent.click(screen.getByRole('switch', { name: 'Добавить как ученика' }));
    expect(await screen.findByRole('button', { name: 'Добавить ученика' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Имя ученика'), { target: { value: 'Иван Петров' } });
    await choose('Класс', '5 класс');
    submit('Добавить ученика');
    expect(await screen.findByText('Новый ученик успешно добавлен!')).toBeTruthy();
    expect(screen.queryByText('Выберите статус заявки')).toBeNull();
    expect(screen.queryByText('Выберите хотя бы один предмет')).toBeNull();
    expect(dataProvider.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/student-new',
        payload: expect.objectContaining({ studentAdd: true, clientStatusId: null, subjectIds: [] }),
      }),
    );
  });

  it.each([
    ['Такой ученик уже есть', 'Ошибка! Такой ученик уже есть'],
    ['Network response was not ok', 'Произошла ошибка при добавлении новой заявки.'],
  ])('says why the server refused (%s)', async (message, toast) => {
    renderForm(() => ({ message, statusCode: 400 }));
    fireEvent.change(screen.getByLabelText('Имя ученика'), { target: { value: 'Иван Петров' } });
    await choose('Класс', '5 класс');
    await choose('Статус заявки', 'Новая заявка');
    fireEvent.click(await screen.findByLabelText('Математика'));
    submit('Добавить заявку');
    expect(await screen.findByText(toast)).toBeTruthy();
    expect(screen.getByLabelText('Имя ученика')).toHaveProperty('value', 'Иван Петров');
  });

  it('shows the saving state until the server answers, and Очистить empties the form', async () => {
    const dataProvider = renderForm(() => ({ clientId: 51 }));
    let answer: (value: { data: Record<string, unknown> }) => void = () => undefined;
    dataProvider.custom.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(screen.getByLabelText('Имя ученика'), { target: { value: 'Иван Петров' } });
    await choose('Класс', '5 класс');
    await choose('Статус заявки', 'Новая заявка');
    fireEvent.click(await screen.findByLabelText('Физика'));
    submit('Добавить заявку');
    await waitFor(() => expect(screen.getByRole('button', { name: /Добавить заявку/ }).className).toContain('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Очистить' })).toHaveProperty('disabled', true);
    answer({ data: { clientId: 51 } });
    expect(await screen.findByText('Новая заявка успешно добавлена!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Очистить' })).toHaveProperty('disabled', false));

    fireEvent.change(screen.getByLabelText('Имя ученика'), { target: { value: 'Черновик' } });
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    await waitFor(() => expect(screen.getByLabelText('Имя ученика')).toHaveProperty('value', ''));
  });

  it('hides optional fields from the settings and remembers them in formSettings', async () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Город' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Настройки формы' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Город' }));
    });
    expect(JSON.parse(window.localStorage.getItem('formSettings') ?? '{}')).toMatchObject({ showCity: false, showSchool: true });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Город' })).toBeNull());
  });
});
