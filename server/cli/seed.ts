import { loadConfig } from '../config';
import { openDatabase, startFailure } from '../db/client';
import { seedDatabase } from '../seed/index';

// `npm run seed`: drops everything and fills the database with the demo centre again.
// The PGlite folder lock makes it refuse while a server (or another CLI) uses the folder.
const config = loadConfig();

try {
  const database = await openDatabase(config, { reset: true });
  try {
    await seedDatabase(database, { demo: true });
    console.log(`База данных заполнена демонстрационными данными (${config.databaseUrl ? 'PostgreSQL' : `PGlite, ${config.dataDir}`}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(startFailure(error));
  process.exit(1);
}
