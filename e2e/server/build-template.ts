// Builds the migrated, seeded PGlite data folder every e2e server copies (e2e/global-setup.ts runs it once per
// `playwright test`): `node --import tsx e2e/server/build-template.ts <DATA_DIR>`. The same demo data a first
// `npm start` seeds, so a copy starts as a server that found its database already filled.
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/index';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: build-template.ts <DATA_DIR>');
const database = await openDatabase(loadConfig({ PORT: '3000', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
try {
  await seedDatabase(database, { demo: true });
} finally {
  await database.close();
}
