import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Migrations are added, never rewritten (issue 7): a database in use has run the old ones and will not run them
// again. Each migration's sha256 is recorded once, when `npm run db:generate` writes it, and never updated after;
// server/db/migrations-history.test.ts holds every file to its recorded hash.
export const migrationsFolder = fileURLToPath(new URL('../server/db/migrations/', import.meta.url));
export const releasedFile = fileURLToPath(new URL('../server/db/migrations-released.json', import.meta.url));

export const migrationFiles = () => readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).sort();

export const hashOf = (file: string) => createHash('sha256').update(readFileSync(`${migrationsFolder}${file}`)).digest('hex');

export const readReleased = (): Record<string, string> =>
  existsSync(releasedFile) ? (JSON.parse(readFileSync(releasedFile, 'utf8')) as Record<string, string>) : {};

// Adds the files not yet recorded; a recorded hash is kept even when its file has changed, so the test still fails.
export const recordNewMigrations = () => {
  const released = readReleased();
  const added = migrationFiles().filter((file) => !(file in released));
  for (const file of added) released[file] = hashOf(file);
  writeFileSync(releasedFile, `${JSON.stringify(released, null, 2)}\n`);
  return added;
};
