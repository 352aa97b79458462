// Where the provider is mounted; its issuer is `${PUBLIC_URL}/idp`.
export const idpPrefix = '/idp';

// What the embedded provider needs from the server configuration (server/config.ts gives a superset).
export type IdpConfig = {
  publicUrl: string;
  // behind a TLS proxy: X-Forwarded-Proto and -Host are trusted (oidc-provider's `proxy`, Fastify's `trustProxy`)
  trustProxy: boolean;
  auth: {
    issuer: string;
    clientId: string;
    audience: string;
    accessTokenTtl: number;
    allowedOrigins: string[];
  };
  loginLockout: LockoutSettings;
};

export type LockoutSettings = {
  maxFailures: number;
  waitIncrementSeconds: number;
  maxWaitSeconds: number;
  failureResetSeconds: number;
};

export type IdpSettings = {
  lockout: LockoutSettings;
  loginAttemptsPerMinute: number;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
};

const positiveInteger = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} должно быть целым положительным числом, а не «${raw}»`);
  return value;
};

// Keycloak's temporary lockout and session limits (notes/reliability.md rows 9 and 10); env shortens them in tests.
export const readIdpSettings = (env: NodeJS.ProcessEnv = process.env): IdpSettings => ({
  lockout: {
    maxFailures: positiveInteger(env, 'LOGIN_MAX_FAILURES', 10),
    waitIncrementSeconds: positiveInteger(env, 'LOGIN_WAIT_INCREMENT_SECONDS', 60),
    maxWaitSeconds: positiveInteger(env, 'LOGIN_MAX_WAIT_SECONDS', 15 * 60),
    failureResetSeconds: positiveInteger(env, 'LOGIN_FAILURE_RESET_SECONDS', 12 * 60 * 60),
  },
  loginAttemptsPerMinute: positiveInteger(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 30),
  sessionIdleSeconds: positiveInteger(env, 'SESSION_IDLE_SECONDS', 30 * 60),
  sessionMaxSeconds: positiveInteger(env, 'SESSION_MAX_SECONDS', 10 * 60 * 60),
});

// money.md §9: the second centre is the same app on the subdomain `zelenograd.` of the public address
// (src/lib/centre.ts), e.g. http://zelenograd.localhost:3000 beside http://localhost:3000. Not for an IP address.
export const CENTRE_SUBDOMAINS = ['zelenograd'] as const;
export const centreOrigins = (publicUrl: string): string[] => {
  const url = new URL(publicUrl);
  const isAddress = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[');
  return isAddress ? [] : CENTRE_SUBDOMAINS.map((prefix) => `${url.protocol}//${prefix}.${url.host}`);
};

// Every origin the web client may run on: the public URL's, its centres' and the configured extra ones (e.g. the
// Vite dev server).
export const clientOrigins = (config: IdpConfig): string[] => [
  ...new Set([
    new URL(config.publicUrl).origin,
    ...centreOrigins(config.publicUrl),
    ...config.auth.allowedOrigins.map((origin) => new URL(origin).origin),
  ]),
];
