import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { startFailure } from '../db/client';
import { backupKindOf, restorePglite, restorePostgres, RestoreRefusedError } from '../db/restore';

// npm run restore -- <backup file> <target>: into a fresh database only (server/db/restore.ts).
//   .dump (pg_dump):   <target> is the name of a new database on the server of DATABASE_URL
//   .tar.gz (PGlite):  <target> is a new data folder (the DATA_DIR of the server that is to open it)
const usage =
  'Использование: npm run restore -- <файл резервной копии> <новая база>\n' +
  '  .dump (PostgreSQL): имя новой базы на сервере из DATABASE_URL\n' +
  '  .tar.gz (PGlite): новая папка данных (DATA_DIR)';

const main = async () => {
  const [file, target, ...rest] = process.argv.slice(2);
  if (!file || !target || rest.length > 0) throw new RestoreRefusedError(usage);
  const config = loadConfig();
  if (backupKindOf(file) === 'pglite') {
    const folder = await restorePglite(file, resolve(target), config);
    console.log(`Восстановлено в ${folder}. Запуск на ней: DATA_DIR=${resolve(target)} npm start`);
    return;
  }
  if (!config.databaseUrl) throw new RestoreRefusedError('Укажите в DATABASE_URL сервер PostgreSQL, на котором создать новую базу.');
  const url = await restorePostgres(file, target, config.databaseUrl);
  console.log(`Восстановлено в базу ${target}. Запуск на ней: DATABASE_URL=${url.replace(/\/\/[^@/]*@/, '//')} npm start`);
};

main().catch((error: unknown) => {
  console.error(error instanceof RestoreRefusedError ? error.message : startFailure(error));
  process.exitCode = 1;
});
