import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';
import { expectCleanRefusal } from '../test/expect';
import { wellFormedBodyFor } from '../test/zod-arbitrary';

// Issue 20: bodies the fuzzer's random ones rarely hit, sent to every PATCH and PUT route of the running app with
// each path parameter 1, 2 and 3 (seeded rows). An id that is an object ({"toString": 1}) gave 500 on three routes;
// an empty change ({} or every key null) gave 500 where drizzle got nothing to set. Each must be a 200 or a clean
// refusal (that a refusal changes no row, the body fuzzer checks). A route added later is sent them by itself.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const updateRoutes = () =>
  t.app.apiRouteList.filter((route) => (route.method === 'PATCH' || route.method === 'PUT') && !route.public && route.url.includes(':'));

const urlsOf = (url: string) => ['1', '2', '3'].map((id) => url.replace(/:[A-Za-z]+/g, id));

// The body's top-level keys, where the route's body schema is an object (the rest get no all-null body).
const bodyKeys = (body: unknown): string[] => (body instanceof z.ZodObject ? Object.keys(body.shape as object) : []);

// The keys a route may read as the record's id: `id` and the body's own `…Id` keys (checkBodyId's).
const idKeys = (body: unknown) => ['id', ...bodyKeys(body).filter((key) => key !== 'id' && /Id$/.test(key))];

// The empty body and, for `id` an object (what gave the 500s), a few well-formed bodies of the route's schema too,
// so that the id is what a handler meets and not what the validation refuses; each with one id key set to `id`.
const WELL_FORMED = 3;
const withOddId = (route: { method: string; url: string; body?: unknown }, id: unknown): Sent[] => {
  const wellFormed =
    route.body instanceof z.ZodObject && typeof id === 'object' && !Array.isArray(id)
      ? fc.sample(wellFormedBodyFor(route.body), { numRuns: WELL_FORMED, seed: 20 })
      : [];
  // the empty body at each of the three addresses, the well-formed ones at the first (they cost a write each)
  const [first] = urlsOf(route.url);
  const sent = [...urlsOf(route.url).map((url) => ({ url, base: {} })), ...wellFormed.map((base) => ({ url: first, base }))];
  return sent.flatMap(({ url, base }) => idKeys(route.body).map((key) => ({ method: route.method, url, body: { ...(base as object), [key]: id } })));
};

type Sent = { method: string; url: string; body: unknown };

const problemsOf = async (requests: Sent[]) => {
  const problems: string[] = [];
  for (const request of requests) {
    const response = await t.call({ method: request.method as 'PATCH', url: request.url, payload: request.body as object, as: 'owner' });
    const where = `${request.method} ${request.url} ${JSON.stringify(request.body).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode >= 500) problems.push(where);
    else if (response.statusCode >= 400) expectCleanRefusal(response);
  }
  return problems;
};

describe('odd bodies on every PATCH and PUT route with a path parameter (issue 20)', () => {
  it('finds the update routes of the app', () => {
    expect(updateRoutes().length).toBeGreaterThan(20);
    expect(updateRoutes().map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/tasks/:id', '/api/class-schedules/:id', '/api/admin-debt-comments/:id', '/api/payout-amounts/:id']),
    );
  });

  it.each([
    ['an object', { toString: 1 }],
    ['an array', [1]],
    ['a word', 'abc'],
  ])('an id that is %s: never a 500', async (_name, id) => {
    const requests = updateRoutes().flatMap((route) => withOddId(route, id));
    expect(await problemsOf(requests)).toEqual([]);
  });

  it('an empty body, and every key of the body null: never a 500', async () => {
    const requests = updateRoutes().flatMap((route) =>
      urlsOf(route.url).flatMap((url) => [
        { method: route.method, url, body: {} },
        { method: route.method, url, body: Object.fromEntries(bodyKeys(route.body).map((key) => [key, null])) },
      ]),
    );
    expect(await problemsOf(requests)).toEqual([]);
  });
});
