import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../resources/abilities';
import type { ArchivedGroupRow } from '../../../../resources/groups';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { groupsDataProvider } from '../testing/groupFixtures';
import ArchivedGroupsPage from './ArchivedGroupsPage';

const session = vi.hoisted(() => ({ role: 'ADMIN' as Role }));
vi.mock('../../../auth/useSession', () => ({
  useSession: () => ({ status: 'authenticated', identity: null, role: session.role }),
}));

afterEach(cleanup);
beforeEach(() => {
  session.role = 'ADMIN';
});

const archived: ArchivedGroupRow[] = [
  {
    classId: 4,
    className: 'Химия 10А (архив)',
    classCycle: 3,
    schoolYearId: 10,
    schoolYearDescription: '10 класс',
    teacherId: 2,
    teacherName: 'Ёлкина Мария',
    sheetUrl: null,
    teacherSheetId: null,
    isArchived: true,
  },
];

const renderPage = () => {
  const api = groupsDataProvider({ 'teacher-sheets-archive': archived });
  renderWithRefine(
    <MemoryRouter>
      <ArchivedGroupsPage />
    </MemoryRouter>,
    { dataProvider: api.provider, role: session.role },
  );
  return api;
};

describe('ArchivedGroupsPage', { timeout: 60_000 }, () => {
  it('lists the archived groups and brings one back after a confirmation', async () => {
    const api = renderPage();
    const row = (await screen.findByText('Химия 10А (архив)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ёлкина Мария')).toBeTruthy();
    expect(within(row).getByText('10 класс')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Разархивировать: Химия 10А (архив)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Вы уверены, что хотите разархивировать "Химия 10А (архив)"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Разархивировать' }));
    expect(await screen.findByText('Группа успешно разархивирована!')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'patch', url: '/api/classes/4', payload: { isArchived: false } }]);
  });

  it('offers no unarchive to a teacher', async () => {
    session.role = 'TEACHER';
    renderPage();
    await screen.findByText('Химия 10А (архив)');
    expect(screen.queryByRole('button', { name: /Разархивировать/ })).toBeNull();
  });
});
