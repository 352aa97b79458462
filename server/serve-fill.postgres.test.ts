import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { queryRows } from './db/rows';
import type { Database } from './db/types';
import { fillIfEmpty } from './serve';
import { createScratchDatabase, type ScratchDatabase } from './test/database';

// Issue 24: two instances started at once on one empty PostgreSQL database. Both used to find it empty and fill it;
// the second's transaction then failed on the first's rows and that instance did not start. Now they take turns.
// PostgreSQL only (PGlite's folder is one process's).
let scratch: ScratchDatabase;
let handles: Database[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, undefined, 'fill');
  const config = loadConfig({ DATABASE_URL: scratch.url });
  handles = await Promise.all([openDatabase(config), openDatabase(config)]);
});

afterAll(async () => {
  for (const handle of handles) await handle.close();
  await scratch?.drop();
});

it('fills an empty database once when two instances start on it at the same time', async () => {
  const filled = await Promise.all(handles.map((handle) => fillIfEmpty(handle, { production: false })));
  expect(filled.sort()).toEqual([false, true]);
  const [counts] = await queryRows<{ years: number; distinctYears: number; admins: number }>(
    handles[0].db,
    sql`select count(*)::int as years, count(distinct description)::int as "distinctYears", (select count(*)::int from users where login = 'admin') as admins from school_years`,
  );
  expect(counts.years).toBeGreaterThan(0);
  expect(counts).toEqual({ years: counts.distinctYears, distinctYears: counts.distinctYears, admins: 1 });
}, 120_000);
