import type { NoRoleAccess } from '../resources/abilities';
import { readIdpSettings, type LockoutSettings } from './auth/idp/settings';

export type AuthConfig = {
  embedded: boolean; // our own provider at /idp, or an external Keycloak (AUTH_ISSUER)
  issuer: string;
  clientId: string;
  audience: string;
  accessTokenTtl: number; // seconds
  allowedOrigins: string[]; // browser origins the provider accepts (redirect URIs, CORS of the token endpoint)
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string; // empty: the embedded PGlite in `${dataDir}/pglite`
  trustProxy: boolean;
  auth: AuthConfig;
  noRoleAccess: NoRoleAccess;
  tzCentre: string;
  apiDocs: boolean;
  production: boolean;
  logLevel: string;
  // Keycloak's temporary-lockout model (notes/reliability.md §2 row 9), read where the provider reads it
  loginLockout: LockoutSettings;
};

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string, fallback: string) => {
  const value = env[name]?.trim();
  return value ? value : fallback;
};

const integer = (env: Env, name: string, fallback: number) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} должно быть целым неотрицательным числом (${name} must be a non-negative integer): ${raw}`);
  }
  return value;
};

const flag = (env: Env, name: string, fallback: boolean) => {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return raw === 'true' || raw === '1' || raw === 'yes';
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const list = (env: Env, name: string) =>
  (env[name] ?? '')
    .split(',')
    .map((item) => withoutTrailingSlash(item.trim()))
    .filter(Boolean);

const noRoleAccessOf = (env: Env): NoRoleAccess => {
  const value = text(env, 'NO_ROLE_ACCESS', 'read');
  if (value !== 'read' && value !== 'none') {
    throw new Error(`NO_ROLE_ACCESS: ожидается read или none (expected read or none), получено ${value}`);
  }
  return value;
};

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`TZ_CENTRE: неизвестный часовой пояс (unknown time zone) ${zone}`);
  }
};

export const loadConfig = (env: Env = process.env): Config => {
  const port = integer(env, 'PORT', 3000);
  const publicUrl = withoutTrailingSlash(text(env, 'PUBLIC_URL', `http://localhost:${port}`));
  const externalIssuer = env.AUTH_ISSUER?.trim();
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: text(env, 'HOST', 'localhost'),
    publicUrl,
    dataDir: text(env, 'DATA_DIR', './data'),
    databaseUrl: env.DATABASE_URL?.trim() ?? '',
    trustProxy: flag(env, 'TRUST_PROXY', false),
    auth: {
      embedded: !externalIssuer,
      issuer: externalIssuer ? withoutTrailingSlash(externalIssuer) : `${publicUrl}/idp`,
      clientId: text(env, 'AUTH_CLIENT_ID', 'web'),
      audience: text(env, 'AUTH_AUDIENCE', 'centre-api'),
      accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 300),
      allowedOrigins: [...new Set([new URL(publicUrl).origin, ...list(env, 'ALLOWED_ORIGINS')])],
    },
    noRoleAccess: noRoleAccessOf(env),
    tzCentre: validTimeZone(text(env, 'TZ_CENTRE', 'Europe/Moscow')),
    apiDocs: flag(env, 'API_DOCS', !production),
    production,
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    loginLockout: readIdpSettings(env).lockout,
  };
};
