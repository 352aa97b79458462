import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Migrations are added, never rewritten (issue 7): a database in use has run the old ones and will not run them
// again. Each released migration keeps its content; a new one is added with `npm run db:generate -- --name <x>`.
// When you add one, append its hash here (sha256sum server/db/migrations/<file>.sql).
const released: Record<string, string> = {
  '0000_extensions.sql': 'ad1a87926fac9af5daf0b18b1a21e79241c9168288219f0593473dd383966167',
  '0001_schema.sql': '3486fc81fbca4e0d1e40d62012602dcae5feeb7f822aed29d3eb1440fbf2ffc0',
  '0002_trigram_search_indexes.sql': 'deab0edb43442b1040779dae45b2b491c826251a8fa490ee489ef8eb2f855e5b',
  '0003_expense_types.sql': '5f87213541a08c6b54461311ba15617baa058633d4ae832e31432de0515657ef',
  '0004_money_payments.sql': '079983cae04804f7510d8c12dab23144f9410e4be4049fe29631e8236db2a4f0',
  '0005_money_cash_expenses_payouts.sql': '4cca7131572137d635298fea440c0371a214b18f3f10d08810ecabcc28a128f2',
  '0006_operations_tasks_schedule_formation_groups.sql': '942183efbc3cfa01e0174eed9027de7caf7293f778d0b6f54b8d0c49fbb445e8',
  '0007_registration_codes.sql': 'dd6d4b68e1ec0643434b7deb16c91799b231f79cc401fa8f9ff1d7d6e3a3f5b3',
  '0008_operations_mailing_bot_sheets.sql': '74e74b732222214d2cd52ba50024a00fd278cd749908f45433e63aa5da58f024',
  '0009_bot_messages_type_reader.sql': '788b0ef3bab8ec713c7973628e1f9b8360ef0d252c7fa3b0a9f613bb56531d72',
};

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
const sqlFiles = readdirSync(folder).filter((file) => file.endsWith('.sql')).sort();
const journal = JSON.parse(readFileSync(`${folder}meta/_journal.json`, 'utf8')) as { entries: { idx: number; tag: string }[] };

describe('the migration history', () => {
  it.each(Object.entries(released))('keeps %s as it was released', (file, hash) => {
    expect(sqlFiles, `${file} was removed: add a new migration instead`).toContain(file);
    const actual = createHash('sha256').update(readFileSync(`${folder}${file}`)).digest('hex');
    expect(actual, `${file} was changed: revert it and add a migration with npm run db:generate -- --name <x>`).toBe(hash);
  });

  it('has every migration file in its journal, in order, and nothing else', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(sqlFiles);
  });

  it('names every migration file in the list above once it is committed', () => {
    expect(sqlFiles.filter((file) => !(file in released)), 'append the new migration hashes to `released`').toEqual([]);
  });
});
