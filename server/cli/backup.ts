import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, startFailure } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';

// `npm run backup`: a dump of either engine into ./backups (ARCHITECTURE §7).
const config = loadConfig();
const folder = resolve(process.env.BACKUP_DIR ?? 'backups');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

const dumpPostgres = () =>
  new Promise<string>((done, fail) => {
    const file = join(folder, `postgres-${stamp}.dump`);
    // custom format: restore with pg_restore, table by table if need be
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl], {
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

const dumpPglite = async () => {
  // the folder lock: a running server holds it, and a copy taken under its writes would not be consistent
  const database = await openDatabase(config);
  try {
    const file = join(folder, `pglite-${stamp}.tar.gz`);
    const archive = await database.pglite!.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
};

try {
  mkdirSync(folder, { recursive: true });
  const file = config.databaseUrl ? await dumpPostgres() : await dumpPglite();
  console.log(`Резервная копия сохранена: ${file}`);
  if (!config.databaseUrl) {
    console.log('Восстановление: остановите сервер, распакуйте архив в новую папку и укажите её родителя в DATA_DIR:');
    console.log(`  mkdir -p restored/pglite && tar -xzf ${file} -C restored/pglite && DATA_DIR=restored npm start`);
  }
} catch (error) {
  console.error(error instanceof FolderLockedError ? `${error.message}\nОстановите сервер перед резервным копированием PGlite.` : startFailure(error));
  process.exit(1);
}
