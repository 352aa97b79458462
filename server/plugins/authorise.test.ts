import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

// Abilities are built once per role and shared by the requests of that role: one role's never serves another.
describe('abilities shared per role', () => {
  it('keeps each role to its own rules, whichever role asked before', async () => {
    const write = (name: string) => ({ method: 'POST', url: '/api/student-cities', payload: { cityName: name } }) as const;
    for (const round of ['Первый', 'Второй']) {
      expect((await test.call({ ...write(`${round} город`), as: 'owner' })).statusCode).toBe(201);
      expect((await test.call({ ...write(`${round} посёлок`), as: 'user' })).statusCode).toBe(403);
      expect((await test.call({ ...write(`${round} хутор`), as: 'teacher' })).statusCode).toBe(403);
      expect((await test.call({ method: 'GET', url: '/api/students-info', as: 'teacher' })).statusCode).toBe(200);
      expect((await test.call({ ...write(`${round} село`), as: 'admin' })).statusCode).toBe(201);
    }
  });
});
