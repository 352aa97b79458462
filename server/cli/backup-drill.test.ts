import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTargets, paymentBody, type Target } from '../../bench/payment-writers';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rowCounts } from '../db/row-counts';
import { payments, taskPriorityTypes, taskStatuses, tasks } from '../db/schema/index';
import type { Db } from '../db/types';
import { createTestApp, type TestApp } from '../test/app';

// Issue 24 item 3, the backup and restore drill, on the engine of this API run (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): payments and tasks are written through the running server's HTTP API; `npm run backup` runs
// in the middle of them; `npm run restore` puts the copy into a fresh database; then, on the copy:
// - `npm run ledger:check` finds no difference (the kept money state is that of the copied history);
// - every write acknowledged before the backup began is there, and none sent after it ended;
// - row counts of every table: on PostgreSQL equal to the source's, counted in the snapshot pg_dump dumped
//   (exported by pg_export_snapshot and handed to the backup as BACKUP_SNAPSHOT); on PGlite, whose copy is taken by
//   the server between two transactions at a moment the drill cannot see, each between the source's count before
//   the backup and after it, and the payments and tasks exactly the source's up to the copy's last id (PGlite commits
//   one transaction at a time, so ids commit in order and the copy is a prefix of the source);
// - a second restore into the same target is refused and leaves it as it was.
const exec = promisify(execFile);
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const WRITERS = 3;

type Write = { kind: 'payment' | 'task'; id: number; sent: number; acked: number };

let t: TestApp;
let dataDir: string;
let base: string;
let ownerToken: string;
const scratch: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backup-drill-'));
  scratch.push(dataDir);
  t = await createTestApp(engine === 'pglite' ? { DATA_DIR: dataDir } : {});
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ownerToken = await t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

// A CLI of package.json as `npm run` starts it, against the database `env` names.
const cli = (script: string, args: string[], env: Record<string, string>) =>
  exec(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', PORT: '3000', DATA_DIR: dataDir, DATABASE_URL: t.config.databaseUrl, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

// Writers that loop until told to stop, each write recorded with when it was sent and acknowledged.
const startWriters = async () => {
  const targets = await findTargets(base, ownerToken, WRITERS);
  const [status] = await t.db.select().from(taskStatuses).limit(1);
  const [priority] = await t.db.select().from(taskPriorityTypes).limit(1);
  const writes: Write[] = [];
  let running = true;
  const payLoop = async (target: Target) => {
    for (let index = 0; running; index += 1) {
      const sent = Date.now();
      const answer = await post('addPayment', paymentBody(target, index), { 'idempotency-key': crypto.randomUUID() });
      writes.push({ kind: 'payment', id: answer.paymentId as number, sent, acked: Date.now() });
    }
  };
  const taskLoop = async () => {
    for (let index = 0; running; index += 1) {
      const sent = Date.now();
      const body = { taskTitle: `Учения ${index}`, taskDeadline: '2030-01-01', taskStatusId: status.id, taskPriorityTypeId: priority.id };
      const answer = await post('task-new', body);
      writes.push({ kind: 'task', id: answer.id as number, sent, acked: Date.now() });
    }
  };
  const loops = Promise.all([...targets.map(payLoop), taskLoop()]);
  return {
    writes,
    stop: async () => {
      running = false;
      await loops;
    },
  };
};

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

const idsOf = async (db: Db) => ({
  payment: (await db.select({ id: payments.id }).from(payments).orderBy(asc(payments.id))).map((row) => row.id),
  task: (await db.select({ id: tasks.id }).from(tasks).orderBy(asc(tasks.id))).map((row) => row.id),
});

// PostgreSQL: a snapshot exported from a repeatable-read transaction, its counts, and the backup of exactly it.
const backupOfSnapshot = async (backupDir: string) => {
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read');
    // what was acknowledged before `start` committed before the snapshot; what was sent after `end`, after it
    const start = Date.now();
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
    const end = Date.now();
    const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows;
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((await client.query(`select count(*) as n from "${name}"`)).rows[0].n);
    const run = await cli('backup', [], { BACKUP_DIR: backupDir, BACKUP_SNAPSHOT: snapshot });
    await client.query('commit');
    return { run, counts, start, end };
  } finally {
    await client.end();
  }
};

