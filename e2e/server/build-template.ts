// Builds the migrated, seeded PGlite data folder every e2e server copies (e2e/global-setup.ts runs it once per
// `playwright test`): `node --import tsx e2e/server/build-template.ts <DATA_DIR>`. The same demo data a first
// `npm start` seeds, so a copy starts as a server that found its database already filled.
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/index';
import { buildDigestLines, storeDigestOnce } from '../../server/services/integrity-digest';
import { dayInTimeZone } from '../../resources/school-year';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: build-template.ts <DATA_DIR>');
const config = loadConfig({ PORT: '3000', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
try {
  await seedDatabase(database, { demo: true });
  // today's integrity digest stored, as in a centre after 09:00: otherwise every spec file's server would build it
  // (the whole history's ledger check, seconds of a loaded machine) in the first minute after its start, in the
  // middle of whatever that spec is doing (server/workers/integrity-digest.ts)
  const today = dayInTimeZone(new Date(), config.tzCentre);
  await storeDigestOnce(database.db, today, await buildDigestLines(database.db, today), config.publicUrl);
} finally {
  await database.close();
}
