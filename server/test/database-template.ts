import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { IN_MEMORY, openDatabase } from '../db/client';
import { seedDatabase } from '../seed/index';
import { seedToday } from '../seed/today';
import { createScratchDatabase } from './database';

// The migrated and seeded database every API test file starts from, built once per `vitest run`
// (server/test/global-setup.ts) instead of once per file: PGlite's data folder as a tar file, and on PostgreSQL
// a template database that each file's scratch database copies.
// `day`: the centre's day it was seeded on. The demo data is written around that day (closed cash days up to
// yesterday, today's cash expenses), so a file that starts on a later day (a run across the centre's midnight)
// seeds its own database instead (server/test/app.ts).
export type DatabaseTemplate = { pgliteTar?: string; postgresTemplate?: string; day: string };

const templateConfig = (databaseUrl = '') =>
  loadConfig({ PORT: '3000', DATA_DIR: IN_MEMORY, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });

const pgliteTemplate = async (folder: string) => {
  const database = await openDatabase(templateConfig());
  try {
    await seedDatabase(database, { demo: true });
    const tar = await database.pglite!.dumpDataDir('none');
    const file = join(folder, 'pglite.tar');
    writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
};

const postgresTemplate = async (adminUrl: string) => {
  const scratch = await createScratchDatabase(adminUrl, undefined, 'test_template');
  const database = await openDatabase(templateConfig(scratch.url));
  try {
    await seedDatabase(database, { demo: true });
  } finally {
    await database.close(); // a template is copied only while nobody is connected to it
  }
  return scratch;
};

export const buildDatabaseTemplate = async (adminUrl = process.env.TEST_DATABASE_URL) => {
  const folder = mkdtempSync(join(tmpdir(), 'h5-template-'));
  const day = seedToday();
  const postgres = adminUrl ? await postgresTemplate(adminUrl) : undefined;
  const template: DatabaseTemplate = { pgliteTar: await pgliteTemplate(folder), postgresTemplate: postgres?.name, day };
  return {
    template,
    remove: async () => {
      rmSync(folder, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
};
