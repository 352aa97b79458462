import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh, uniquely named PostgreSQL database per test file, created through TEST_DATABASE_URL's connection.
export type ScratchDatabase = { url: string; drop: () => Promise<void> };

export const createScratchDatabase = async (adminUrl: string): Promise<ScratchDatabase> => {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
};
