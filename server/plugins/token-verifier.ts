import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { loadSigningKeys } from '../auth/keys';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { ServiceUnavailableError } from '../errors';
import { cachedVerifier } from './token-cache';

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

// jose errors that mean "we could not reach the issuer", as opposed to "this token is bad"
const UNREACHABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JOSE_GENERIC']);

const discoverJwks = async (issuer: string): Promise<JWTVerifyGetKey> => {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (discovery.issuer !== issuer) throw new Error('discovery names another issuer');
  if (typeof discovery.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  const jwksUrl = new URL(discovery.jwks_uri);
  // keys only from the configured issuer's own host (ASVS 9.1.3)
  if (jwksUrl.origin !== new URL(issuer).origin) throw new Error('jwks_uri is on another host');
  return createRemoteJWKSet(jwksUrl);
};

// Issuer, audience and RS256 are checked; `typ` is not (at+jwt from ours, JWT from Keycloak: notes/identity.md).
const createUncachedVerifier = async (config: Config, db: Db): Promise<TokenVerifier> => {
  const options = {
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    algorithms: ['RS256'],
    requiredClaims: ['exp', 'sub'],
    clockTolerance: 5,
  };
  if (config.auth.embedded) {
    const { publicJwks } = await loadSigningKeys(db);
    const keys = createLocalJWKSet(publicJwks);
    return async (token) => (await jwtVerify(token, keys, options)).payload;
  }
  let remoteKeys: Promise<JWTVerifyGetKey> | undefined;
  return async (token) => {
    remoteKeys ??= discoverJwks(config.auth.issuer).catch((error: unknown) => {
      remoteKeys = undefined;
      throw error;
    });
    try {
      return (await jwtVerify(token, await remoteKeys, options)).payload;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || UNREACHABLE.has(code)) throw new ServiceUnavailableError('Сервер авторизации недоступен. Попробуйте позже.');
      throw error;
    }
  };
};

// A verified token is trusted for a minute at most (token-cache.ts); one entry per signed-in tab is plenty.
const CACHE = { maxEntries: 5_000, maxAgeMs: 60_000 };

export const createTokenVerifier = async (config: Config, db: Db): Promise<TokenVerifier> =>
  cachedVerifier(await createUncachedVerifier(config, db), CACHE);
