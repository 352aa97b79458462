import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { centreOrigins, clientOrigins } from './settings';
import { signInWithPassword } from './sign-in-client';
import { openTestDatabase, startTestIdp, testConfig, type TestIdp } from './test-server';

// money.md §9: the second centre is the same app on `zelenograd.` of the public address (src/lib/centre.ts); the
// embedded provider accepts its redirect URIs and its token requests across origins, and nothing else new.

let database: Database;
let idp: TestIdp;

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await startTestIdp(database);
});
afterAll(async () => {
  await idp?.close();
  await database?.close();
});

describe('the second centre origin', () => {
  it('is derived from PUBLIC_URL, with its port; not from an IP address', () => {
    expect(centreOrigins('http://localhost:3000')).toEqual(['http://zelenograd.localhost:3000']);
    expect(centreOrigins('https://crm.example.ru')).toEqual(['https://zelenograd.crm.example.ru']);
    expect(centreOrigins('http://127.0.0.1:3000')).toEqual([]);
    expect(clientOrigins(testConfig)).toEqual(['http://localhost:3000', 'http://zelenograd.localhost:3000']);
  });

  it('signs in with the redirect URI of centre 2', async () => {
    const tokens = await signInWithPassword({ baseUrl: idp.baseUrl, clientId: 'web', redirectUri: 'http://zelenograd.localhost:3000/', login: 'owner', password: 'owner' });
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses a redirect URI of any other subdomain', async () => {
    await expect(
      signInWithPassword({ baseUrl: idp.baseUrl, clientId: 'web', redirectUri: 'http://elsewhere.localhost:3000/', login: 'owner', password: 'owner' }),
    ).rejects.toThrow();
  });

  it('answers a token request from centre 2 with its CORS header, and not one from another origin', async () => {
    const tokenRequest = (origin: string) =>
      fetch(`${idp.baseUrl}/idp/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'web', refresh_token: 'none' }),
      });
    expect((await tokenRequest('http://zelenograd.localhost:3000')).headers.get('access-control-allow-origin')).toBe('http://zelenograd.localhost:3000');
    expect((await tokenRequest('http://elsewhere.localhost:3000')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
