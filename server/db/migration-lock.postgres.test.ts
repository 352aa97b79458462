import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createScratchDatabase, type ScratchDatabase } from '../test/database';
import { migrationsFolder, openDatabase } from './client';

// Rolling upgrades (issue 24 item 5): instances that start at once on one empty PostgreSQL database migrate one at a
// time (openDatabase's advisory lock), so each migration runs once and every instance starts.
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, undefined, 'migrate_lock');
});
afterAll(async () => {
  await scratch?.drop();
});

describe('migrations of instances that start together', () => {
  it('run once, one instance at a time, and all three instances start', async () => {
    const config = loadConfig({ PORT: '3000', DATA_DIR: 'memory://', DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' });
    const instances = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)]);
    await Promise.all(instances.map((instance) => instance.close()));
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string; distinct: string }>('select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations');
      expect(Number(rows[0].n)).toBe(journal.entries.length);
      expect(Number(rows[0].distinct)).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });
});
