import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { expectStatus } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers ok without a token, naming the engine', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expectStatus(response, 200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.engine });
  });
});

describe('GET /api/config', () => {
  it('gives the embedded issuer, its endpoints and the client id', async () => {
    const response = await t.call({ method: 'GET', url: '/api/config' });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      auth: {
        issuer: 'http://localhost:3000/idp',
        clientId: 'web',
        endpoints: {
          authorization_endpoint: 'http://localhost:3000/idp/auth',
          token_endpoint: 'http://localhost:3000/idp/token',
          end_session_endpoint: 'http://localhost:3000/idp/session/end',
        },
      },
      apiBase: '/api',
      noRoleAccess: 'read',
    });
  });

  it("names the endpoints as the provider's own discovery document does", async () => {
    const { auth } = (await t.call({ method: 'GET', url: '/api/config' })).json() as { auth: { endpoints: Record<string, string> } };
    const discovery = await t.call({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: { host: 'localhost:3000' } });
    expectStatus(discovery, 200);
    expect(Object.keys(auth.endpoints)).toHaveLength(3);
    expect(discovery.json()).toMatchObject(auth.endpoints);
  });
});

describe('security headers', () => {
  const targets = [
    ['API JSON', '/api/health', 'owner'],
    ['API 401', '/api/subjects-info', undefined],
    ['API 404', '/api/no-such-route', 'owner'],
    ['SPA page', '/settings/client-statuses', undefined],
  ] as const;

  it.each(targets)('%s carries CSP, nosniff, referrer policy and no X-Powered-By', async (_label, url, as) => {
    const response = await t.call({ method: 'GET', url, as });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // our own files, and the silent sign-in page's one inline script by its hash (server/auth/silent-check-sso.ts)
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each(targets.filter(([, url]) => url.startsWith('/api')))('%s is not cached', async (_label, url, as) => {
    const response = await t.call({ method: 'GET', url, as });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives a foreign origin no CORS permission', async () => {
    const response = await t.call({ method: 'GET', url: '/api/subjects-info', as: 'owner', headers: { origin: 'https://evil.example' } });
    expectStatus(response, 200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/api/subjects',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers JSON with a charset', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s on an unknown /api route answers 404 JSON', async (method) => {
    const response = await t.call({ method, url: '/api/no-such-route', as: 'owner' });
    expectStatus(response, 404);
    expect(response.json()).toEqual({ message: 'Не найдено' });
  });

  it('serves the SPA (or the Russian "not built" page) for client-side routes', async () => {
    const response = await t.call({ method: 'GET', url: '/students/table' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    if (response.statusCode === 200) expect(response.body).toMatch(/<div id="root">/);
    else {
      expectStatus(response, 503);
      expect(response.body).toContain('npm run build');
    }
  });

  it('does not serve the SPA for unknown /idp paths or non-GET methods', async () => {
    expectStatus(await t.call({ method: 'POST', url: '/students/table' }), 404);
    const idp = await t.call({ method: 'GET', url: '/idp/no-such-page' });
    expect(idp.statusCode).toBeGreaterThanOrEqual(400);
    expect(idp.body).not.toMatch(/<div id="root">/);
  });
});

describe('OpenAPI', () => {
  it('documents every /api route and nothing else', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expectStatus(response, 200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/config', '/api/client-statuses-info', '/api/client-statuses/{id}']));
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the documentation page', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
