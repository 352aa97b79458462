import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles, migrationsFolder } from '../../scripts/migration-hashes';
import { createTestApp, type TestApp } from '../test/app';
import { queryRows } from './rows';
import { breakingChanges, columnsOf, droppedColumns, type SchemaSnapshot } from './migration-rules';

// Rolling upgrades (issue 24 item 5): every migration keeps the previous release's code working (server/db/
// migration-rules.ts), unless migrations-contract.json lists it as a contract step with its reason.
const contract = JSON.parse(readFileSync(`${migrationsFolder}../migrations-contract.json`, 'utf8')) as Record<string, string>;
const files = migrationFiles();
const sqlOf = (file: string) => readFileSync(`${migrationsFolder}${file}`, 'utf8');
const snapshotOf = (file: string) => JSON.parse(readFileSync(`${migrationsFolder}meta/${file.slice(0, 4)}_snapshot.json`, 'utf8')) as SchemaSnapshot;
const pairs = files.slice(1).map((file, index) => [file, files[index]] as const).filter(([file]) => !(file in contract));

describe('the rules of a migration an older instance survives', () => {
  it.each([
    ['ALTER TABLE "students" DROP COLUMN "phone";', ['DROP COLUMN']],
    ['DROP TABLE "tasks" CASCADE;', ['DROP TABLE/VIEW/FUNCTION/TYPE']],
    ['ALTER TABLE "tasks" RENAME COLUMN "title" TO "name";', ['RENAME']],
    ['ALTER TABLE "payments" ALTER COLUMN "total_amount" SET DATA TYPE numeric(14, 2);', ['ALTER COLUMN … TYPE']],
    ['ALTER TABLE "payments" ALTER COLUMN "comment" TYPE text;', ['ALTER COLUMN … TYPE']],
    ['ALTER TABLE "students" ALTER COLUMN "name" SET NOT NULL;', ['SET NOT NULL']],
    ['ALTER TABLE "students" ADD COLUMN "grade" integer NOT NULL;', ['ADD COLUMN … NOT NULL without DEFAULT']],
    ['ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'\' NOT NULL, ADD COLUMN "c" int NOT NULL;', ['ADD COLUMN … NOT NULL without DEFAULT']],
  ])('finds what breaks the old code in %s', (statement, found) => {
    expect(breakingChanges(statement)).toEqual(found);
  });

  it.each([
    'ALTER TABLE "students" ADD COLUMN "grade" integer;',
    'ALTER TABLE "students" ADD COLUMN "flag" boolean DEFAULT false NOT NULL;',
    'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "text" text NOT NULL);',
    'CREATE INDEX "notes_text" ON "notes" USING btree ("text");--> statement-breakpoint\nDROP INDEX "old_index";',
    '-- DROP COLUMN would break the old code, so we do not\nALTER TABLE "a" ADD COLUMN "b" text;',
  ])('lets an expand step through: %s', (statement) => {
    expect(breakingChanges(statement)).toEqual([]);
  });

  it.each(pairs)('%s keeps every column the code of the release before it reads (after %s)', (file, previous) => {
    expect(droppedColumns(snapshotOf(previous), snapshotOf(file)), `${file} drops columns: a contract step belongs in a later release`).toEqual([]);
  });

  it.each(files)('%s only expands the schema, or is a listed contract step', (file) => {
    const found = breakingChanges(sqlOf(file));
    if (file in contract) {
      expect(contract[file].length, `say why ${file} may contract the schema`).toBeGreaterThan(20);
      return;
    }
    expect(found, `${file} breaks the previous release's code: expand now, contract in a later release (docs/architecture.md)`).toEqual([]);
  });

  it('lists as contract steps only migrations that exist', () => {
    expect(Object.keys(contract).filter((file) => !files.includes(file))).toEqual([]);
  });
});

// The snapshots are drizzle-kit's; a hand-written migration (the ledger's triggers) could differ from them. The
// migrated database itself still has every column the previous release's code knew.
describe('the migrated database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has every column of the previous migration’s schema', async () => {
    const rows = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`,
    );
    const present = new Set(rows.map((row) => row.name));
    const previous = files.at(-2)!;
    expect([...columnsOf(snapshotOf(previous))].filter((column) => !present.has(column))).toEqual([]);
  });
});
