import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../resources/abilities';
import type { GetListParams } from '@refinedev/core';
import type { GroupFilterOptions, GroupRow } from '../../../resources/groups';
import { renderWithRefine } from '../../components/editable-grid/renderWithRefine';
import GroupsPage from './GroupsPage';
import { groupRow, groupsDataProvider, type CustomCall, type ListAnswer } from './testing/groupFixtures';

const session = vi.hoisted(() => ({ role: 'ADMIN' as Role }));
vi.mock('../../auth/useSession', () => ({
  useSession: () => ({ status: 'authenticated', identity: null, role: session.role }),
}));

afterEach(cleanup);
beforeEach(() => {
  session.role = 'ADMIN';
});

// the server's order: by class, then by name (core.md §2.5)
const sample: GroupRow[] = [
  groupRow({ classId: 3, className: 'Английский: дошкольники', schoolYear: { id: 1, description: 'Дошкольник' }, sheetUrl: null }),
  groupRow({
    classId: 2,
    className: 'Математика 5Б',
    teacher: { teacherId: 2, teacherName: 'Ёлкина Мария' },
    enrolledStudents: [
      { studentId: 11, studentName: 'Иванов Иван' },
      { studentId: 12, studentName: 'Сидорова Анна' },
    ],
  }),
  groupRow({ classId: 1, className: 'Физика 10А', schoolYear: { id: 10, description: '10 класс' } }),
];
const sampleOptions: GroupFilterOptions = {
  total: 3,
  teachers: [
    { value: 2, label: 'Ёлкина Мария' },
    { value: 1, label: 'Петров Олег' },
  ],
  classes: [
    { value: 1, label: 'Дошкольник' },
    { value: 5, label: '5 класс' },
    { value: 10, label: '10 класс' },
  ],
};

const lists = (groups: ListAnswer = sample) => ({
  'teacher-sheets': groups,
  'school-years': [
    { schoolYearId: 5, schoolYearDescription: '5 класс' },
    { schoolYearId: 10, schoolYearDescription: '10 класс' },
  ],
  teachers: [
    { teacherId: 1, teacherName: 'Петров Олег' },
    { teacherId: 2, teacherName: 'Ёлкина Мария' },
  ],
  subjects: [{ subjectId: 1, subjectName: 'Математика' }],
  'subject-pricing': [{ subjectPricingId: 1, subjectPricingName: 'Стандарт' }],
});

const renderPage = (groups?: ListAnswer, answer?: (call: CustomCall) => unknown, options = sampleOptions) => {
  const api = groupsDataProvider(lists(groups), answer, options);
  renderWithRefine(
    <MemoryRouter>
      <GroupsPage />
    </MemoryRouter>,
    { dataProvider: api.provider, role: session.role },
  );
  return api;
};

const card = (name: string) => screen.getByRole('article', { name });
const openDetails = (name: string) => fireEvent.click(within(card(name)).getByText('Подробнее'));
const titles = () => screen.getAllByRole('link').map((link) => link.textContent).filter((text) => text?.startsWith('Группа ') || sample.some((group) => group.className === text));
const searchOf = (params: GetListParams) =>
  params.filters?.find((filter) => 'field' in filter && filter.field === 'q')?.value as string | undefined;

