import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// core.md §6 and README: a signed-in user without a role reads everything where NO_ROLE_ACCESS=read (the
// default) and nothing where NO_ROLE_ACCESS=none. Every GET route of the running app, from its OpenAPI document.
const readRoutes = (t: TestApp) => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const sampleQueryOf = (path: string) =>
    t.app.apiRouteList.find((route) => route.method === 'GET' && route.url === path.replace(/\{(\w+)\}/g, ':$1'))?.sampleQuery;
  return Object.entries(document.paths)
    .filter(([path, operations]) => path.startsWith('/api/') && 'get' in operations)
    .map(([path]) => {
      const sample = sampleQueryOf(path);
      return `${path.replace(/\{[^}]+\}/g, '1')}${sample ? `?${sample}` : ''}`;
    });
};

describe.each([
  ['read', 200],
  ['none', 403],
] as const)('a user without a role, NO_ROLE_ACCESS=%s', (setting, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NO_ROLE_ACCESS: setting });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`gets ${expected} from every read route`, async () => {
    const routes = readRoutes(t);
    expect(routes.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const url of routes) {
      const publicRoute = (await t.call({ method: 'GET', url })).statusCode !== 401;
      if (publicRoute) continue;
      const response = await t.call({ method: 'GET', url, as: 'guest' });
      // an id that does not exist may answer 404; a refusal never
      const fine = expected === 200 ? [200, 404].includes(response.statusCode) : response.statusCode === 403;
      if (!fine) answers.push(`${url}: ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
  });
});
