import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { authenticate } from './authenticate';
import { createLockout, type Lockout } from './lockout';
import { openTestDatabase } from './test-server';

let database: Database;
let lockout: Lockout;

beforeAll(async () => {
  database = await openTestDatabase();
  lockout = createLockout(database.db, { maxFailures: 1000, waitIncrementSeconds: 60, maxWaitSeconds: 900, failureResetSeconds: 43200 });
});

afterAll(async () => {
  await database?.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const timed = async (login: string, password: string) => {
  const started = performance.now();
  const result = await authenticate(database.db, lockout, login, password);
  return { outcome: result.outcome, ms: performance.now() - started };
};

describe('authenticate', () => {
  it('signs in with the right password and refuses others', async () => {
    expect((await authenticate(database.db, lockout, 'Owner', 'owner')).outcome).toBe('success');
    expect((await authenticate(database.db, lockout, 'owner', 'Owner')).outcome).toBe('wrong-credentials');
    expect((await authenticate(database.db, lockout, '', '')).outcome).toBe('wrong-credentials');
  });

  it('takes as long for an unknown login as for a wrong password (dummy hash)', async () => {
    await timed('warm-up', 'x');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      const a = await timed('no-such-login', 'guess');
      const b = await timed('admin', 'guess');
      expect([a.outcome, b.outcome]).toEqual(['wrong-credentials', 'wrong-credentials']);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(5);
  });
});
