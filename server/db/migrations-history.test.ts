import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashOf, migrationFiles, migrationsFolder, readReleased } from '../../scripts/migration-hashes';

// Migrations are added, never rewritten (issue 7): a database in use has run the old ones and will not run them
// again. `npm run db:generate -- --name <x>` records each new migration's hash in migrations-released.json; a
// recorded hash is never updated, so changing a released migration fails here.
const released = readReleased();
const sqlFiles = migrationFiles();
const journal = JSON.parse(readFileSync(`${migrationsFolder}meta/_journal.json`, 'utf8')) as { entries: { idx: number; tag: string }[] };

describe('the migration history', () => {
  it.each(Object.entries(released))('keeps %s as it was released', (file, hash) => {
    expect(sqlFiles, `${file} was removed: add a new migration instead`).toContain(file);
    expect(hashOf(file), `${file} was changed: revert it and add a migration with npm run db:generate -- --name <x>`).toBe(hash);
  });

  it('has every migration file in its journal, in order, and nothing else', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(sqlFiles);
  });

  it('has a recorded hash for every migration file', () => {
    expect(sqlFiles.filter((file) => !(file in released)), 'write migrations with npm run db:generate, which records them').toEqual([]);
  });
});
