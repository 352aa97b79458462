import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { forgetReturnPath, returnPath } from '../../providers/keycloak';
import { useSession } from '../auth/useSession';
import { FullPageSpinner } from '../layout/FullPageSpinner';

// The provider sends everyone back to '/' (it accepts fixed redirect addresses only): a user who has just
// signed in goes on to the address they asked for before login, anyone else to /home.
export const RootRedirect = () => {
  const { status } = useSession();
  const signedIn = status === 'authenticated';

  useEffect(() => {
    if (signedIn) forgetReturnPath();
  }, [signedIn]);

  // keycloak-js reads the sign-in answer from this page's address: nothing may navigate before it has
  if (status === 'initialising') return <FullPageSpinner />;
  return <Navigate to={(signedIn && returnPath()) || '/home'} replace />;
};
