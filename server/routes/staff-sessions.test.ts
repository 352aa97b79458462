import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { REFRESH_MS, SESSION_ENDED_MESSAGE } from '../auth/session-cutoffs';
import { findUserByLogin, setPassword } from '../auth/users';
import { auditLog, oidcPayloads, staff, users } from '../db/schema/index';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectStatus } from '../test/expect';
import { STAFF_NOT_FOUND, STAFF_WITHOUT_ACCOUNT } from '../services/staff-sessions';

// Issue 24 part 4: an owner ends a staff member's sessions; the tokens issued before are refused at once, on this
// instance and (within REFRESH_MS) on another one on the same database; a password change does the same.
let t: TestApp;
let other: FastifyInstance; // a second instance on the same database
let teacherId: number;
let teacherStaffId: number;
let staffWithoutAccount: number;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// a token's iat has whole seconds: one minted in the cut-off's second is refused too
const nextSecond = () => sleep(1000 - (Date.now() % 1000) + 20);

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database });
  await other.ready();
  teacherId = (await findUserByLogin(t.db, 'teacher'))!.id;
  [{ id: teacherStaffId }] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.userId, teacherId));
  [{ id: staffWithoutAccount }] = await t.db.select({ id: staff.id }).from(staff).where(sql`${staff.userId} is null`).limit(1);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const readStaff = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/staff-table-info', headers: { authorization: `Bearer ${token}` } });
const endSessions = (id: number, as: 'owner' | 'admin' | 'teacher' | 'user' | 'guest' = 'owner') =>
  t.call({ method: 'POST', url: `/api/staff/${id}/end-sessions`, payload: {}, as });
const expectSessionEnded = (response: Awaited<ReturnType<typeof readStaff>>) => {
  expectStatus(response, 401);
  expect(response.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
};
const providerRowsOf = async (userId: number) =>
  (await t.db.select().from(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${String(userId)}`)).length;
const addProviderRows = async (userId: number) => {
  for (const model of ['Session', 'Grant', 'RefreshToken']) {
    await t.db.insert(oidcPayloads).values({ model, id: `${model}-${userId}-${Date.now()}`, payload: { accountId: String(userId) } });
  }
};

describe('POST /api/staff/:id/end-sessions', () => {
  it('is refused with 403 to everyone but the owner, and changes nothing', async () => {
    const before = await rowCounts(t.db);
    for (const login of ['admin', 'teacher', 'user', 'guest'] as const) {
      const response = await endSessions(teacherStaffId, login);
      expectStatus(response, 403);
      expect(response.json()).toEqual({ message: 'Нет доступа' });
    }
    expect(await rowCounts(t.db)).toEqual(before);
    const [teacher] = await t.db.select().from(users).where(eq(users.id, teacherId));
    expect(teacher.sessionsValidAfter).toBeNull();
  });

  it('answers 404 for an unknown member and 422 for one without an account', async () => {
    const missing = await endSessions(999_999);
    expectStatus(missing, 404);
    expect(missing.json()).toEqual({ message: STAFF_NOT_FOUND });
    const withoutAccount = await endSessions(staffWithoutAccount);
    expectStatus(withoutAccount, 422);
    expect(withoutAccount.json()).toEqual({ message: STAFF_WITHOUT_ACCOUNT });
  });

  it('refuses the member’s earlier token at once here and within a second on the other instance', async () => {
    const token = await t.tokenFor('teacher');
    expectStatus(await readStaff(t.app, token), 200);
    expectStatus(await readStaff(other, token), 200);
    await addProviderRows(teacherId);
    expect(await providerRowsOf(teacherId)).toBe(3);

    const response = await endSessions(teacherStaffId);
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ staffId: teacherStaffId });

    expectSessionEnded(await readStaff(t.app, token));
    // the provider's sessions, grants and refresh tokens are gone: no refresh gives a new token
    expect(await providerRowsOf(teacherId)).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, 'end-sessions'), eq(auditLog.entityId, String(teacherStaffId))));
    expect(audit).toMatchObject({ userLogin: 'owner', changes: { userId: { to: teacherId } } });

    await sleep(REFRESH_MS + 100);
    expectSessionEnded(await readStaff(other, token));
    // the owner's own token and a token issued afterwards still work
    expectStatus(await t.call({ method: 'GET', url: '/api/staff-table-info', as: 'owner' }), 200);
    await nextSecond();
    const fresh = await t.tokenFor('teacher');
    expectStatus(await readStaff(t.app, fresh), 200);
    expectStatus(await readStaff(other, fresh), 200);
  });
});

describe('a password change', () => {
  it('ends the user’s sessions like the owner’s button', async () => {
    await nextSecond(); // after the previous test's cut-off
    const token = await t.tokenFor('teacher');
    expectStatus(await readStaff(t.app, token), 200);
    expectStatus(await readStaff(other, token), 200);
    await addProviderRows(teacherId);

    // the CLI's path (npm run user -- passwd): another process, so only the database tells the server
    await setPassword(t.db, 'teacher', 'новый-пароль-2026');
    expect(await providerRowsOf(teacherId)).toBe(0);
    await sleep(REFRESH_MS + 100);
    expectSessionEnded(await readStaff(t.app, token));
    expectSessionEnded(await readStaff(other, token));
  });
});
