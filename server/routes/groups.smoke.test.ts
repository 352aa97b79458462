import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  const started = Date.now();
  t = await createTestApp();
  console.log('app ready in', Date.now() - started, 'ms');
});
afterAll(async () => t?.close());

it('smoke', async () => {
  const list = await t.call({ method: 'GET', url: '/api/teacher-sheets-info', as: 'owner' });
  console.log(list.statusCode, list.headers['x-total-count'], JSON.stringify(list.json()[0]).slice(0, 600));
  expect(list.statusCode).toBe(200);
});
