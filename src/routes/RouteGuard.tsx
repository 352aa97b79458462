import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Action, Subject } from '../../resources/abilities';
import { useSession } from '../auth/useSession';
import { RequireAuth } from './RequireAuth';

export const ACCESS_DENIED = 'У вас нет доступа к этой странице';

export type NavigationPageState = { error?: string };

const Allowed = ({ action, subject, children }: { action: Action; subject: Subject; children: ReactNode }) => {
  const { ability } = useSession();
  if (ability.can(action, subject)) return children;
  const state: NavigationPageState = { error: ACCESS_DENIED };
  return <Navigate to="/navigation-page" replace state={state} />;
};

// core.md §2.2: a session first, then the action (read unless said) on the subject (all unless said).
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
    <Allowed action={action} subject={subject}>
      {children}
    </Allowed>
  </RequireAuth>
);
