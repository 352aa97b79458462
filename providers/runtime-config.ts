import type { NoRoleAccess } from '../resources/abilities';

// What the server tells the browser at start (GET /api/config): where to sign in and where the API lives.
export type RuntimeConfig = {
  auth: { issuer: string; clientId: string };
  apiBase: string;
  noRoleAccess?: NoRoleAccess;
};

const DEFAULT_API_BASE = '/api';

let loaded: RuntimeConfig | undefined;

const isRuntimeConfig = (value: unknown): value is RuntimeConfig => {
  const config = value as RuntimeConfig | null;
  return (
    typeof config?.auth?.issuer === 'string' &&
    typeof config.auth.clientId === 'string' &&
    typeof config.apiBase === 'string'
  );
};

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error('GET /api/config answered an unexpected body');
  loaded = { ...body, apiBase: body.apiBase.replace(/\/+$/, '') };
  return loaded;
};

export const apiBase = (): string => loaded?.apiBase ?? DEFAULT_API_BASE;

export const noRoleAccess = (): NoRoleAccess => loaded?.noRoleAccess ?? 'read';
