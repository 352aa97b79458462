// `npm run test:cluster`: two instances of the app on one PostgreSQL behind nginx (deploy/nginx/centre.conf), checked
// over HTTP (issue 24, item 1). A fresh database; both instances start at once on it (migrations, demo data, keys);
// then: sign-in through the proxy's login form, the token taken on either instance; the task board's live updates
// from one instance reaching a stream on the other; the Telegram outbox, the bot poller and the spreadsheet sync
// done once across both; and one instance killed (SIGKILL) amid payment writes through the proxy, retried with
// their Idempotency-Keys: every acknowledged payment stored, none twice, the writes going on through the survivor.
// Prints one line per check and a summary; exits 1 on a failure. Skips (exit 0) without nginx or PostgreSQL.
// CLUSTER_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres. CLUSTER_REPORT: a
// file to write {passed, failed, skipped} to (scripts/test.mjs reads it).
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { findTargets } from '../bench/payment-writers';
import { builtAppEnv, freshDataDir, startServer, type RunningServer } from '../bench/server-process';
import { signInWithPassword } from '../server/auth/idp/sign-in-client';
import { SESSION_ENDED_MESSAGE } from '../server/auth/session-cutoffs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { payments, staff, users } from '../server/db/schema/index';
import type { Database } from '../server/db/types';
import { startFakeSheetsApi, type FakeSheetsApi } from '../server/sheets/fake-sheets-api';
import { startFakeBotApi, type FakeBotApi } from '../server/telegram/fake-bot-api';
import { createScratchDatabase, type ScratchDatabase } from '../server/test/database';
import { findNginx, startNginx, type Proxy } from './cluster/nginx';
import { commentOf, runPaymentTraffic } from './cluster/payment-traffic';
import { openTaskStream } from './cluster/sse';
import { checkBot, checkOutbox, checkSheetsSync, prepareWork } from './cluster/workers';

const TELEGRAM_TOKEN = 'cluster-token';
// seconds on an idle machine; minutes on a shared one, the second instance waiting for the first's fill
const START_WITHIN_MS = 420_000;
const SHEETS_FIRST_ROUND_MS = 10_000; // after the start: the test sets the group's sheet up meanwhile
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

type Result = { name: string; ok: boolean; detail: string };
const results: Result[] = [];

const check = async (name: string, run: () => Promise<string>) => {
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    console.log(`ok   ${name} (${elapsed()}): ${detail}`);
  } catch (error) {
    results.push({ name, ok: false, detail: (error as Error).message });
    console.log(`FAIL ${name} (${elapsed()}): ${(error as Error).message}`);
  }
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const postgresAccepts = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const api = (base: string, token: string) => async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${base}/api/${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
};

type Cluster = { a: RunningServer; b: RunningServer; proxy: Proxy; database: Database; telegram: FakeBotApi; sheets: FakeSheetsApi; publicUrl: string };

const signIn = (publicUrl: string, login = 'admin') =>
  signInWithPassword({ baseUrl: publicUrl, clientId: 'web', redirectUri: `${publicUrl}/`, login, password: login });

