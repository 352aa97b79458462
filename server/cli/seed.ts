import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';
import { resetDatabase } from '../db/maintenance';
import { seedDatabase } from '../seed/index';

// `npm run seed`: drops everything and fills the database with the demo centre again.
// The PGlite folder lock makes it refuse while a server (or another CLI) uses the folder.
const config = loadConfig();

try {
  const database = await openDatabase(config);
  try {
    await resetDatabase(database);
    await seedDatabase(database, { demo: true });
    console.log(`База данных заполнена демонстрационными данными (${config.databaseUrl ? 'PostgreSQL' : `PGlite, ${config.dataDir}`}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof FolderLockedError ? error.message : error);
  process.exit(1);
}