// antd's first render of cards, selects and dialogs is slow on a busy two-core machine
describe('GroupsPage', { timeout: 60_000 }, () => {
  it('shows the server’s groups in its order with its counters, and asks it again for a search', async () => {
    // the server's search: 'елкина' finds the teacher's group, anything else nothing
    const api = renderPage((params) => {
      const search = searchOf(params);
      const data = search === undefined ? sample : search === 'елкина' ? [sample[1]] : [];
      return { data, total: data.length };
    });
    expect(await screen.findByText('Группы (3)')).toBeTruthy();
    expect(screen.getByText('Показано 3 из 3 групп')).toBeTruthy();
    expect(titles()).toEqual(['Английский: дошкольники', 'Математика 5Б', 'Физика 10А']);
    expect(within(card('Математика 5Б')).getByText('2 ученика')).toBeTruthy();
    expect(within(card('Физика 10А')).getByText('0 учеников')).toBeTruthy();
    expect(api.provider.getList).toHaveBeenLastCalledWith(
      expect.objectContaining({ resource: 'teacher-sheets', pagination: expect.objectContaining({ currentPage: 1, pageSize: 36 }) }),
    );

    fireEvent.change(screen.getByLabelText('Поиск групп'), { target: { value: 'елкина' } });
    expect(await screen.findByText('Показано 1 из 3 групп')).toBeTruthy();
    expect(titles()).toEqual(['Математика 5Б']);
    expect(screen.getByText('Группы (3)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Поиск групп'), { target: { value: 'химия' } });
    expect(await screen.findByText('Группы не найдены')).toBeTruthy();
    expect(screen.getByText('Показано 0 из 3 групп')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Сбросить/ }));
    expect(await screen.findByText('Показано 3 из 3 групп')).toBeTruthy();
    expect((screen.getByLabelText('Поиск групп') as HTMLInputElement).value).toBe('');
  });

  it('reads the next page from the server when asked', async () => {
    const many = Array.from({ length: 40 }, (_, index) => groupRow({ classId: 100 + index, className: `Группа ${String(index + 1).padStart(2, '0')}` }));
    const api = renderPage(
      (params) => {
        const { currentPage = 1, pageSize = 10 } = params.pagination ?? {};
        return { data: many.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: many.length };
      },
      undefined,
      { ...sampleOptions, total: 40 },
    );
    expect(await screen.findByText('Группы (40)')).toBeTruthy();
    expect(screen.getByText('Показано 40 из 40 групп')).toBeTruthy();
    expect(titles()).toHaveLength(36);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(titles()).toEqual(many.slice(36).map((group) => group.className)));
    expect(api.provider.getList).toHaveBeenLastCalledWith(expect.objectContaining({ pagination: expect.objectContaining({ currentPage: 2, pageSize: 36 }) }));
  });

  it('says when there are no active groups at all', async () => {
    renderPage([], undefined, { total: 0, teachers: [], classes: [] });
    expect(await screen.findByText('Нет активных групп')).toBeTruthy();
    expect(screen.getByText('Группы (0)')).toBeTruthy();
    expect(screen.queryByText('Группы не найдены')).toBeNull();
  });

  it('says why the list did not load and tries again', async () => {
    const api = renderPage(new Error('Сервер недоступен'));
    expect(await screen.findByText('Ошибка при загрузке данных: Сервер недоступен')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Повторить/ }));
    await waitFor(() => expect(api.provider.getList).toHaveBeenCalledTimes(2));
  });

  it('asks before archiving and then archives the group and its students', async () => {
    const api = renderPage();
    await screen.findByText('Физика 10А');
    fireEvent.click(within(card('Физика 10А')).getByRole('button', { name: 'Архивировать группу' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Подтверждение архивации')).toBeTruthy();
    expect(within(dialog).getByText('Вы уверены, что хотите архивировать "Физика 10А"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Архивировать' }));
    expect(await screen.findByText('Группа успешно архивирована!')).toBeTruthy();
    expect(api.calls).toEqual([
      { method: 'patch', url: '/api/classes/1', payload: { isArchived: true, className: 'Физика 10А' } },
      { method: 'patch', url: '/api/student-classes/1/archiveStudents', payload: {} },
    ]);
  });

  it('lets a teacher change only the current cycle, without pricing, colour or archive', async () => {
    session.role = 'TEACHER';
    const api = renderPage(undefined, ({ payload }) => ({ ...sample[2], ...(payload as object) }));
    await screen.findByText('Физика 10А');
    expect(screen.queryByRole('button', { name: 'Архивировать группу' })).toBeNull();
    expect(screen.queryByText('Формат занятий:')).toBeNull();
    expect(card('Физика 10А').style.borderTop).toBe('');
    expect(screen.getByRole('button', { name: /Создать группу/ })).toBeTruthy();

    openDetails('Физика 10А');
    const details = card('Физика 10А');
    const editButtons = await within(details).findAllByRole('button', { name: /^Изменить: / });
    expect(editButtons.map((button) => button.getAttribute('aria-label'))).toEqual(['Изменить: Текущий цикл']);

    fireEvent.click(editButtons[0]);
    const cycle = within(details).getByLabelText('Текущий цикл');
    fireEvent.change(cycle, { target: { value: '3' } });
    fireEvent.keyDown(cycle, { key: 'Enter' });
    expect(await screen.findByText('Группа успешно обновлена!')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'patch', url: '/api/classes/1', payload: { classCycle: 3 } }]);
  });

  it('shows the inline rules at the field and restores the group when the server refuses', async () => {
    renderPage(undefined, () => {
      throw { message: 'Связанная запись не найдена', statusCode: 400 };
    });
    await screen.findByText('Физика 10А');
    expect(within(card('Физика 10А')).getByText('Стандарт')).toBeTruthy();
    openDetails('Физика 10А');
    const details = card('Физика 10А');

    fireEvent.click(await within(details).findByRole('button', { name: 'Изменить: Название' }));
    fireEvent.change(within(details).getByLabelText('Название'), { target: { value: '  ' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Сохранить' }));
    expect(within(details).getByRole('alert').textContent).toBe('Значение в клетке не может быть пустым!');
    fireEvent.click(within(details).getByRole('button', { name: 'Отмена' }));

    fireEvent.click(within(details).getByRole('button', { name: 'Изменить: Уроков в цикле' }));
    fireEvent.change(within(details).getByLabelText('Уроков в цикле'), { target: { value: '-4' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Сохранить' }));
    expect(within(details).getByRole('alert').textContent).toBe('Значение не может быть отрицательным');
    fireEvent.click(within(details).getByRole('button', { name: 'Отмена' }));

    fireEvent.click(within(details).getByRole('button', { name: 'Изменить: Текущий цикл' }));
    fireEvent.change(within(details).getByLabelText('Текущий цикл'), { target: { value: '7' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка при обновлении группы: Связанная запись не найдена')).toBeTruthy();
    await waitFor(() => expect(within(card('Физика 10А')).getByText('Цикл 2')).toBeTruthy());
  });

  it('checks the new group against the rules of core.md §5.1', async () => {
    renderPage();
    await screen.findByText('Физика 10А');
    fireEvent.click(screen.getByRole('button', { name: /Создать группу/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Текущий цикл'), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    for (const message of [
      'Название группы обязательно',
      'Класс обязателен',
      'Преподаватель обязателен',
      'Предмет обязателен',
      'Максимум 10 циклов',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByLabelText('Название группы'), { target: { value: 'М' } });
    expect(await within(dialog).findByText('Название должно содержать минимум 2 символа')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Текущий цикл'), { target: { value: '0' } });
    expect(await within(dialog).findByText('Минимум 1 цикл')).toBeTruthy();
  });
});
