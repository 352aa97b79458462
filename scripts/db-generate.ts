import { spawnSync } from 'node:child_process';
import { recordNewMigrations } from './migration-hashes';
import { writeRegistry } from './resource-registry';

// `npm run db:generate -- --name <what-changed>`: the registry of resources/<entity>/ folders (so that drizzle-kit
// sees a new folder's table.ts), then drizzle-kit's migration, then the new migration's recorded hash.
await writeRegistry();
const drizzle = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
if (drizzle.status !== 0) process.exit(drizzle.status ?? 1);
for (const file of recordNewMigrations()) console.log(`recorded ${file} in server/db/migrations-released.json`);
