import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { disableUser, enableUser } from '../users';
import { createBrowser, signInWithPassword, SignInError, type Browser, type TokenSet } from './sign-in-client';
import { openTestDatabase, startTestIdp, testConfig, testSettings, type TestIdp } from './test-server';

const issuer = testConfig.auth.issuer;

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

const signIn = (login: string, password = login, server = idp, browser?: Browser) =>
  signInWithPassword({ baseUrl: server.baseUrl, clientId: 'web', redirectUri: server.redirectUri, login, password }, browser);

const refresh = (refreshToken: string, server = idp) =>
  fetch(`${server.baseUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'web', refresh_token: refreshToken }),
  });

// Starts an authorization request and returns the login form the provider shows for it.
const openLoginForm = async (server = idp) => {
  const browser = createBrowser(server.baseUrl);
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const authorize = await browser.request(
    `/idp/auth?${new URLSearchParams({
      client_id: 'web',
      redirect_uri: server.redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`,
  );
  const page = await browser.request(authorize.headers.get('location') ?? '');
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const post = (login: string, password: string) =>
    browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    });
  return { page, html, post };
};

describe('embedded provider', () => {
  it('publishes a discovery document for keycloak-js', async () => {
    const response = await fetch(`${idp.baseUrl}/idp/.well-known/openid-configuration`);
    const discovery = await response.json();
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${idp.baseUrl}/idp/auth`);
    expect(discovery.token_endpoint).toBe(`${idp.baseUrl}/idp/token`);
    expect(discovery.end_session_endpoint).toBe(`${idp.baseUrl}/idp/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    // what a standard client (openid-client) would call must answer: no userinfo that refuses our tokens
    expect(discovery.userinfo_endpoint).toBeUndefined();
    expect(discovery.revocation_endpoint).toBe(`${idp.baseUrl}/idp/token/revocation`);
  });

  it('revokes a refresh token (RFC 7009), after which it is refused', async () => {
    const tokens = await signIn('admin');
    const revoke = await fetch(`${idp.baseUrl}/idp/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: 'web' }).toString(),
    });
    expect(revoke.status, await revoke.clone().text()).toBe(200);
    const refused = await refresh(tokens.refresh_token);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('invalid_grant');
  });

  it('signs in through the login form with PKCE and issues Keycloak-shaped tokens', async () => {
    const tokens = await signIn('owner');
    const jwks = createRemoteJWKSet(new URL(`${idp.baseUrl}/idp/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer,
      audience: 'centre-api',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      realm_access: { roles: ['OWNER'] },
      preferred_username: 'owner',
      given_name: 'Ольга',
      family_name: 'Владимирова',
      email: 'owner@example.com',
      azp: 'web',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    // keycloak-js decodes the refresh token as a JWT
    expect(tokens.refresh_token.split('.')).toHaveLength(3);
    expect(decodeJwt(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', iss: issuer, azp: 'web' });
  });

  it('shows a Russian login page that needs no inline script or style', async () => {
    const { page, html } = await openLoginForm();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Вход</title>');
    expect(html).toContain('<label for="login">Логин</label>');
    expect(html).toContain('<label for="password">Пароль</label>');
    expect(html).toContain('<button type="submit">Войти</button>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|<style|\sstyle=|\son[a-z]+=/i);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const css = await fetch(`${idp.baseUrl}/idp/assets/idp.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('answers a wrong password and an unknown login with the same page, keeping the typed login', async () => {
    const wrongPassword = await (await openLoginForm()).post('admin', 'not-the-password');
    const unknownLogin = await (await openLoginForm()).post('nobody-here', 'not-the-password');
    for (const response of [wrongPassword, unknownLogin]) {
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Неверный логин или пароль');
      expect(html).toMatch(/id="login"[^>]*value="(admin|nobody-here)"/);
    }
  });

  it.each([
    ['a NUL in the login', 'ad\u0000min', 'admin'],
    ['control characters in the login', 'ad\u0001\u001fmin\u007f', 'admin'],
    ['a NUL in the password', 'admin', 'ad\u0000min'],
  ])('answers %s with the login page and its Russian message, never 500', async (_case, login, password) => {
    const response = await (await openLoginForm()).post(login, password);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Неверный логин или пароль');
  });

  it('refreshes with rotation and revokes the whole grant when a used refresh token comes back', async () => {
    const first = await signIn('admin');
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as TokenSet;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).realm_access).toEqual({ roles: ['ADMIN'] });

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('invalid_grant');
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('ends the session at logout, after which the refresh token is refused', async () => {
    const browser = createBrowser(idp.baseUrl);
    const tokens = await signIn('user', 'user', idp, browser);
    const logout = await browser.request(
      `/idp/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: idp.redirectUri })}`,
    );
    const html = await logout.text();
    expect(html).toContain('<script src="/idp/assets/logout.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    expect(fields.logout).toBe('yes');
    const confirm = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(idp.redirectUri);

    const afterLogout = await refresh(tokens.refresh_token);
    expect(afterLogout.status).toBe(400);
    expect((await afterLogout.json()).error).toBe('invalid_grant');
  });

  it('keeps a disabled user out and ends the sessions that user already had', async () => {
    const before = await signIn('teacher');
    await disableUser(database.db, 'teacher');
    try {
      expect((await refresh(before.refresh_token)).status).toBe(400);
      await expect(signIn('teacher')).rejects.toThrow(new SignInError('Учётная запись отключена. Обратитесь к администратору.'));
    } finally {
      await enableUser(database.db, 'teacher');
    }
    await expect(signIn('teacher')).resolves.toHaveProperty('access_token');
  });

  it('restarts a lost sign-in from the app instead of showing an error', async () => {
    const response = await fetch(`${idp.baseUrl}/idp/interaction/no-such-interaction`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${testConfig.publicUrl}/`);
  });

  it('serves no dev interactions: the provider owns nothing but its endpoints under /idp', async () => {
    const response = await fetch(`${idp.baseUrl}/idp/interaction/x/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=owner&password=anything',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${testConfig.publicUrl}/`);
  });
});

describe('a restart', () => {
  it('keeps sessions, grants and keys: tokens from before work after', async () => {
    const browser = createBrowser(idp.baseUrl);
    const before = await signIn('owner', 'owner', idp, browser);
    const oldJwks = await (await fetch(`${idp.baseUrl}/idp/jwks`)).json();
    await idp.close();

    idp = await startTestIdp(database);
    const jwks = createRemoteJWKSet(new URL(`${idp.baseUrl}/idp/jwks`));
    expect(await (await fetch(`${idp.baseUrl}/idp/jwks`)).json()).toEqual(oldJwks);
    await expect(jwtVerify(before.access_token, jwks, { issuer, audience: 'centre-api' })).resolves.toBeDefined();
    expect((await refresh(before.refresh_token)).status).toBe(200);

    // the browser's session cookie still signs it in silently (prompt=none)
    const silent = createBrowser(idp.baseUrl, browser.jar);
    const challenge = createHash('sha256').update('verifier-of-a-silent-check').digest('base64url');
    const response = await silent.request(
      `/idp/auth?${new URLSearchParams({
        client_id: 'web',
        redirect_uri: idp.redirectUri,
        response_type: 'code',
        scope: 'openid',
        prompt: 'none',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })}`,
    );
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBeNull();
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});

describe('brute-force protection', () => {
  it('locks a login after the allowed failures and then refuses even the right password', async () => {
    const locking = await startTestIdp(database, testSettings({ lockout: { ...testSettings().lockout, maxFailures: 3 } }));
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await (await openLoginForm(locking)).post('user', 'wrong-password');
        expect(await response.text()).toContain('Неверный логин или пароль');
      }
      const right = await (await openLoginForm(locking)).post('user', 'user');
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('Неверный логин или пароль');
      // another login is not affected
      expect((await (await openLoginForm(locking)).post('guest', 'guest')).status).toBe(303);
    } finally {
      await locking.close();
      await database.db.execute("delete from login_failures");
    }
  });

  it('limits sign-in attempts per address with a Russian 429 page', async () => {
    const limited = await startTestIdp(database, testSettings({ loginAttemptsPerMinute: 3 }));
    try {
      const form = await openLoginForm(limited);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await form.post('nobody', 'wrong-password')).status).toBe(200);
      const refused = await form.post('owner', 'owner');
      expect(refused.status).toBe(429);
      const html = await refused.text();
      expect(html).toContain('Слишком много попыток входа. Попробуйте позже.');
      expect(html).toContain('<title>Вход</title>');
    } finally {
      await limited.close();
      await database.db.execute("delete from login_failures");
    }
  });
});

describe('the token request on every page load (issue 21)', () => {
  it('reads its user once, for the account and the token claims both, and still issues the user roles', async () => {
    const statements: string[] = [];
    const counted = await openTestDatabase({ logQuery: (query) => statements.push(query) });
    const server = await startTestIdp(counted);
    try {
      const tokens = await signIn('admin', 'admin', server);
      statements.length = 0;
      const refreshed = await refresh(tokens.refresh_token, server);
      expect(refreshed.status).toBe(200);
      const { access_token: accessToken } = (await refreshed.json()) as TokenSet;
      expect(decodeJwt(accessToken).realm_access).toEqual({ roles: ['ADMIN'] });
      expect(statements.filter((query) => /from "users"/.test(query))).toHaveLength(1);
    } finally {
      await server.close();
      await counted.close();
    }
  });
});
