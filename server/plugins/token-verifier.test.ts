import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/types';
import { ServiceUnavailableError } from '../errors';
import { createTokenVerifier } from './token-verifier';

// An external Keycloak stand-in: discovery plus JWKS, as under https://host/realms/<realm>.
let server: Server;
let issuer: string;
let privateKey: CryptoKey;
let publicJwk: JWK;
let jwksUri: () => string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'kc-1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/realms/centre/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: jwksUri() }));
    } else if (request.url === '/realms/centre/protocol/openid-connect/certs') {
      response.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/centre`;
  jwksUri = () => `${issuer}/protocol/openid-connect/certs`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const keycloakToken = (claims: Record<string, unknown> = {}) =>
  new SignJWT({ realm_access: { roles: ['ADMIN'] }, preferred_username: 'admin', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'kc-1' })
    .setIssuer(issuer)
    .setAudience('centre-api')
    .setSubject('5f1c2e9a-0000-4000-8000-000000000001')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

const externalConfig = (issuerUrl = issuer) => loadConfig({ AUTH_ISSUER: issuerUrl, AUTH_CLIENT_ID: 'web' });
const noDb = {} as Db;

describe('external issuer', () => {
  it('verifies a Keycloak token (typ JWT) with keys found through discovery', async () => {
    const verify = await createTokenVerifier(externalConfig(), noDb);
    const payload = await verify(await keycloakToken());
    expect(payload.preferred_username).toBe('admin');
  });

  it('refuses a token for another audience', async () => {
    const verify = await createTokenVerifier(externalConfig(), noDb);
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'kc-1' }).setIssuer(issuer).setAudience('account')
      .setSubject('x').setExpirationTime('5m').sign(privateKey);
    await expect(verify(token)).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
  });

  it('refuses keys that discovery places on another host', async () => {
    const original = jwksUri;
    jwksUri = () => 'http://localhost:1/certs';
    try {
      const verify = await createTokenVerifier(externalConfig(), noDb);
      await expect(verify(await keycloakToken())).rejects.toBeInstanceOf(ServiceUnavailableError);
    } finally {
      jwksUri = original;
    }
  });

  it('refuses a token it accepted once it has expired (the cache of checked tokens ends at exp)', async () => {
    const verify = await createTokenVerifier(externalConfig(), noDb);
    const token = await keycloakToken();
    const lifetime = (await verify(token)).exp! * 1000 - Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + lifetime - 10_000);
      expect((await verify(token)).preferred_username).toBe('admin');
      vi.setSystemTime(Date.now() + 20_000);
      await expect(verify(token)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 503 (not 401) while the issuer cannot be reached', async () => {
    const verify = await createTokenVerifier(externalConfig('http://127.0.0.1:1/realms/centre'), noDb);
    await expect(verify(await keycloakToken())).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
