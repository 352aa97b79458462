import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A migrated, seeded data folder, built in a process of its own.
export const buildTemplate = () => {
  const templateDir = mkdtempSync(join(tmpdir(), 'h5-e2e-template-'));
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/server/build-template.ts', templateDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) {
    rmSync(templateDir, { recursive: true, force: true });
    throw new Error(`building the e2e database template failed (exit ${build.status ?? build.signal})`);
  }
  return templateDir;
};
