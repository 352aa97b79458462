import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_DIR_VARIABLE } from './server-settings';

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
  const templateDir = mkdtempSync(join(tmpdir(), 'h5-e2e-template-'));
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/server/build-template.ts', templateDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) {
    rmSync(templateDir, { recursive: true, force: true });
    throw new Error(`building the e2e database template failed (exit ${build.status ?? build.signal})`);
  }
  process.env[TEMPLATE_DIR_VARIABLE] = templateDir;
  return () => rmSync(templateDir, { recursive: true, force: true });
}
