import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { expectCleanRefusal } from '../test/expect';

let t: TestApp;
let pagedLists: string[] = [];
let wholeLists: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // the paged lists of the running app: every GET route without a path parameter that answers a page with
  // its X-Total-Count; each kept as its path and the start of a query ('/api/x?', or with the sample query a route declares)
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.includes('{') || !('get' in operations)) continue;
    const sample = t.app.apiRouteList.find((route) => route.method === 'GET' && route.url === path)?.sampleQuery;
    const base = sample ? `${path}?${sample}&` : `${path}?`;
    const response = await t.call({ method: 'GET', url: `${base}_start=0&_end=1`, as: 'owner' });
    if (response.statusCode === 200 && response.headers['x-total-count'] !== undefined) pagedLists.push(base);
    else if (response.statusCode === 400) wholeLists.push(base);
  }
});
afterAll(async () => {
  await t?.close();
});

// Names every object has (Object.prototype's): a list must treat them as the unknown fields they are.
const builtInKeys = [
  '_sort=__proto__',
  '_sort=constructor',
  '_sort=hasOwnProperty',
  '_sort=toString&_order=desc',
  '__proto___like=a',
  '__proto__=1',
  'constructor=1',
  'constructor_like=a',
  'hasOwnProperty=1',
  'valueOf=1',
  'toString=1',
  'isPrototypeOf_ne=1',
];

describe('list query keys that are built-in object property names (issue 7)', () => {
  it('finds the paged lists of the app', () => {
    expect(pagedLists.length).toBeGreaterThanOrEqual(7);
  });

  it('refuses any query key on a whole list, and answers it without one', async () => {
    expect(wholeLists.length).toBeGreaterThanOrEqual(3);
    for (const path of wholeLists) {
      const refused = await t.call({ method: 'GET', url: `${path}constructor=1`, as: 'owner' });
      expect(refused.statusCode, path).toBe(400);
      // the refusal names the key: the lists' own check, or the strict query schema of a report ('Нераспознанный ключ')
      expectCleanRefusal(refused);
      expect((refused.json() as { message: string }).message, path).toMatch(/^(Неизвестный параметр запроса: constructor|Нераспознанный ключ: "constructor")$/);
      expect((await t.call({ method: 'GET', url: path, as: 'owner' })).statusCode, path).toBe(200);
    }
  });

  it.each(builtInKeys)('?%s is refused with 400 by every paged list', async (query) => {
    const answers: string[] = [];
    for (const path of pagedLists) {
      const response = await t.call({ method: 'GET', url: `${path}_start=0&_end=10&${query}`, as: 'owner' });
      if (response.statusCode !== 400) answers.push(`${path}: ${response.statusCode}`);
      else expectCleanRefusal(response);
    }
    expect(answers).toEqual([]);
  });
});
