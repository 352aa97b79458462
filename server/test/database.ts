import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh, uniquely named PostgreSQL database per test file (or bench run), created through the admin URL's
// connection: empty, or a copy of a template database (CREATE DATABASE … TEMPLATE, a file copy, no SQL replayed).
export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

export const createScratchDatabase = async (adminUrl: string, template?: string, prefix = 'test'): Promise<ScratchDatabase> => {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
