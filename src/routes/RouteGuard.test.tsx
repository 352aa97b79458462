import { Refine, type DataProvider } from '@refinedev/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus, Identity } from '../../providers/keycloak';
import SignInPage from '../pages/system/SignInPage';
import { RouteGuard } from './RouteGuard';
import { RootRedirect } from './RootRedirect';

const session = vi.hoisted(() => ({
  status: 'initialising' as AuthStatus,
  roles: [] as string[],
  returnPath: undefined as string | undefined,
}));

vi.mock('../../providers/keycloak', () => ({
  authStatus: { get: () => session.status, subscribe: () => () => undefined },
  currentIdentity: (): Identity | null =>
    session.status === 'authenticated'
      ? { id: '1', username: 'u', email: '', firstName: 'Мария', lastName: 'Иванова', roles: session.roles, name: 'Мария Иванова' }
      : null,
  currentRoles: () => session.roles,
  login: vi.fn(async () => undefined),
  retryAuth: vi.fn(async () => 'initialising'),
  returnPath: () => session.returnPath,
  forgetReturnPath: vi.fn(),
}));

const keycloak = await import('../../providers/keycloak');

const Where = ({ name }: { name: string }) => {
  const location = useLocation();
  const state = location.state as { error?: string } | null;
  return (
    <p>
      {name} {state?.error}
    </p>
  );
};

const { accessControlProvider } = await import('../../providers/access');

// the guard asks the app's own access provider, over the mocked session's roles
const open = (path: string) =>
  render(
    <Refine dataProvider={{} as DataProvider} accessControlProvider={accessControlProvider} options={{ disableTelemetry: true }}>
      <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <RootRedirect /> },
          { path: '/sign-in', element: <SignInPage /> },
          { path: '/home', element: <Where name="главная" /> },
          { path: '/navigation-page', element: <Where name="навигация" /> },
          {
            path: '/settings/:tab',
            element: (
              <RouteGuard action="manage" subject="Reference">
                <Where name="справочники" />
              </RouteGuard>
            ),
          },
        ],
        { initialEntries: [path] },
      )}
      />
    </Refine>,
  );

afterEach(cleanup);

beforeEach(() => {
  session.status = 'initialising';
  session.roles = [];
  session.returnPath = undefined;
  vi.clearAllMocks();
});

describe('RouteGuard', () => {
  it('opens the page for a user the ability allows', async () => {
    session.status = 'authenticated';
    session.roles = ['ADMIN'];
    open('/settings/cabinets');
    expect(await screen.findByText('справочники')).toBeTruthy();
  });

  it('sends a user without the right to the navigation page with the reason', async () => {
    session.status = 'authenticated';
    session.roles = ['TEACHER'];
    open('/settings/cabinets');
    expect(await screen.findByText('навигация У вас нет доступа к этой странице')).toBeTruthy();
  });

  it('sends a signed-out user to the login page, keeping the address', () => {
    session.status = 'anonymous';
    open('/settings/cabinets?q=1');
    expect(keycloak.login).toHaveBeenCalledWith('/settings/cabinets?q=1');
    expect(screen.queryByText('справочники')).toBeNull();
  });

  it('shows the spec message when the identity provider cannot be reached', () => {
    session.status = 'error';
    open('/settings/cabinets');
    expect(screen.getByText('Авторизация не подтверждена. Попробуйте обновить страницу!')).toBeTruthy();
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('waits while the provider answers', () => {
    open('/settings/cabinets');
    expect(screen.queryByText('справочники')).toBeNull();
    expect(keycloak.login).not.toHaveBeenCalled();
  });
});

describe('RootRedirect', () => {
  it('takes a user who has just signed in to the address they asked for', async () => {
    session.status = 'authenticated';
    session.returnPath = '/settings/cabinets';
    session.roles = ['OWNER'];
    open('/');
    expect(await screen.findByText('справочники')).toBeTruthy();
  });

  it('takes anyone else to /home', async () => {
    session.status = 'authenticated';
    open('/');
    expect(await screen.findByText('главная')).toBeTruthy();
  });
});

describe('SignInPage', () => {
  it('offers the sign-in button to a signed-out user', async () => {
    session.status = 'anonymous';
    open('/sign-in');
    screen.getByRole('button', { name: 'Войти' }).click();
    expect(keycloak.login).toHaveBeenCalledWith();
  });

  it('sends a signed-in user to /home', async () => {
    session.status = 'authenticated';
    open('/sign-in');
    expect(await screen.findByText('главная')).toBeTruthy();
  });

  it('offers a retry when the provider cannot be reached', () => {
    session.status = 'error';
    open('/sign-in');
    expect(screen.getByText('Авторизация не подтверждена. Попробуйте обновить страницу!')).toBeTruthy();
    screen.getByRole('button', { name: 'Повторить' }).click();
    expect(keycloak.retryAuth).toHaveBeenCalled();
  });

  it('shows a spinner while the provider answers', () => {
    open('/sign-in');
    expect(screen.getByText('Проверяем вход…')).toBeTruthy();
  });
});
