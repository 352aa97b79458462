import Keycloak from 'keycloak-js';
import { loadRuntimeConfig } from './runtime-config';
import type { TokenSource } from './http';
import { revokeRefreshToken } from './token-revocation';

// The browser's session with the identity provider: keycloak-js in its generic OpenID Connect mode
// (ARCHITECTURE §5, notes/identity.md), one code path for the embedded provider and a real Keycloak.

export type AuthStatus = 'initialising' | 'authenticated' | 'anonymous' | 'error';

export type Identity = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  name: string;
};

// core.md §9: refresh when the token has less than 5 s left; after a 401, ask for 30 s.
const MIN_VALIDITY_SECONDS = 5;
const VALIDITY_AFTER_REJECTION_SECONDS = 30;
const RETURN_PATH_KEY = 'auth.returnPath';

let keycloak: Keycloak | undefined;
let status: AuthStatus = 'initialising';
let connecting: Promise<AuthStatus> | undefined;
const listeners = new Set<() => void>();

const setStatus = (next: AuthStatus) => {
  if (status === next) return;
  status = next;
  listeners.forEach((listener) => listener());
};

export const authStatus = {
  get: (): AuthStatus => status,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

const origin = () => window.location.origin;

// When the provider refuses the refresh token (the session ended), keycloak-js clears the tokens and fires
// onAuthLogout: the status turns 'anonymous' and the guards send the user to login. A network failure keeps
// the session, to be tried again on the next call.
const refresh = async (instance: Keycloak, minValidity: number): Promise<boolean> => {
  try {
    return await instance.updateToken(minValidity);
  } catch (error) {
    console.error('Не удалось обновить токен', error);
    throw error;
  }
};

const connect = async (): Promise<AuthStatus> => {
  setStatus('initialising');
  try {
    const config = await loadRuntimeConfig();
    const instance = new Keycloak({ oidcProvider: config.auth.endpoints ?? config.auth.issuer, clientId: config.auth.clientId });
    instance.onTokenExpired = () => {
      refresh(instance, MIN_VALIDITY_SECONDS).catch(() => undefined);
    };
    instance.onAuthLogout = () => setStatus('anonymous');
    // keycloak-js cannot be initialised twice; a retry builds a new instance.
    const authenticated = await instance.init({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      checkLoginIframe: false, // the generic OIDC mode has no session iframe (notes/identity.md)
      redirectUri: `${origin()}/`, // the provider accepts exact redirect URIs only; deep links are restored by us
      silentCheckSsoRedirectUri: `${origin()}/silent-check-sso.html`,
      scope: 'openid profile email',
    });
    keycloak = instance;
    setStatus(authenticated ? 'authenticated' : 'anonymous');
  } catch (error) {
    console.error('Поставщик удостоверений недоступен', error);
    keycloak = undefined;
    setStatus('error');
  }
  return status;
};

export const startAuth = (): Promise<AuthStatus> => {
  connecting ??= connect();
  return connecting;
};

export const retryAuth = (): Promise<AuthStatus> => {
  connecting = connect();
  return connecting;
};

const isSafeReturnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

// Sends the browser to the provider's login page; `wantedPath` is where the user goes once signed in.
export const login = async (wantedPath?: string): Promise<void> => {
  if (wantedPath && isSafeReturnPath(wantedPath)) sessionStorage.setItem(RETURN_PATH_KEY, wantedPath);
  else sessionStorage.removeItem(RETURN_PATH_KEY);
  await startAuth();
  if (!keycloak) throw new Error('Поставщик удостоверений недоступен');
  await keycloak.login({ redirectUri: `${origin()}/`, locale: 'ru' });
};

export const returnPath = (): string | undefined => {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  return path && isSafeReturnPath(path) ? path : undefined;
};

export const forgetReturnPath = () => sessionStorage.removeItem(RETURN_PATH_KEY);

// The page a fresh load will show: the address itself, or after the sign-in's return to '/' the address the
// user asked for before it (else /home).
export const targetOf = (pathname: string) => (pathname === '/' ? returnPath() || '/home' : pathname);

export const logout = async (): Promise<void> => {
  await startAuth();
  if (!keycloak) return;
  const config = await loadRuntimeConfig();
  await revokeRefreshToken({ ...config.auth, refreshToken: keycloak.refreshToken });
  await keycloak.logout({ redirectUri: `${origin()}/` });
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const currentIdentity = (): Identity | null => {
  const claims = keycloak?.authenticated ? keycloak.tokenParsed : undefined;
  if (!claims) return null;
  const profile = keycloak?.idTokenParsed ?? {};
  const firstName = text(claims.given_name ?? profile.given_name);
  const lastName = text(claims.family_name ?? profile.family_name);
  const username = text(claims.preferred_username ?? profile.preferred_username);
  return {
    id: text(claims.sub),
    username,
    email: text(claims.email ?? profile.email),
    firstName,
    lastName,
    roles: claims.realm_access?.roles ?? [],
    name: [firstName, lastName].filter(Boolean).join(' ') || username,
  };
};

export const currentRoles = (): string[] => currentIdentity()?.roles ?? [];

export const keycloakTokens: TokenSource = {
  token: async () => {
    const instance = keycloak;
    if (!instance?.authenticated) return undefined;
    await refresh(instance, MIN_VALIDITY_SECONDS).catch(() => undefined);
    return instance.authenticated ? instance.token : undefined;
  },
  refreshAfterRejection: async () => {
    const instance = keycloak;
    if (!instance?.authenticated) return undefined;
    try {
      // the server refused a token we still consider valid (e.g. the provider's keys changed): force a new one
      const refreshed = await refresh(instance, VALIDITY_AFTER_REJECTION_SECONDS);
      if (!refreshed) await refresh(instance, -1);
    } catch {
      return undefined;
    }
    return instance.token;
  },
};
