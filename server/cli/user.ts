import { parseArgs } from 'node:util';
import {
  createUser,
  disableUser,
  enableUser,
  listUsers,
  setPassword,
  setRoles,
  type PublicUser,
} from '../auth/users';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Db } from '../db/types';

const usage = `Использование:
  npm run user -- add <логин> <пароль> [--roles OWNER,ADMIN] [--first-name Имя] [--last-name Фамилия] [--email почта]
  npm run user -- list
  npm run user -- passwd <логин> <пароль>
  npm run user -- roles <логин> РОЛЬ,РОЛЬ   (пустая строка "" снимает все роли)
  npm run user -- disable <логин>
  npm run user -- enable <логин>
Роли: OWNER, ADMIN, TEACHER, USER.`;

class UsageError extends Error {
  constructor() {
    super(usage);
  }
}

const splitRoles = (value: string | undefined) => (value ?? '').split(',');

const describe = (user: PublicUser) =>
  `${user.login} (${[user.firstName, user.lastName].filter(Boolean).join(' ') || 'без имени'}; ` +
  `роли: ${user.roles.length > 0 ? user.roles.join(', ') : 'нет'}${user.disabled ? '; отключён' : ''})`;

const table = (rows: string[][]) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
};

const printList = (users: PublicUser[]) => {
  if (users.length === 0) return console.log('Пользователей нет.');
  console.log(
    table([
      ['Логин', 'Имя', 'Роли', 'Почта', 'Состояние'],
      ...users.map((user) => [
        user.login,
        [user.firstName, user.lastName].filter(Boolean).join(' '),
        user.roles.join(', ') || '—',
        user.email || '—',
        user.disabled ? 'отключён' : 'активен',
      ]),
    ]),
  );
};

type Command = (db: Db, args: string[], options: Record<string, string | undefined>) => Promise<void>;

const commands: Record<string, { arity: number; run: Command }> = {
  add: {
    arity: 2,
    run: async (db, [login, password], options) => {
      const user = await createUser(db, {
        login,
        password,
        roles: splitRoles(options.roles),
        firstName: options['first-name'],
        lastName: options['last-name'],
        email: options.email,
      });
      console.log(`Пользователь создан: ${describe(user)}`);
    },
  },
  list: { arity: 0, run: async (db) => printList(await listUsers(db)) },
  passwd: {
    arity: 2,
    run: async (db, [login, password]) => console.log(`Пароль изменён, сеансы пользователя завершены: ${describe(await setPassword(db, login, password))}`),
  },
  roles: {
    arity: 2,
    run: async (db, [login, roles]) => console.log(`Роли изменены: ${describe(await setRoles(db, login, splitRoles(roles)))}`),
  },
  disable: {
    arity: 1,
    run: async (db, [login]) => console.log(`Пользователь отключён, его сеансы завершены: ${describe(await disableUser(db, login))}`),
  },
  enable: { arity: 1, run: async (db, [login]) => console.log(`Пользователь включён: ${describe(await enableUser(db, login))}`) },
};

const main = async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      roles: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
    },
  });
  const [name, ...args] = positionals;
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command || args.length !== command.arity) throw new UsageError();
  // the PGlite folder lock refuses, naming the holder, while a server has the database open
  const database = await openDatabase(loadConfig());
  try {
    await command.run(database.db, args, values);
  } catch (error) {
    // reported before closing: the process may end while the folder lock is being released
    fail(error);
  } finally {
    await database.close();
  }
};

const fail = (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
};

main().catch(fail);
