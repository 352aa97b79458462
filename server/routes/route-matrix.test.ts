import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilityFor, type Role } from '../../resources/abilities';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';

// The route × role matrix of the running app (issue 7): every /api route as registered, every demo role, checked
// against resources/abilities.ts — 401 without a token, 403 where the role's rules do not allow the route's
// { action, subject }, never 500 — and no row changed by any of it. A route added later is in it by itself.
const roleOf: Record<DemoLogin, Role> = { owner: 'OWNER', admin: 'ADMIN', teacher: 'TEACHER', user: 'USER', guest: 'none' };
const logins = Object.keys(roleOf) as DemoLogin[];
const MISSING_ID = '999999';

let t: TestApp;
let before: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  before = await rowCounts(t.db);
});
afterAll(async () => {
  await t?.close();
});

const guarded = () => t.app.apiRouteList.filter((route) => !route.public && !route.url.startsWith('/api/docs'));
const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, MISSING_ID);

describe('route × role matrix', () => {
  it('covers every route of the app', () => {
    expect(guarded().length).toBeGreaterThan(60);
    for (const route of guarded()) expect(route.action && route.subject, `${route.method} ${route.url} names no permission`).toBeTruthy();
  });

  it('answers 401 to every guarded route without a token', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const response = await t.call({ method: route.method as 'GET', url: urlOf(route.url), payload: route.method === 'GET' ? undefined : {} });
      if (response.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(logins)('answers %s as abilities.ts says, and never 500', async (login) => {
    const ability = defineAbilityFor(roleOf[login], { noRoleAccess: t.config.noRoleAccess });
    const wrong: string[] = [];
    for (const route of guarded()) {
      const allowed = ability.can(route.action!, route.subject!);
      const response = await t.call({
        method: route.method as 'GET',
        url: urlOf(route.url),
        payload: route.method === 'GET' ? undefined : {},
        as: login,
      });
      const status = response.statusCode;
      const fine = allowed ? status !== 401 && status !== 403 && status < 500 : status === 403;
      if (!fine) wrong.push(`${route.method} ${route.url} (${route.action} ${route.subject}): ${status} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('changed no row', async () => {
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
