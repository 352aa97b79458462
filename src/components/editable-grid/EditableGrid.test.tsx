import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientStatuses, CLIENT_STATUS_HAS_CLIENTS, studentCities } from '../../../resources/reference-lists';
import { EditableGrid } from './EditableGrid';
import { memoryDataProvider, renderWithRefine } from './renderWithRefine';

// the export's GET through the data provider's custom call (src/crud/useDownload.ts)
const exportRequest = vi.fn();
const withExport = (dataProvider: ReturnType<typeof memoryDataProvider>) => ({ ...dataProvider, custom: exportRequest });
const exported = () => new File(['xlsx'], 'Города.xlsx');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  exportRequest.mockReset();
  window.localStorage.clear();
});

const cities = [
  { studentCityId: 1, studentCityName: 'Москва' },
  { studentCityId: 2, studentCityName: 'Одинцово' },
];

const renderCities = (options: { can?: boolean } = {}) => {
  const dataProvider = memoryDataProvider('studentCityId', cities);
  renderWithRefine(<EditableGrid declaration={studentCities} />, { dataProvider, ...options });
  return dataProvider;
};

const bodyRows = () => screen.getAllByRole('row').slice(1);
const button = (name: string) => screen.getByRole('button', { name });
const nameInput = () => screen.getByRole('textbox', { name: 'Название' });
const queryNameInput = () => screen.queryByRole('textbox', { name: 'Название' });

const addRow = async () => {
  await screen.findByText('Москва');
  fireEvent.click(await screen.findByRole('button', { name: /Добавить/ }));
};

