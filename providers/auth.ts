import type { AuthProvider } from '@refinedev/core';
import { currentIdentity, login, logout, startAuth } from './keycloak';

// Refine's view of the keycloak-js session. Sign-in and sign-out happen on the provider's pages, so both
// calls leave the app; a failed token renewal ends the session in keycloak.ts and the route guard then
// sends the user to login.
export const authProvider: AuthProvider = {
  login: async (params?: { wantedPath?: string }) => {
    await login(params?.wantedPath);
    return { success: true };
  },
  logout: async () => {
    await logout();
    return { success: true };
  },
  check: async () => {
    const status = await startAuth();
    if (status === 'authenticated' && currentIdentity()) return { authenticated: true };
    return { authenticated: false, redirectTo: '/sign-in' };
  },
  onError: async () => ({}),
  getIdentity: async () => {
    await startAuth();
    return currentIdentity();
  },
  getPermissions: async () => {
    await startAuth();
    return currentIdentity()?.roles ?? [];
  },
};
