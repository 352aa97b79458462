import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { createBrowser, signInWithPassword, type Browser } from './sign-in-client';
import { openTestDatabase, startTestIdp, testSettings, type TestIdp } from './test-server';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const refresh = async (idp: TestIdp, refreshToken: string) => {
  const response = await fetch(`${idp.baseUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'web', refresh_token: refreshToken }),
  });
  const body = await response.json();
  return { status: response.status, refreshToken: body.refresh_token as string, error: body.error as string | undefined };
};

// what keycloak-js's check-sso sees: a code while the session lives, login_required once it is over
const silentCheck = async (idp: TestIdp, browser: Browser) => {
  const response = await browser.request(
    `/idp/auth?${new URLSearchParams({
      client_id: 'web',
      redirect_uri: idp.redirectUri,
      response_type: 'code',
      scope: 'openid',
      prompt: 'none',
      code_challenge: createHash('sha256').update('a verifier').digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
  );
  const location = new URL(response.headers.get('location') ?? '');
  return location.searchParams.get('error') ?? 'code';
};

const signIn = (idp: TestIdp, browser: Browser) =>
  signInWithPassword({ baseUrl: idp.baseUrl, clientId: 'web', redirectUri: idp.redirectUri, login: 'owner', password: 'owner' }, browser);

// Seconds are shortened here: the defaults are 30 min idle and 10 h absolute (Keycloak's SSO Session Idle / Max).
// The margins are seconds wide because a loaded 2-core CI machine can take a second or more per request. The two
// tests mostly wait, each on a provider of its own: they wait side by side (17 s instead of 34 of a worker's time).
describe.concurrent('session limits', () => {
  it('ends a session that sees no activity for the idle time, and activity keeps it alive', async () => {
    const idp = await startTestIdp(database, testSettings({ sessionIdleSeconds: 6, sessionMaxSeconds: 3600 }));
    try {
      const browser = createBrowser(idp.baseUrl);
      let { refresh_token: token } = await signIn(idp, browser);
      // three refreshes 3 s apart outlive the 6-s idle time only because each one is activity
      for (let step = 0; step < 3; step += 1) {
        await sleep(3000);
        const refreshed = await refresh(idp, token);
        expect(refreshed.status).toBe(200);
        token = refreshed.refreshToken;
      }
      expect(await silentCheck(idp, browser)).toBe('code');
      await sleep(7500);
      expect(await silentCheck(idp, browser)).toBe('login_required');
      expect((await refresh(idp, token)).error).toBe('invalid_grant');
    } finally {
      await idp.close();
    }
  });

  it('ends every session at the absolute limit from sign-in, however active', async () => {
    const idp = await startTestIdp(database, testSettings({ sessionIdleSeconds: 8, sessionMaxSeconds: 12 }));
    try {
      const browser = createBrowser(idp.baseUrl);
      const signedInAt = Date.now();
      let { refresh_token: token } = await signIn(idp, browser);
      for (let step = 0; step < 2; step += 1) {
        await sleep(3500);
        const refreshed = await refresh(idp, token);
        expect(refreshed.status).toBe(200);
        token = refreshed.refreshToken;
      }
      // past the absolute limit, though the last activity is well within the idle time
      await sleep(Math.max(0, signedInAt + 13_000 - Date.now()));
      expect((await refresh(idp, token)).error).toBe('invalid_grant');
      expect(await silentCheck(idp, browser)).toBe('login_required');
    } finally {
      await idp.close();
    }
  });
});
