import { useMemo, useSyncExternalStore } from 'react';
import { primaryRole } from '../../resources/abilities';
import { abilityFor } from '../../providers/access';
import { authStatus, currentIdentity } from '../../providers/keycloak';

// The signed-in user as the screens need it: the session's state, who it is and what they may do.
export const useSession = () => {
  const status = useSyncExternalStore(authStatus.subscribe, authStatus.get);
  return useMemo(() => {
    const identity = status === 'authenticated' ? currentIdentity() : null;
    const roles = identity?.roles ?? [];
    return { status, identity, role: primaryRole(roles), ability: abilityFor(roles) };
  }, [status]);
};
