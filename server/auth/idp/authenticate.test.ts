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
    expect((await authenticate(database.db, lockout, 'x'.repeat(10_000), 'owner')).outcome).toBe('wrong-credentials');
  });

  it('takes as long for an unknown login as for a wrong password (dummy hash)', async () => {
    await timed('warm-up', 'x');
    // paired and in alternating order, so that a busy machine slows both sides of each pair alike
    const medianGap = async () => {
      const gaps: number[] = [];
      for (let round = 0; round < 41; round += 1) {
        const unknownFirst = round % 2 === 0;
        const first = await timed(unknownFirst ? 'no-such-login' : 'admin', 'guess');
        const second = await timed(unknownFirst ? 'admin' : 'no-such-login', 'guess');
        const [unknown, wrong] = unknownFirst ? [first, second] : [second, first];
        expect([unknown.outcome, wrong.outcome]).toEqual(['wrong-credentials', 'wrong-credentials']);
        gaps.push(unknown.ms - wrong.ms);
      }
      return Math.abs(median(gaps));
    };
    // a missing dummy hash shows as a gap of a whole argon2 run (~20 ms) every time; noise rarely thrice in a row
    const measured = [await medianGap()];
    while (measured.at(-1)! >= 5 && measured.length < 3) measured.push(await medianGap());
    expect(Math.min(...measured)).toBeLessThan(5);
  });
});
