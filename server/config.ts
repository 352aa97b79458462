import { readFileSync } from 'node:fs';
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
  // issue 11: Telegram delivery and the bot; without a token nothing is sent and the mailing page says so
  telegram: TelegramConfig;
  // issue 11: the groups' spreadsheet reports; without a service account the report buttons say why
  sheets: SheetsConfig;
};

export type TelegramConfig = {
  botToken: string; // TELEGRAM_BOT_TOKEN; empty: delivery and the bot are off
  apiRoot: string; // TELEGRAM_API_ROOT, https://api.telegram.org (tests: a fake Bot API on loopback)
};

export type SheetsConfig = {
  // GOOGLE_SERVICE_ACCOUNT_FILE (a path) or GOOGLE_SERVICE_ACCOUNT_JSON (the key itself); empty: reports are off
  serviceAccountJson: string;
  apiRoot: string; // GOOGLE_SHEETS_API_ROOT, https://sheets.googleapis.com (tests: a fake on loopback)
  firstSyncMs: number; // SHEETS_SYNC_FIRST_ROUND_MS: the periodic sync's first round after the start (60 000; the cluster test: less)
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

const serviceAccountOf = (env: Env) => {
  const inline = env.GOOGLE_SERVICE_ACCOUNT_JSON?.trim();
  if (inline) return inline;
  const file = env.GOOGLE_SERVICE_ACCOUNT_FILE?.trim();
  if (!file) return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(`GOOGLE_SERVICE_ACCOUNT_FILE: файл не читается (cannot read the file) ${file}`);
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
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN?.trim() ?? '',
      apiRoot: withoutTrailingSlash(text(env, 'TELEGRAM_API_ROOT', 'https://api.telegram.org')),
    },
    sheets: {
      serviceAccountJson: serviceAccountOf(env),
      apiRoot: withoutTrailingSlash(text(env, 'GOOGLE_SHEETS_API_ROOT', 'https://sheets.googleapis.com')),
      firstSyncMs: integer(env, 'SHEETS_SYNC_FIRST_ROUND_MS', 60_000),
    },
  };
};
