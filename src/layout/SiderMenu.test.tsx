import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../providers/keycloak';

const session = vi.hoisted(() => ({ roles: [] as string[] }));

vi.mock('../../providers/keycloak', () => ({
  authStatus: { get: () => 'authenticated', subscribe: () => () => undefined },
  currentIdentity: (): Identity => ({
    id: '1',
    username: 'u',
    email: '',
    firstName: 'Мария',
    lastName: 'Иванова',
    roles: session.roles,
    name: 'Мария Иванова',
  }),
  currentRoles: () => session.roles,
}));

const { SiderMenu } = await import('./SiderMenu');

const openMenu = (path: string, roles: string[]) => {
  session.roles = roles;
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiderMenu collapsed={false} onNavigate={() => undefined} />
    </MemoryRouter>,
  );
};

afterEach(cleanup);

describe('SiderMenu', () => {
  it('opens the section of the current page once its sections have come, and marks the page', async () => {
    openMenu('/clients/table', ['ADMIN']);
    // the section 'Заявки' is open: its pages are in the menu, the current one marked
    expect(await screen.findByRole('link', { name: 'Добавить заявку' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Заявки' }).closest('li')?.className).toContain('ant-menu-item-selected');
    // the other sections stay closed
    expect(screen.getByText('Отчеты')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Детали платежей' })).toBeNull();
  });

  it('shows only the pages the user may open: no reference lists for a teacher', async () => {
    openMenu('/home', ['TEACHER']);
    expect(await screen.findByRole('link', { name: 'Главная' })).toBeTruthy();
    expect(screen.queryByText('Разное')).toBeNull();
    expect(screen.queryByText('Заявки')).toBeNull();
  });
});
