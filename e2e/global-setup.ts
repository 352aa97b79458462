import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedToday } from '../server/seed/today';
import { buildTemplate } from './server/template';
import { TEMPLATE_DAY_VARIABLE, TEMPLATE_DIR_VARIABLE } from './server-settings';

// A spec that takes `test` from Playwright itself would run without a server of its own (e2e/helpers/test.ts).
const OWN_TEST_IMPORT = /import\s*{[^}]*\btest\b[^}]*}\s*from\s*'@playwright\/test'/;

const specsWithoutOwnServer = () =>
  readdirSync('e2e').filter((file) => file.endsWith('.spec.ts') && OWN_TEST_IMPORT.test(readFileSync(join('e2e', file), 'utf8')));

// Once per `playwright test`: the migrated, seeded data folder each worker's server copies for every spec file
// (e2e/helpers/worker-server.ts). PGlite's initdb, the migrations and the demo data take 10–20 s on two cores;
// a copy of the 65 MB folder takes a fraction of a second.
export default function globalSetup() {
  const strays = specsWithoutOwnServer();
  if (strays.length > 0) {
    throw new Error(`import test and expect from './helpers/test', not '@playwright/test', in: ${strays.join(', ')}`);
  }
  // the workers append to their server logs (a retry's worker to the failed one's): each run starts them afresh
  for (const file of readdirSync('e2e').filter((name) => /^server-\d+\.log$/.test(name))) rmSync(join('e2e', file));
  // the day before the build: a build that crosses midnight is taken for the earlier day, and rebuilt
  const day = seedToday();
  const templateDir = buildTemplate();
  process.env[TEMPLATE_DIR_VARIABLE] = templateDir;
  process.env[TEMPLATE_DAY_VARIABLE] = day;
  return () => rmSync(templateDir, { recursive: true, force: true });
}
