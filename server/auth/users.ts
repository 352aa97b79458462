import { asc, eq, sql } from 'drizzle-orm';
import { users, type User } from '../db/schema/index';
import type { Db } from '../db/types';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { endUserSessions } from './session-cutoffs';

export const realmRoles = ['OWNER', 'ADMIN', 'TEACHER', 'USER'] as const;
export type RealmRole = (typeof realmRoles)[number];

export type PublicUser = Omit<User, 'passwordHash'>;

export type NewUser = {
  login: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  roles?: readonly string[];
};

// A refusal worded for the person at the keyboard (the CLI prints the message as it is).
export class UserError extends Error {}

export const demoUsers = [
  { login: 'owner', password: 'owner', firstName: 'Ольга', lastName: 'Владимирова', roles: ['OWNER'] },
  { login: 'admin', password: 'admin', firstName: 'Андрей', lastName: 'Смирнов', roles: ['ADMIN'] },
  { login: 'teacher', password: 'teacher', firstName: 'Мария', lastName: 'Иванова', roles: ['TEACHER'] },
  { login: 'user', password: 'user', firstName: 'Дмитрий', lastName: 'Козлов', roles: ['USER'] },
  { login: 'guest', password: 'guest', firstName: 'Елена', lastName: 'Соколова', roles: [] },
] as const;

const byLogin = (login: string) => sql`lower(${users.login}) = lower(${login.trim()})`;

const withoutHash = ({ passwordHash: _passwordHash, ...user }: User): PublicUser => user;

export const maxLoginLength = 64;

const checkLogin = (login: string): string => {
  const trimmed = login.trim();
  if (trimmed.length > maxLoginLength || !/^[\p{L}\p{N}._@-]+$/u.test(trimmed)) {
    throw new UserError(`Логин: от 1 до ${maxLoginLength} букв, цифр или знаков . _ @ - без пробелов`);
  }
  return trimmed;
};

const checkPassword = (password: string): string => {
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
  return password;
};

export const parseRoles = (roles: readonly string[]): RealmRole[] => {
  const normalised = [...new Set(roles.map((role) => role.trim().toUpperCase()).filter(Boolean))];
  const unknown = normalised.filter((role) => !(realmRoles as readonly string[]).includes(role));
  if (unknown.length > 0) {
    throw new UserError(`Неизвестные роли: ${unknown.join(', ')}. Допустимые роли: ${realmRoles.join(', ')}`);
  }
  return normalised as RealmRole[];
};

const checkEmail = (email: string): string => {
  const trimmed = email.trim();
  if (trimmed && !/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw new UserError(`Некорректный адрес почты: ${trimmed}`);
  return trimmed;
};

const updateOne = async (db: Db, login: string, values: Partial<typeof users.$inferInsert>): Promise<PublicUser> => {
  const [updated] = await db.update(users).set(values).where(byLogin(login)).returning();
  if (!updated) throw new UserError(`Пользователь «${login}» не найден`);
  return withoutHash(updated);
};

export const findUserByLogin = async (db: Db, login: string): Promise<User | undefined> => {
  const [user] = await db.select().from(users).where(byLogin(login));
  return user;
};

export const findActiveUserById = async (db: Db, id: string): Promise<User | undefined> => {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, Number(id)));
  return user && !user.disabled ? user : undefined;
};

export const createUser = async (db: Db, input: NewUser): Promise<PublicUser> => {
  const login = checkLogin(input.login);
  if (await findUserByLogin(db, login)) throw new UserError(`Пользователь «${login}» уже существует`);
  const [created] = await db
    .insert(users)
    .values({
      login,
      passwordHash: await hashPassword(checkPassword(input.password)),
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      email: checkEmail(input.email ?? ''),
      roles: parseRoles(input.roles ?? []),
    })
    .returning();
  return withoutHash(created);
};

// A new password ends every session of the user: tokens issued before it are refused, refresh tokens are gone.
export const setPassword = async (db: Db, login: string, password: string): Promise<PublicUser> => {
  const passwordHash = await hashPassword(checkPassword(password));
  return db.transaction(async (tx) => {
    const user = await updateOne(tx, login, { passwordHash });
    await endUserSessions(tx, user.id);
    return user;
  });
};

export const setRoles = async (db: Db, login: string, roles: readonly string[]): Promise<PublicUser> =>
  updateOne(db, login, { roles: parseRoles(roles) });

// Disabling also ends the user's sessions, grants and refresh tokens at once (ASVS 7.4.2), and its access tokens.
export const disableUser = async (db: Db, login: string): Promise<PublicUser> =>
  db.transaction(async (tx) => {
    const user = await updateOne(tx, login, { disabled: true });
    await endUserSessions(tx, user.id);
    return user;
  });

export const enableUser = async (db: Db, login: string): Promise<PublicUser> => updateOne(db, login, { disabled: false });

export const listUsers = async (db: Db): Promise<PublicUser[]> =>
  (await db.select().from(users).orderBy(asc(sql`lower(${users.login})`))).map(withoutHash);

// Creates the demo accounts that are missing; existing ones (maybe with changed passwords) are left alone.
export const seedDemoUsers = async (db: Db): Promise<void> => {
  for (const demo of demoUsers) {
    if (await findUserByLogin(db, demo.login)) continue;
    await db
      .insert(users)
      .values({
        login: demo.login,
        passwordHash: await hashPassword(demo.password),
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: `${demo.login}@example.com`,
        roles: [...demo.roles],
      })
      .onConflictDoNothing();
  }
};

// ASVS 6.3.2: production must not run with a demo account that still opens with its well-known password.
export const assertNoDemoPasswords = async (db: Db): Promise<void> => {
  const exposed: string[] = [];
  for (const demo of demoUsers) {
    const user = await findUserByLogin(db, demo.login);
    if (user && !user.disabled && (await verifyPassword(user.passwordHash, demo.password))) exposed.push(demo.login);
  }
  if (exposed.length > 0) {
    throw new Error(
      `Запуск в рабочем режиме невозможен: демонстрационные пользователи с паролями по умолчанию (${exposed.join(', ')}). ` +
        'Смените им пароли (npm run user -- passwd <логин> <пароль>) или отключите их (npm run user -- disable <логин>).',
    );
  }
};
