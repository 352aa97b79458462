import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, pgliteFolder } from './client';

// `npm run restore`: a backup of `npm run backup` into a fresh database, never over one that holds anything
// (docs/architecture.md "Backup and restore"). PostgreSQL's .dump goes into a new database on the server of
// DATABASE_URL; PGlite's .tar.gz into a new data folder.
export class RestoreRefusedError extends Error {}

export type BackupKind = 'postgres' | 'pglite';

export const backupKindOf = (file: string): BackupKind => {
  if (!existsSync(file)) throw new RestoreRefusedError(`Файл резервной копии не найден: ${file}`);
  if (file.endsWith('.dump')) return 'postgres';
  if (file.endsWith('.tar.gz')) return 'pglite';
  throw new RestoreRefusedError(`Не знаю, как восстановить ${file}: ожидается .dump (pg_dump) или .tar.gz (PGlite)`);
};

// A data folder (DATA_DIR) whose PGlite folder does not exist yet or is empty: the archive is unpacked into it and
// opened once, which also applies any migration newer than the backup (the server would do the same at start).
export const restorePglite = async (file: string, dataDir: string, config: Config) => {
  const target = pgliteFolder({ dataDir });
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new RestoreRefusedError(`Папка ${target} не пуста: восстановление пишет только в новую папку. Укажите другую.`);
  }
  const database = await openDatabase({ ...config, dataDir, databaseUrl: '' }, { pgliteTemplate: new Blob([readFileSync(file)]) });
  await database.close();
  return target;
};

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const withClient = async <Result>(url: string, work: (client: pg.Client) => Promise<Result>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const urlOfDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const runPgRestore = (file: string, url: string) =>
  new Promise<void>((done, fail) => {
    // one transaction: a restore that fails half-way leaves the database empty, not half full
    const child = spawn('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? new Error('pg_restore не найден: установите клиент PostgreSQL (apt-get install postgresql-client-15).') : error),
    );
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_restore завершился с кодом ${code}`))));
  });

// A database of that name on the server of `serverUrl`: created when missing, refused when it holds any table.
export const restorePostgres = async (file: string, name: string, serverUrl: string) => {
  if (!DATABASE_NAME.test(name)) {
    throw new RestoreRefusedError(`Имя базы «${name}» не подходит: строчные латинские буквы, цифры и _, не больше 63 знаков`);
  }
  const exists = await withClient(serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  const url = urlOfDatabase(serverUrl, name);
  if (exists) {
    const tables = await withClient(url, async (client) =>
      Number((await client.query(`select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`)).rows[0].n),
    );
    if (tables > 0) throw new RestoreRefusedError(`База данных ${name} не пуста (таблиц: ${tables}): восстановление пишет только в новую базу. Укажите другое имя.`);
  } else {
    await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  }
  await runPgRestore(file, url);
  return url;
};
