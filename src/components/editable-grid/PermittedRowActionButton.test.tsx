import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staff } from '../../../resources/staff';
import type { Role } from '../../../resources/abilities';
import { EditableGrid } from './EditableGrid';
import { memoryDataProvider, renderWithRefine } from './renderWithRefine';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const member = {
  staffId: 1,
  staffName: 'Мария Иванова',
  staffRole: 'Преподаватель',
  staffPhoneNumber: null,
  staffTelegramId: null,
  staffBirthday: null,
  crmuser: true,
  percentageRate: null,
  color: '#ffffff',
  archived: false,
};

const renderStaff = (role: Role) => renderWithRefine(<EditableGrid declaration={staff} />, { dataProvider: memoryDataProvider('staffId', [member]), role });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

// issue 24 part 4: 'Завершить все сеансы' needs manage Sessions, which only the owner holds
describe('a row action with a right of its own', { timeout: 20_000 }, () => {
  it('is offered to the owner', async () => {
    renderStaff('OWNER');
    const row = await rowOf('Мария Иванова');
    expect(await within(row).findByRole('button', { name: 'Завершить все сеансы' })).toBeTruthy();
  });

  it('is not offered to an admin, who still archives', async () => {
    renderStaff('ADMIN');
    const row = await rowOf('Мария Иванова');
    expect(await within(row).findByRole('button', { name: 'Архивировать' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300)); // time for the access provider's answer to arrive
    expect(within(row).queryByRole('button', { name: 'Завершить все сеансы' })).toBeNull();
  });
});
