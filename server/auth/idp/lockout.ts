import { eq, lt, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { LockoutSettings } from './settings';

const key = (login: string) => login.trim().toLowerCase();

// The wait after the n-th failure past the threshold: 1 min, 2, 4, 8, ... up to the maximum (15 min).
const waitSeconds = (failures: number, settings: LockoutSettings): number =>
  Math.min(settings.waitIncrementSeconds * 2 ** Math.min(failures - settings.maxFailures, 30), settings.maxWaitSeconds);

// Keycloak's temporary lockout per login (its brute-force detection, notes/reliability.md row 9). Unknown logins
// are counted like real ones, so the lockout says nothing about which logins exist.
export const createLockout = (db: Db, settings: LockoutSettings) => ({
  async isLocked(login: string, now = new Date()): Promise<boolean> {
    const [row] = await db.select().from(loginFailures).where(eq(loginFailures.login, key(login)));
    return Boolean(row?.lockedUntil && row.lockedUntil > now);
  },

  async recordFailure(login: string, now = new Date()): Promise<void> {
    const resetBefore = new Date(now.getTime() - settings.failureResetSeconds * 1000);
    const [row] = await db
      .insert(loginFailures)
      .values({ login: key(login), failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginFailures.login,
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} < ${resetBefore.toISOString()} then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning();
    if (row.failures >= settings.maxFailures) {
      const lockedUntil = new Date(now.getTime() + waitSeconds(row.failures, settings) * 1000);
      await db.update(loginFailures).set({ lockedUntil }).where(eq(loginFailures.login, row.login));
    }
    await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, resetBefore));
  },

  async recordSuccess(login: string): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.login, key(login)));
  },
});

export type Lockout = ReturnType<typeof createLockout>;
