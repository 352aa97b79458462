import { CanAccess } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Action, Subject } from '../../resources/abilities';
import { RequireAuth } from './RequireAuth';

export const ACCESS_DENIED = 'У вас нет доступа к этой странице';

export type NavigationPageState = { error?: string };

const deniedState: NavigationPageState = { error: ACCESS_DENIED };

// core.md §2.2: a session first, then the action (read unless said) on the subject (all unless said), asked
// of the access provider like every other right in the UI.
export const RouteGuard = ({
  action = 'read',
  subject = 'all',
  children,
}: {
  action?: Action;
  subject?: Subject;
  children: ReactNode;
}) => (
  <RequireAuth>
    <CanAccess
      action={action}
      params={{ subject }}
      fallback={<Navigate to="/navigation-page" replace state={deniedState} />}
    >
      {children}
    </CanAccess>
  </RequireAuth>
);
