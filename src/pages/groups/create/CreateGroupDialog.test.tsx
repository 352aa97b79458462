import { useList } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../../../../providers/testing/fakeDataProvider';
import type { FakeAnswer, RecordedRequest } from '../../../../providers/testing/fakeServer';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { CreateGroupDialog } from './CreateGroupDialog';

afterEach(cleanup);

const lists: Record<string, unknown[]> = {
  '/api/teacher-sheets-info': [],
  '/api/school-years-info': [
    { schoolYearId: 5, schoolYearDescription: '5 класс' },
    { schoolYearId: 10, schoolYearDescription: '10 класс' },
  ],
  '/api/teacher-name-list-info': [{ teacherId: 2, teacherName: 'Петров Олег' }],
  '/api/subjects-info': [{ subjectId: 1, subjectName: 'Математика' }],
  '/api/subject-pricing-info': [{ subjectPricingId: 3, subjectPricingName: 'Стандарт' }],
};

// the group list of the page, to see it read again after a create
function GroupList() {
  useList({ resource: 'teacher-sheets', pagination: { mode: 'off' } });
  return null;
}

// The dialog on the app's own data provider, so the request is the one the server gets.
const renderDialog = ({ withPricing = true, create = (): FakeAnswer => ({ status: 201, data: { classId: 40 } }) } = {}) => {
  const { dataProvider, requests } = fakeDataProvider((request: RecordedRequest) =>
    request.method === 'GET' ? { status: 200, data: lists[request.url] ?? [] } : create(),
  );
  const onClose = vi.fn();
  renderWithRefine(
    <>
      <GroupList />
      <CreateGroupDialog open onClose={onClose} withPricing={withPricing} />
    </>,
    { dataProvider },
  );
  return { requests, onClose, dialog: () => screen.getByRole('dialog') };
};

const choose = async (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};

const fill = async (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByLabelText('Название группы'), { target: { value: '  Алгебра 8Б ' } });
  await choose(dialog, 'Класс', '10 класс');
  await choose(dialog, 'Преподаватель', 'Петров Олег');
  await choose(dialog, 'Предмет', 'Математика');
};

const listReads = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/teacher-sheets-info').length;

describe('CreateGroupDialog (core.md §5.1, §7.2)', { timeout: 60_000 }, () => {
  it('posts the new group to create-new-class through the data provider, toasts, closes and reads the list again', async () => {
    const { requests, onClose, dialog } = renderDialog();
    await waitFor(() => expect(listReads(requests)).toBe(1));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText('Название группы')));
    await fill(dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText('Группа успешно создана!')).toBeTruthy();
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted).toEqual([
      expect.objectContaining({
        url: '/api/create-new-class',
        body: {
          className: 'Алгебра 8Б',
          classCycle: 1,
          numberOfLessonsPerCycle: 8,
          schoolYearId: '/api/school-years/10',
          staffId: '/api/teachers/2',
          subjectId: '/api/subjects/1',
          subjectPricingId: null,
          isArchived: false,
        },
      }),
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listReads(requests)).toBe(2));
    expect(within(dialog()).getByLabelText('Название группы')).toHaveProperty('value', '');
  });

  it('sends the chosen tariff and the lessons per cycle', async () => {
    const { requests, dialog } = renderDialog();
    await fill(dialog());
    await choose(dialog(), 'Формат занятий (тариф)', 'Стандарт');
    fireEvent.click(within(dialog()).getByRole('radio', { name: '4' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Группа успешно создана!')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      subjectPricingId: '/api/subject-pricing/3',
      numberOfLessonsPerCycle: 4,
    });
  });

  it('sends nothing while a rule is broken', async () => {
    const { requests, dialog } = renderDialog({ withPricing: false });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog()).findByText('Название группы обязательно')).toBeTruthy();
    expect(within(dialog()).queryByText('Формат занятий (тариф)')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("says 'Ошибка при создании группы: …' with the server's message and keeps the dialog and its values", async () => {
    const { onClose, dialog } = renderDialog({ create: () => ({ status: 400, data: { message: 'Связанная запись не найдена' } }) });
    await fill(dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Ошибка при создании группы: Связанная запись не найдена')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText('Название группы')).toHaveProperty('value', '  Алгебра 8Б ');
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Создать' })).toHaveProperty('disabled', false));
  });

  it('empties the form on Отмена', async () => {
    const { onClose, dialog } = renderDialog();
    fireEvent.change(within(dialog()).getByLabelText('Название группы'), { target: { value: 'Черновик' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByLabelText('Название группы')).toHaveProperty('value', '');
  });
});
