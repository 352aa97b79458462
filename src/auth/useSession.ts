import { useMemo, useSyncExternalStore } from 'react';
import { primaryRole } from '../../resources/abilities';
import { authStatus, currentIdentity } from '../../providers/keycloak';

// The signed-in user as the screens need it: the session's state, who it is and their role. What they may
// do is the access provider's answer (CanAccess, useCan), never read from here.
export const useSession = () => {
  const status = useSyncExternalStore(authStatus.subscribe, authStatus.get);
  return useMemo(() => {
    const identity = status === 'authenticated' ? currentIdentity() : null;
    const roles = identity?.roles ?? [];
    return { status, identity, role: primaryRole(roles) };
  }, [status]);
};
