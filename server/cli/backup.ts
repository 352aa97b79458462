import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig, type Config } from '../config';
import { openDatabase, startFailure } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';
import { dumpOpenPglite, PGLITE_BACKUP_FORMAT, pgliteBackupName } from '../db/online-backup';

// `npm run backup`: a dump of either engine into ./backups (BACKUP_DIR), docs/architecture.md "Backup and restore".
// PostgreSQL: pg_dump, one consistent snapshot while the servers write (BACKUP_SNAPSHOT: a snapshot exported by
// pg_export_snapshot() to dump instead, so that a caller can read the same state). PGlite: the folder when no
// server holds it; else the running server makes the copy (POST /api/system/backup with an owner's BACKUP_TOKEN).
const config = loadConfig();
const folder = resolve(process.env.BACKUP_DIR ?? 'backups');
const now = new Date();
const stamp = now.toISOString().replace(/[:.]/g, '-');

const dumpPostgres = () =>
  new Promise<string>((done, fail) => {
    const file = join(folder, `postgres-${stamp}.dump`);
    const snapshot = process.env.BACKUP_SNAPSHOT ? [`--snapshot=${process.env.BACKUP_SNAPSHOT}`] : [];
    // custom format: restore with pg_restore (npm run restore), table by table if need be
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', ...snapshot, `--file=${file}`, config.databaseUrl], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error('pg_dump не найден: установите клиент PostgreSQL (apt-get install postgresql-client-15). pg_dump is not installed.')
          : error,
      ),
    );
    child.on('exit', (code) => (code === 0 ? done(file) : fail(new Error(`pg_dump завершился с кодом ${code}`))));
  });

const dumpPgliteFolder = async () => {
  const database = await openDatabase(config);
  try {
    const file = join(folder, pgliteBackupName(now));
    writeFileSync(file, Buffer.from(await (await dumpOpenPglite(database.pglite!)).arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
};

const NO_TOKEN =
  'Папку базы держит работающий сервер: резервную копию сделает он. Укажите токен владельца в BACKUP_TOKEN:\n' +
  '  BACKUP_TOKEN=$(npm run -s token -- <логин владельца> --password <пароль>) npm run backup';

// The server holds the folder: it copies the database between two of its transactions and streams the archive.
const askRunningServer = async (running: Config) => {
  const token = process.env.BACKUP_TOKEN;
  if (!token) throw new Error(NO_TOKEN);
  const url = `${process.env.BACKUP_URL ?? `http://localhost:${running.port}`}/api/system/backup`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format: PGLITE_BACKUP_FORMAT }),
  });
  if (!response.ok || !response.body) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(`Сервер ${url} не сделал резервную копию (HTTP ${response.status}): ${message ?? response.statusText}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? pgliteBackupName(now);
  const file = join(folder, name);
  try {
    await pipeline(Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]), createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    // never leave half an archive that looks like a backup (nor remove a file of that name that was there before)
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(file, { force: true });
    throw error;
  }
  return file;
};

const dumpPglite = () =>
  dumpPgliteFolder().catch((error: unknown) => {
    if (error instanceof FolderLockedError) return askRunningServer(config);
    throw error;
  });

try {
  mkdirSync(folder, { recursive: true });
  const file = config.databaseUrl ? await dumpPostgres() : await dumpPglite();
  console.log(`Резервная копия сохранена: ${file}`);
  console.log(`Восстановление в новую базу: npm run restore -- ${file} <${config.databaseUrl ? 'имя новой базы' : 'новая папка DATA_DIR'}>`);
} catch (error) {
  console.error(startFailure(error));
  process.exit(1);
}