// antd's first render of a table is slow on a busy two-core machine
describe('EditableGrid', { timeout: 20_000 }, () => {
  it('shows the rows of the list', async () => {
    renderCities();
    expect(await screen.findByText('Москва')).toBeTruthy();
    expect(screen.getByText('Одинцово')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Название/ })).toBeTruthy();
  });

  it('adds a row at the top in edit mode, focused on its first field', async () => {
    renderCities();
    await addRow();
    const input = within(bodyRows()[0]).getByRole('textbox', { name: 'Название' });
    expect(document.activeElement).toBe(input);
    expect(bodyRows()).toHaveLength(3);
  });

  it('removes a cancelled new row', async () => {
    renderCities();
    await addRow();
    fireEvent.click(button('Отмена'));
    expect(queryNameInput()).toBeNull();
    expect(bodyRows()).toHaveLength(2);
  });

  it('removes a new row on Escape', async () => {
    renderCities();
    await addRow();
    fireEvent.keyDown(nameInput(), { key: 'Escape' });
    expect(queryNameInput()).toBeNull();
  });

  it('shows the Russian message of the rule for an empty name and sends nothing', async () => {
    const dataProvider = renderCities();
    const create = vi.spyOn(dataProvider, 'create');
    await addRow();
    fireEvent.click(button('Сохранить'));
    expect(await screen.findByText('Название города не может быть пустым')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('names a duplicate before the server does', async () => {
    renderCities();
    await addRow();
    fireEvent.change(nameInput(), { target: { value: 'москва' } });
    fireEvent.click(button('Сохранить'));
    expect(await screen.findByText('Этот город уже существует')).toBeTruthy();
  });

  it('creates with the capitalised name on Enter and shows the success toast', async () => {
    const dataProvider = renderCities();
    const create = vi.spyOn(dataProvider, 'create');
    await addRow();
    fireEvent.change(nameInput(), { target: { value: '  зеленоград ' } });
    fireEvent.keyDown(nameInput(), { key: 'Enter' });
    expect(await screen.findByText('Новый город успешно добавлен!')).toBeTruthy();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ variables: { studentCityName: 'Зеленоград' } }));
    expect(await screen.findByText('Зеленоград')).toBeTruthy();
    expect(queryNameInput()).toBeNull();
  });

  it('removes the new row and shows the server message when the create fails', async () => {
    const dataProvider = renderCities();
    vi.spyOn(dataProvider, 'create').mockRejectedValue({ message: 'Название слишком странное', statusCode: 400 });
    await addRow();
    fireEvent.change(nameInput(), { target: { value: 'Химки' } });
    fireEvent.click(button('Сохранить'));
    expect(await screen.findByText('Ошибка при добавлении города: Название слишком странное')).toBeTruthy();
    await waitFor(() => expect(queryNameInput()).toBeNull());
    expect(bodyRows()).toHaveLength(2);
  });

  it('edits a row in place and shows the update toast', async () => {
    const dataProvider = renderCities();
    const update = vi.spyOn(dataProvider, 'update');
    await screen.findByText('Москва');
    fireEvent.click(await within(bodyRows()[0]).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(nameInput(), { target: { value: 'москва-сити' } });
    fireEvent.click(button('Сохранить'));
    expect(await screen.findByText('Город успешно обновлен!')).toBeTruthy();
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, variables: { studentCityName: 'Москва-сити' } }),
    );
  });

  it('keeps a refused edit open with the server message, and saves it once corrected', async () => {
    const dataProvider = renderCities();
    const update = vi.spyOn(dataProvider, 'update').mockRejectedValueOnce({ message: 'Занято', statusCode: 400 });
    await screen.findByText('Москва');
    fireEvent.click(await within(bodyRows()[0]).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(nameInput(), { target: { value: 'Химки' } });
    fireEvent.click(button('Сохранить'));
    expect(await screen.findByText('Ошибка при обновлении города')).toBeTruthy();
    expect((nameInput() as HTMLInputElement).value).toBe('Химки');
    fireEvent.change(nameInput(), { target: { value: 'Люберцы' } });
    fireEvent.click(button('Сохранить'));
    expect(await screen.findByText('Город успешно обновлен!')).toBeTruthy();
    await waitFor(() => expect(queryNameInput()).toBeNull());
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1, variables: { studentCityName: 'Люберцы' } }));
  });

  it('sends the values of hidden columns with an edit', async () => {
    window.localStorage.setItem('columnVisibility', JSON.stringify({ 'client-statuses': { clientStatusColor: false } }));
    const dataProvider = memoryDataProvider('clientStatusId', [
      { clientStatusId: 1, clientStatusName: 'Новая', clientStatusColor: '#4bdf1a' },
    ]);
    const update = vi.spyOn(dataProvider, 'update');
    renderWithRefine(<EditableGrid declaration={clientStatuses} />, { dataProvider });
    await screen.findByText('Новая');
    fireEvent.click(await within(bodyRows()[0]).findByRole('button', { name: 'Изменить' }));
    expect((nameInput() as HTMLInputElement).value).toBe('Новая');
    fireEvent.change(nameInput(), { target: { value: 'в работе' } });
    fireEvent.keyDown(nameInput(), { key: 'Enter' });
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ id: 1, variables: { clientStatusName: 'В работе', clientStatusColor: '#4bdf1a' } }),
      ),
    );
  });

  it('deletes after confirmation', async () => {
    renderCities();
    await screen.findByText('Москва');
    fireEvent.click(await within(bodyRows()[0]).findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалить запись?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Город успешно удален!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Москва')).toBeNull());
  });

  it("shows the server's reason when a client status cannot be deleted", async () => {
    const dataProvider = memoryDataProvider('clientStatusId', [
      { clientStatusId: 1, clientStatusName: 'Новая', clientStatusColor: '#4bdf1a' },
    ]);
    vi.spyOn(dataProvider, 'deleteOne').mockRejectedValue({ message: CLIENT_STATUS_HAS_CLIENTS, statusCode: 400 });
    renderWithRefine(<EditableGrid declaration={clientStatuses} />, { dataProvider });
    await screen.findByText('Новая');
    expect(screen.getByText('#4bdf1a')).toBeTruthy();
    fireEvent.click(await within(bodyRows()[0]).findByRole('button', { name: 'Удалить' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(CLIENT_STATUS_HAS_CLIENTS)).toBeTruthy();
    expect(screen.getByText('Новая')).toBeTruthy();
  });

  it('starts a new client status with the default colour', async () => {
    const dataProvider = memoryDataProvider('clientStatusId', []);
    const create = vi.spyOn(dataProvider, 'create');
    renderWithRefine(<EditableGrid declaration={clientStatuses} />, { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: /Добавить/ }));
    fireEvent.change(nameInput(), { target: { value: 'пробное занятие' } });
    fireEvent.click(button('Сохранить'));
    await screen.findByText('Новый статус клиента успешно добавлен!');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { clientStatusName: 'Пробное занятие', clientStatusColor: '#4bdf1a' } }),
    );
  });

  it('is read-only without update rights', async () => {
    renderCities({ can: false });
    expect(await screen.findByText('Москва')).toBeTruthy();
    expect(screen.queryByText('Действия')).toBeNull();
    expect(screen.queryByRole('button', { name: /Добавить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
  });

  it('filters the rows with the quick search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCities();
    await screen.findByText('Москва');
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'один' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Москва')).toBeNull();
    expect(screen.getByText('Одинцово')).toBeTruthy();
  });

  it('shows the Russian empty state', async () => {
    renderWithRefine(<EditableGrid declaration={studentCities} />, {
      dataProvider: memoryDataProvider('studentCityId', []),
    });
    expect(await screen.findByText('Нет данных')).toBeTruthy();
  });

  it('keeps hidden columns in local storage under the grid key', async () => {
    renderWithRefine(<EditableGrid declaration={clientStatuses} />, {
      dataProvider: memoryDataProvider('clientStatusId', []),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Колонки/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Цвет' }));
    expect(JSON.parse(window.localStorage.getItem('columnVisibility') ?? '{}')).toEqual({
      'client-statuses': { clientStatusColor: false },
    });
    expect(screen.queryByRole('columnheader', { name: /Цвет/ })).toBeNull();
  });

  it("keeps hidden columns under the declaration's own keys where it names them", async () => {
    const declaration = { ...clientStatuses, columnStorage: { visibility: 'statusesColumnVisibility', widths: 'statusesColumnWidths' } };
    renderWithRefine(<EditableGrid declaration={declaration} />, { dataProvider: memoryDataProvider('clientStatusId', []) });
    fireEvent.click(await screen.findByRole('button', { name: /Колонки/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Цвет' }));
    expect(JSON.parse(window.localStorage.getItem('statusesColumnVisibility') ?? '{}')).toEqual({ clientStatusColor: false });
    expect(window.localStorage.getItem('columnVisibility')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Цвет/ })).toBeNull();
  });

  it('asks the server for one page, its sort and its search in server mode', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dataProvider = memoryDataProvider('studentCityId', cities);
    const getList = vi.spyOn(dataProvider, 'getList');
    renderWithRefine(<EditableGrid declaration={studentCities} pagination="server" pageSize={10} />, { dataProvider });
    await screen.findByText('Москва');
    expect(getList).toHaveBeenLastCalledWith(
      expect.objectContaining({ pagination: expect.objectContaining({ mode: 'server', currentPage: 1, pageSize: 10 }) }),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /Название/ }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ sorters: [{ field: 'studentCityName', order: 'asc' }] }),
      ),
    );
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'Мос' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: [{ field: 'q', operator: 'eq', value: 'Мос' }] }),
      ),
    );
  });

  it('exports the searched rows and the visible columns of a paged list to Excel through the API', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    exportRequest.mockResolvedValue({ data: exported() });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithRefine(<EditableGrid declaration={studentCities} pagination="server" />, {
      dataProvider: withExport(memoryDataProvider('studentCityId', cities)),
    });
    await screen.findByText('Москва');
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'один' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    fireEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [{ url, method, meta }] = exportRequest.mock.calls[0];
    expect(url).toMatch(/^\/api\/export\/student-cities\?/);
    const params = new URLSearchParams(String(url).split('?')[1]);
    expect(params.get('q')).toBe('один');
    expect(params.get('fields')).toBe('studentCityName');
    expect({ method, meta }).toEqual({ method: 'get', meta: { responseType: 'blob', fileName: 'student-cities.xlsx' } });
    expect(click.mock.contexts[0]).toMatchObject({ download: 'Города.xlsx' });
  });

  it('exports a whole list with no query but its visible columns, as the list itself asks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    exportRequest.mockResolvedValue({ data: exported() });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithRefine(<EditableGrid declaration={studentCities} />, { dataProvider: withExport(memoryDataProvider('studentCityId', cities)) });
    await screen.findByText('Москва');
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'один' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    fireEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(exportRequest).toHaveBeenCalled());
    expect(exportRequest.mock.calls[0][0].url).toBe('/api/export/student-cities?fields=studentCityName');
  });
});
