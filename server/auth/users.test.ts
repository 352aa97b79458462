import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads, users } from '../db/schema/index';
import type { Database } from '../db/types';
import { openTestDatabase } from './idp/test-server';
import {
  assertNoDemoPasswords,
  createUser,
  demoUsers,
  disableUser,
  enableUser,
  findUserByLogin,
  listUsers,
  seedDemoUsers,
  setPassword,
  setRoles,
  UserError,
} from './users';
import { verifyPassword } from './passwords';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('users', () => {
  it('seeds the five demo users once, with Russian names and their roles', async () => {
    await seedDemoUsers(database.db);
    await seedDemoUsers(database.db);
    const listed = await listUsers(database.db);
    expect(listed.map((user) => [user.login, user.roles])).toEqual([
      ['admin', ['ADMIN']],
      ['guest', []],
      ['owner', ['OWNER']],
      ['teacher', ['TEACHER']],
      ['user', ['USER']],
    ]);
    expect(listed.find((user) => user.login === 'owner')).toMatchObject({ firstName: 'Ольга', lastName: 'Владимирова' });
    expect(listed[0]).not.toHaveProperty('passwordHash');
  });

  it('stores argon2id hashes, never the password', async () => {
    const owner = await findUserByLogin(database.db, 'OWNER');
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(owner?.passwordHash ?? '', 'owner')).toBe(true);
  });

  it('creates a user with checked login, password, roles and e-mail', async () => {
    const created = await createUser(database.db, {
      login: ' irina ',
      password: 'длинный-пароль',
      roles: ['admin', 'TEACHER', 'admin'],
      firstName: 'Ирина',
      lastName: 'Орлова',
      email: 'irina@example.com',
    });
    expect(created).toMatchObject({ login: 'irina', roles: ['ADMIN', 'TEACHER'], firstName: 'Ирина', disabled: false });
    await expect(createUser(database.db, { login: 'IRINA', password: 'длинный-пароль' })).rejects.toThrow(
      new UserError('Пользователь «IRINA» уже существует'),
    );
    await expect(createUser(database.db, { login: 'new', password: 'short' })).rejects.toThrow(
      new UserError('Пароль должен быть не короче 8 символов'),
    );
    await expect(createUser(database.db, { login: 'two words', password: 'длинный-пароль' })).rejects.toThrow(UserError);
    await expect(createUser(database.db, { login: 'boss', password: 'длинный-пароль', roles: ['BOSS'] })).rejects.toThrow(
      new UserError('Неизвестные роли: BOSS. Допустимые роли: OWNER, ADMIN, TEACHER, USER'),
    );
    await expect(createUser(database.db, { login: 'mail', password: 'длинный-пароль', email: 'not-mail' })).rejects.toThrow(UserError);
  });

  it('changes passwords and roles, and says so when the login is unknown', async () => {
    await setPassword(database.db, 'irina', 'другой-пароль');
    const irina = await findUserByLogin(database.db, 'irina');
    expect(await verifyPassword(irina?.passwordHash ?? '', 'другой-пароль')).toBe(true);
    expect((await setRoles(database.db, 'irina', [])).roles).toEqual([]);
    await expect(setRoles(database.db, 'nobody', ['USER'])).rejects.toThrow(new UserError('Пользователь «nobody» не найден'));
  });

  it('disabling ends the stored sessions and grants of that user', async () => {
    const irina = await findUserByLogin(database.db, 'irina');
    await database.db.insert(oidcPayloads).values({ model: 'Session', id: 's1', payload: { accountId: String(irina?.id) } });
    await database.db.insert(oidcPayloads).values({ model: 'Session', id: 's2', payload: { accountId: '999999' } });
    expect((await disableUser(database.db, 'irina')).disabled).toBe(true);
    const left = await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.model, 'Session'));
    expect(left.map((row) => row.id)).toEqual(['s2']);
    expect((await enableUser(database.db, 'irina')).disabled).toBe(false);
  });

  it('refuses production while a demo user still has its demo password', async () => {
    await expect(assertNoDemoPasswords(database.db)).rejects.toThrow(/owner, admin, teacher, user, guest/);
    await setPassword(database.db, 'owner', 'новый-пароль-владельца');
    for (const demo of demoUsers.filter((user) => user.login !== 'owner')) await disableUser(database.db, demo.login);
    await expect(assertNoDemoPasswords(database.db)).resolves.toBeUndefined();
    await database.db.update(users).set({ disabled: false });
  });
});
