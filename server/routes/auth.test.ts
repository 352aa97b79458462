import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectStatus } from '../test/expect';
import { forgedKinds, forgeToken } from '../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('tokens', () => {
  it.each(forgedKinds)('a %s token gets 401 on reads and writes, writing nothing', async (kind) => {
    const token = await forgeToken(t.db, t.config, kind);
    const before = await rowCounts(t.db);
    const headers = { authorization: `Bearer ${token}` };
    const read = await t.call({ method: 'GET', url: '/api/subjects-info', headers });
    const write = await t.call({ method: 'POST', url: '/api/subjects', payload: { name: 'Подделка' }, headers });
    for (const response of [read, write]) {
      expectStatus(response, 401);
      expect(response.json()).toEqual({ message: 'Недействительный или просроченный токен' });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([
    ['no header', undefined],
    ['Basic credentials', 'Basic b3duZXI6b3duZXI='],
    ['an empty bearer', 'Bearer '],
    ['a token without the scheme', 'eyJhbGciOiJSUzI1NiJ9.e30.x'],
  ])('%s gets 401 with a Russian message', async (_label, authorization) => {
    const response = await t.call({ method: 'GET', url: '/api/subjects-info', headers: authorization ? { authorization } : {} });
    expectStatus(response, 401);
    expect(response.json()).toEqual({ message: 'Требуется вход в систему' });
  });

  it('a valid token of a demo user is accepted', async () => {
    const response = await t.call({ method: 'GET', url: '/api/subjects-info', headers: { authorization: `Bearer ${await t.tokenFor('owner')}` } });
    expectStatus(response, 200);
  });

  it('public routes ignore a bad token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer not-a-token' } });
    expectStatus(response, 200);
  });
});

describe('NO_ROLE_ACCESS=none', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ NO_ROLE_ACCESS: 'none' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('denies a user without a role even reads', async () => {
    const response = await strict.call({ method: 'GET', url: '/api/subjects-info', as: 'guest' });
    expectStatus(response, 403);
    expect(response.json()).toEqual({ message: 'Нет доступа' });
  });

  it('leaves the roles as they are', async () => {
    expectStatus(await strict.call({ method: 'GET', url: '/api/subjects-info', as: 'user' }), 200);
    expectStatus(await strict.call({ method: 'POST', url: '/api/subjects', payload: { name: 'Астрономия' }, as: 'admin' }), 201);
  });
});