const checks = async ({ a, b, proxy, database, telegram, sheets, publicUrl }: Cluster) => {
  let token = '';
  await check('sign-in through the proxy (login form, code exchange across both instances)', async () => {
    // three sign-ins: round robin sends the steps of each to both instances in turn
    const tokens = [await signIn(publicUrl), await signIn(publicUrl), await signIn(publicUrl)];
    token = tokens[0].access_token;
    return '3 sign-ins through the Russian login form, access and refresh tokens issued';
  });
  if (!token) return;
  await check('a token issued through the proxy is accepted by each instance directly', async () => {
    const counts = [];
    for (const instance of [a, b]) counts.push(((await api(instance.url, token)('tasks-info')) as unknown[]).length);
    return `GET /api/tasks-info: 200 on A and on B (${counts.join(' and ')} tasks)`;
  });
  await check('a refresh token works on either instance', async () => {
    const { refresh_token } = await signIn(publicUrl);
    let current = refresh_token;
    for (const instance of [a, b, a]) {
      const response = await fetch(`${instance.url}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(publicUrl).host, 'x-forwarded-host': new URL(publicUrl).host },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'web', refresh_token: current }).toString(),
      });
      if (response.status !== 200) throw new Error(`refresh on ${instance.url}: HTTP ${response.status} ${await response.text()}`);
      current = ((await response.json()) as { refresh_token: string }).refresh_token;
    }
    return 'refreshed on A, then B, then A (each refresh token rotated)';
  });
  await check('task board: a move made through A reaches streams on B and through the proxy', async () => {
    const streams = [openTaskStream(`${b.url}/api/tasks-events`, token), openTaskStream(`${proxy.url}/api/tasks-events`, token)];
    try {
      await Promise.all(streams.map((stream) => stream.ready));
      const tasks = (await api(a.url, token)('tasks-info')) as { id: number; taskStatusId: number }[];
      const statuses = (await api(a.url, token)('task-status-info')) as { id: number }[];
      const task = tasks[0];
      const target = statuses.find((status) => status.id !== task.taskStatusId)!;
      const moved = Date.now();
      await api(a.url, token)(`tasks/${task.id}`, { method: 'PATCH', body: JSON.stringify({ taskStatus: target.id }) });
      const match = (event: { taskId: number; taskStatusId: number }) => event.taskId === task.id && event.taskStatusId === target.id;
      await Promise.all(streams.map((stream) => stream.waitFor(match, 10_000)));
      return `task ${task.id} moved to status ${target.id} on A; seen on B and through nginx within ${Date.now() - moved} ms`;
    } finally {
      for (const stream of streams) stream.close();
    }
  });
  await check("the owner's 'end all sessions' on A refuses the teacher's token on B within 2 s", async () => {
    const teacher = (await signIn(publicUrl, 'teacher')).access_token;
    await api(b.url, teacher)('tasks-info');
    const owner = (await signIn(publicUrl, 'owner')).access_token;
    const [row] = await database.db.select({ id: staff.id }).from(staff).innerJoin(users, eq(users.id, staff.userId)).where(eq(users.login, 'teacher'));
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20)); // iat has whole seconds
    await api(a.url, owner)(`staff/${row.id}/end-sessions`, { method: 'POST', body: '{}' });
    const ended = Date.now();
    for (;;) {
      const response = await fetch(`${b.url}/api/tasks-info`, { headers: { authorization: `Bearer ${teacher}` } });
      if (response.status === 401) {
        const { message } = (await response.json()) as { message: string };
        if (message !== SESSION_ENDED_MESSAGE) throw new Error(`401 with «${message}»`);
        return `B answered 401 «${message}» ${Date.now() - ended} ms after the end on A`;
      }
      if (Date.now() - ended > 2000) throw new Error(`B still answered ${response.status} 2 s after the end on A`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await check('Telegram outbox: sent once across both instances', () => checkOutbox(database.db, telegram));
  await check('Telegram bot: one poller across both instances', () => checkBot(database.db, telegram));
  await check('spreadsheet sync: one round across both instances', async () => {
    const { calls, holder } = await checkSheetsSync(database.db, sheets, 3000);
    const reads = calls.filter((kind) => kind === 'values.batchGet').length;
    if (reads !== 1) throw new Error(`the group's sheet read ${reads} times (${calls.join(', ')})`);
    return `one round (${calls.join(', ')}), the sheets-sync lease held by ${holder}`;
  });
  await check('kill -9 of instance A amid payment writes through the proxy', async () => {
    const targets = await findTargets(proxy.url, token, 6);
    let killedAt = 0;
    const traffic = await runPaymentTraffic({
      proxyUrl: proxy.url,
      token,
      targets,
      durationMs: 8000,
      killAfterMs: 2500,
      midway: () => {
        killedAt = Date.now();
        process.kill(a.pid!, 'SIGKILL');
      },
    });
    if (traffic.failures.length > 0) throw new Error(`${traffic.failures.length} writes failed: ${traffic.failures[0]}`);
    const stored = await database.db.select({ id: payments.id, comment: payments.comment }).from(payments).where(like(payments.comment, 'cluster %'));
    const byComment = new Map<string, number[]>();
    for (const row of stored) byComment.set(row.comment!, [...(byComment.get(row.comment!) ?? []), row.id]);
    const duplicated = [...byComment].filter(([, ids]) => ids.length > 1);
    if (duplicated.length > 0) throw new Error(`payments duplicated: ${JSON.stringify(duplicated.slice(0, 3))}`);
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = traffic.acks.filter((ack) => !storedIds.has(ack.paymentId) || byComment.get(commentOf(ack.key))?.[0] !== ack.paymentId);
    if (lost.length > 0) throw new Error(`${lost.length} acknowledged payments missing: ${JSON.stringify(lost.slice(0, 3))}`);
    if (traffic.acks.length !== traffic.keys.length) throw new Error(`${traffic.keys.length} keys sent, ${traffic.acks.length} acknowledged`);
    if (stored.length !== traffic.acks.length) throw new Error(`${stored.length} payments stored for ${traffic.acks.length} acknowledged writes`);
    const after = traffic.acks.filter((ack) => ack.at > killedAt).length;
    if (after === 0) throw new Error('no write acknowledged after the kill');
    return `${traffic.acks.length} payments acknowledged (${after} after the kill), ${traffic.retries} retries with the same key, all stored once`;
  });
  await check('after the kill: users carry on through the proxy', async () => {
    for (let index = 0; index < 6; index += 1) await api(proxy.url, token)('tasks-info');
    const again = await signIn(publicUrl);
    await api(proxy.url, again.access_token)('students-info?_start=0&_end=10');
    return '6 board reads and a new sign-in through nginx, all answered by B';
  });
};

const report = (summary: { passed: number; failed: number; skipped: string }) => {
  if (process.env.CLUSTER_REPORT) writeFileSync(process.env.CLUSTER_REPORT, JSON.stringify(summary));
};

const main = async () => {
  const nginx = findNginx();
  const adminUrl = process.env.CLUSTER_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const skip = !nginx ? 'nginx is not installed (apt-get install nginx-light)' : (await postgresAccepts(adminUrl)) ? '' : `PostgreSQL does not accept connections at ${adminUrl}`;
  if (skip || !nginx) {
    console.log(`test:cluster skipped: ${skip}`);
    return report({ passed: 0, failed: 0, skipped: skip });
  }

  const cleanups: (() => Promise<unknown> | void)[] = [];
  try {
    const scratch: ScratchDatabase = await createScratchDatabase(adminUrl, undefined, 'cluster');
    cleanups.push(() => scratch.drop());
    const [telegram, sheets] = await Promise.all([startFakeBotApi({ token: TELEGRAM_TOKEN }), startFakeSheetsApi()]);
    cleanups.push(() => telegram.close(), () => sheets.close());
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const dataDirs = [freshDataDir(), freshDataDir()];
    cleanups.push(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      GOOGLE_SERVICE_ACCOUNT_JSON: sheets.serviceAccountJson,
      GOOGLE_SHEETS_API_ROOT: sheets.url,
      SHEETS_SYNC_FIRST_ROUND_MS: String(SHEETS_FIRST_ROUND_MS),
      ...builtAppEnv(dataDir),
    });

    // both start at once on the empty database (migrations, demo data and keys made once), then the work is prepared:
    // the outbox rows are picked up whenever they appear, the sheet's group before the sync's first round
    const [a, b] = await Promise.all([startServer(portA, env(dataDirs[0]), START_WITHIN_MS), startServer(portB, env(dataDirs[1]), START_WITHIN_MS)]);
    cleanups.push(() => a.stop(), () => b.stop());
    const database = await openDatabase(loadConfig({ DATABASE_URL: scratch.url }));
    cleanups.push(() => database.close());
    await prepareWork(database.db, sheets);
    const proxy = await startNginx(nginx, proxyPort, [portA, portB]);
    cleanups.push(() => proxy.stop());
    console.log(`cluster up (${elapsed()}): nginx ${proxy.url} → A ${a.url}, B ${b.url}; PostgreSQL ${scratch.name}`);
    await checks({ a, b, proxy, database, telegram, sheets, publicUrl });
  } catch (error) {
    results.push({ name: 'cluster set-up', ok: false, detail: (error as Error).stack ?? String(error) });
    console.log(`FAIL cluster set-up: ${(error as Error).stack}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error: unknown) => console.log(`clean-up: ${(error as Error).message}`));
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`\ntest:cluster: ${results.length - failed} passed, ${failed} failed (${elapsed()})`);
  report({ passed: results.length - failed, failed, skipped: '' });
  if (failed > 0) process.exitCode = 1;
};

await main();
