import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { loginFailures } from '../../db/schema/index';
import { createLockout, type Lockout } from './lockout';
import { openTestDatabase } from './test-server';

const settings = { maxFailures: 10, waitIncrementSeconds: 60, maxWaitSeconds: 900, failureResetSeconds: 12 * 60 * 60 };
const start = new Date('2026-03-02T09:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

let database: Database;
let lockout: Lockout;

beforeAll(async () => {
  database = await openTestDatabase();
  lockout = createLockout(database.db, settings);
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(loginFailures);
});

const failTimes = async (login: string, times: number, at: Date) => {
  for (let failure = 0; failure < times; failure += 1) await lockout.recordFailure(login, at);
};

// how long the login stays locked from `from`, checked on both sides of the stored deadline
const lockSeconds = async (login: string, from: Date) => {
  const [row] = await database.db.select().from(loginFailures).where(eq(loginFailures.login, login.trim().toLowerCase()));
  const seconds = row?.lockedUntil ? Math.round((row.lockedUntil.getTime() - from.getTime()) / 1000) : 0;
  const at = (offset: number) => new Date(from.getTime() + offset * 1000);
  expect(await lockout.isLocked(login, at(seconds - 1))).toBe(seconds > 0);
  expect(await lockout.isLocked(login, at(seconds))).toBe(false);
  return seconds;
};

describe('temporary lockout per login (Keycloak model)', () => {
  it('does not lock before the tenth failure', async () => {
    await failTimes('owner', 9, start);
    expect(await lockout.isLocked('owner', start)).toBe(false);
  });

  it('locks for a minute at the tenth failure, then doubles the wait up to fifteen minutes', async () => {
    await failTimes('owner', 10, start);
    expect(await lockSeconds('owner', start)).toBe(60);
    const waits: number[] = [];
    let now = start;
    for (let extra = 0; extra < 6; extra += 1) {
      now = new Date(now.getTime() + 3600 * 1000);
      await lockout.recordFailure('owner', now);
      waits.push(await lockSeconds('owner', now));
    }
    expect(waits).toEqual([120, 240, 480, 900, 900, 900]);
  });

  it('counts logins case-insensitively and keeps each login to itself', async () => {
    await failTimes('Owner', 5, start);
    await failTimes(' owner ', 5, start);
    expect(await lockout.isLocked('OWNER', start)).toBe(true);
    expect(await lockout.isLocked('admin', start)).toBe(false);
  });

  it('forgets failures older than the reset time (12 h)', async () => {
    await failTimes('admin', 9, start);
    await lockout.recordFailure('admin', after(12 * 60 * 60 + 1));
    expect(await lockout.isLocked('admin', after(12 * 60 * 60 + 1))).toBe(false);
    const [row] = await database.db.select().from(loginFailures);
    expect(row.failures).toBe(1);
  });

  it('clears the count after a successful sign-in', async () => {
    await failTimes('teacher', 9, start);
    await lockout.recordSuccess('teacher');
    await lockout.recordFailure('teacher', start);
    expect(await lockout.isLocked('teacher', start)).toBe(false);
  });
});
