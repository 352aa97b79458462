import { useMemo, useSyncExternalStore } from 'react';
import { primaryRole } from '../../resources/abilities';
import { authStatus, currentIdentity } from '../../providers/keycloak';

// The screens hear of a new session state one task after the code that listens to it directly. The first render
// of the signed-in app is one long synchronous React pass (a store update renders at once, in a microtask); what
// starts on the same change (the opened list's early GET, started in src/main.tsx) must leave before it, not after it.
export const subscribeAfterOthers = (listener: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = authStatus.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(listener, 0);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
};

// The signed-in user as the screens need it: the session's state, who it is and their role. What they may
// do is the access provider's answer (CanAccess, useCan), never read from here.
export const useSession = () => {
  const status = useSyncExternalStore(subscribeAfterOthers, authStatus.get);
  return useMemo(() => {
    const identity = status === 'authenticated' ? currentIdentity() : null;
    const roles = identity?.roles ?? [];
    return { status, identity, role: primaryRole(roles) };
  }, [status]);
};
