import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { login } from '../../providers/keycloak';
import { useSession } from '../auth/useSession';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { AuthUnavailable } from './AuthUnavailable';

// A signed-in session or nothing: a spinner while the provider answers, its login page for a signed-out
// user (the wanted address is kept and restored after sign-in), a message when it cannot be reached.
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (status === 'anonymous') void login(`${pathname}${search}${hash}`);
  }, [status, pathname, search, hash]);

  if (status === 'authenticated') return children;
  if (status === 'error') return <AuthUnavailable />;
  return <FullPageSpinner />;
};
