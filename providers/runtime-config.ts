import type { NoRoleAccess } from '../resources/abilities';
import { inlineData } from './inline-data';

// What the server tells the browser at start (GET /api/config): where to sign in and where the API lives.
export type RuntimeConfig = {
  // endpoints: the provider's, when the server knows them (its embedded provider): no discovery request then
  auth: { issuer: string; clientId: string; endpoints?: { authorization_endpoint: string; token_endpoint: string; end_session_endpoint: string } };
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

// The page served by our server carries the config inline (server/plugins/spa.ts): no round trip before the
// sign-in starts. Elsewhere (Vite's dev server) it is asked for.
const inlineConfig = () => inlineData('runtime-config');

const fetchConfig = async (): Promise<unknown> => {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return response.json();
};

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const inline = inlineConfig();
  const body = isRuntimeConfig(inline) ? inline : await fetchConfig();
  if (!isRuntimeConfig(body)) throw new Error('GET /api/config answered an unexpected body');
  loaded = { ...body, apiBase: body.apiBase.replace(/\/+$/, '') };
  return loaded;
};

export const apiBase = (): string => loaded?.apiBase ?? DEFAULT_API_BASE;

export const noRoleAccess = (): NoRoleAccess => loaded?.noRoleAccess ?? 'read';
