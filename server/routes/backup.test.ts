import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { IN_MEMORY, openDatabase } from '../db/client';
import { PGLITE_BACKUP_FORMAT } from '../db/online-backup';
import { auditLog } from '../db/schema/index';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';
import { BACKUP_FORMAT_REQUIRED, BACKUP_ON_POSTGRES } from './backup';

// Issue 24 item 3: POST /api/system/backup, the owner's copy of the running embedded database (a .tar.gz of PGlite's
// data folder). On PostgreSQL the copy is pg_dump's and the route refuses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const backup = (payload: unknown, as?: 'owner' | 'admin' | 'teacher' | 'user' | 'guest') =>
  t.call({ method: 'POST', url: '/api/system/backup', payload: payload as object, as });
const backupAudits = () => t.db.select().from(auditLog).where(and(eq(auditLog.action, 'backup'), eq(auditLog.entity, 'database')));

describe('POST /api/system/backup', () => {
  it('asks for a token, and refuses everyone but the owner with 403, changing nothing', async () => {
    const before = await rowCounts(t.db);
    expectStatus(await backup({ format: PGLITE_BACKUP_FORMAT }), 401);
    for (const login of ['admin', 'teacher', 'user', 'guest'] as const) {
      const response = await backup({ format: PGLITE_BACKUP_FORMAT }, login);
      expectStatus(response, 403);
      expect(response.json()).toEqual({ message: 'Нет доступа' });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([[{}], [{ format: 'zip' }], [{ format: PGLITE_BACKUP_FORMAT.toUpperCase() }]])(
    'refuses the body %j with a Russian 400 and copies nothing',
    async (body) => {
      const before = await rowCounts(t.db);
      expectBadRequest(await backup(body, 'owner'), BACKUP_FORMAT_REQUIRED);
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );

  // one test per engine run: the API tests run once on PGlite and once on PostgreSQL
  it(`on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL refuses, naming pg_dump, and writes nothing' : 'PGlite sends the owner a gzipped copy that opens with every row, its own audit row included'}`, async () => {
    if (t.database.engine === 'postgres') {
      const before = await rowCounts(t.db);
      expectBadRequest(await backup({ format: PGLITE_BACKUP_FORMAT }, 'owner'), BACKUP_ON_POSTGRES);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await backupAudits()).toEqual([]);
      return;
    }
    const response = await backup({ format: PGLITE_BACKUP_FORMAT }, 'owner');
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pglite-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz"$/);
    const archive = response.rawPayload;
    expect([archive[0], archive[1]]).toEqual([0x1f, 0x8b]); // gzip's magic bytes
    expect(Number(response.headers['content-length'])).toBe(archive.length);

    const [record] = await backupAudits();
    expect(record).toMatchObject({ userLogin: 'owner', entityId: null });
    expect(response.headers['content-disposition']).toContain((record.changes.file as { to: string }).to);

    const copy = await openDatabase(loadConfig({ PORT: '3000', DATA_DIR: IN_MEMORY, DATABASE_URL: '', LOG_LEVEL: 'silent' }), {
      pgliteTemplate: new Blob([new Uint8Array(archive)]),
    });
    try {
      expect(await rowCounts(copy.db)).toEqual(await rowCounts(t.db));
    } finally {
      await copy.close();
    }
  });
});