// PGlite: the server holds the folder, so the CLI asks it (POST /api/system/backup with the owner's token).
const backupOfRunningServer = async (backupDir: string) => {
  const counts = await rowCounts(t.db);
  const start = Date.now();
  const run = await cli('backup', [], { BACKUP_DIR: backupDir, BACKUP_TOKEN: ownerToken, BACKUP_URL: base });
  return { run, counts, start, end: Date.now() };
};

const openRestored = (target: string) =>
  openDatabase(loadConfig({ PORT: '3000', LOG_LEVEL: 'silent', ...(engine === 'pglite' ? { DATA_DIR: target, DATABASE_URL: '' } : { DATABASE_URL: target }) }));

describe(`backup and restore drill on ${engine}`, () => {
  it('copies the database while payments and tasks are written, and the copy restores whole and consistent', { timeout: 300_000 }, async () => {
    const backupDir = mkdtempSync(join(tmpdir(), 'backup-drill-files-'));
    scratch.push(backupDir);
    const writers = await startWriters();
    let backup: Awaited<ReturnType<typeof backupOfSnapshot>>;
    try {
      await until(() => writers.writes.length >= 10);
      backup = engine === 'postgres' ? await backupOfSnapshot(backupDir) : await backupOfRunningServer(backupDir);
      const done = writers.writes.length;
      await until(() => writers.writes.length >= done + 5); // the writes go on after the copy
    } finally {
      await writers.stop();
    }
    expect(backup.run.code, backup.run.stderr).toBe(0);
    const [file] = readdirSync(backupDir);
    expect(backup.run.stdout).toContain(`Резервная копия сохранена: ${join(backupDir, file)}`);
    const after = await rowCounts(t.db);
    const source = await idsOf(t.db);

    // restore into a fresh database
    const name = `drill_${process.pid}_${randomBytes(3).toString('hex')}`;
    const target = engine === 'pglite' ? join(dataDir, 'restored') : name;
    const restored = await cli('restore', [join(backupDir, file), target], {});
    expect(restored.code, restored.stderr).toBe(0);
    const restoredUrl = new URL(t.config.databaseUrl || 'postgres://unused/');
    restoredUrl.pathname = `/${name}`;
    const targetEnv: Record<string, string> = engine === 'pglite' ? { DATA_DIR: target } : { DATABASE_URL: restoredUrl.toString() };
    const adminUrl = process.env.TEST_DATABASE_URL;
    try {
      const ledger = await cli('ledger-check', [], targetEnv);
      expect(ledger.code, ledger.stdout + ledger.stderr).toBe(0);
      expect(ledger.stdout).toContain('Денежное состояние сходится с историей');

      const copy = await openRestored(engine === 'pglite' ? target : targetEnv.DATABASE_URL);
      let copied: Record<string, number>;
      let copiedIds: Awaited<ReturnType<typeof idsOf>>;
      try {
        copied = await rowCounts(copy.db);
        copiedIds = await idsOf(copy.db);
      } finally {
        await copy.close();
      }

      for (const write of writers.writes) {
        const present = copiedIds[write.kind].includes(write.id);
        if (write.acked < backup.start) expect(present, `${write.kind} ${write.id} acknowledged before the backup`).toBe(true);
        if (write.sent > backup.end) expect(present, `${write.kind} ${write.id} sent after the backup`).toBe(false);
      }
      expect(copiedIds.payment.length).toBeGreaterThan(0);
      if (engine === 'postgres') {
        expect(copied).toEqual(backup.counts);
      } else {
        expect(Object.keys(copied)).toEqual(Object.keys(after));
        for (const table of Object.keys(after)) {
          expect(copied[table], table).toBeGreaterThanOrEqual(backup.counts[table]);
          expect(copied[table], table).toBeLessThanOrEqual(after[table]);
        }
        for (const kind of ['payment', 'task'] as const) {
          const last = copiedIds[kind].at(-1)!;
          expect(copiedIds[kind], `${kind} ids`).toEqual(source[kind].filter((id) => id <= last));
        }
      }

      // the target now holds a database: a second restore into it is refused and changes nothing
      const again = await cli('restore', [join(backupDir, file), target], {});
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(engine === 'pglite' ? /Папка .* не пуста: восстановление пишет только в новую папку/ : /База данных drill_\w+ не пуста/);
    } finally {
      if (adminUrl && engine === 'postgres') {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  });
});
