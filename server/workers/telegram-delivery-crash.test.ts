import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { announcements, telegramOutbox } from '../db/schema/index';
import { startFakeBotApi, type FakeBotApi } from '../telegram/fake-bot-api';
import { createScratchDatabase, type ScratchDatabase } from '../test/database';

// kill -9 mid-send (issue 11): a worker process is killed while Telegram holds its call; the next worker finds the
// row's lease run out and sends it again. Every recipient gets the message, and a crash duplicates at most the one
// message that was in flight. PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a folder on disk that each
// process opens in turn (one process per PGlite folder).

const TOKEN = 'crash-test-token';
const LEASE_MS = 1500;
const DELAY_MS = 300;
const chats = Array.from({ length: 10 }, (_, index) => `${5000 + index}`);

let fake: FakeBotApi;
let folder: string;
let scratch: ScratchDatabase | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeBotApi({ token: TOKEN });
  folder = mkdtempSync(join(tmpdir(), 'delivery-crash-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  env = {
    DATA_DIR: folder,
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_API_ROOT: fake.url,
    DELIVERY_LEASE_MS: String(LEASE_MS),
    LOG_LEVEL: 'silent',
  };
  // the run's migrated template (server/test/global-setup.ts) instead of migrating a new folder
  const template = inject('databaseTemplate');
  const pgliteTemplate = !adminUrl && template?.pgliteTar ? new Blob([readFileSync(template.pgliteTar)]) : undefined;
  scratch = adminUrl ? await createScratchDatabase(adminUrl, template?.postgresTemplate, 'crash') : undefined;
  env.DATABASE_URL = scratch?.url ?? '';
  const database = await openDatabase(loadConfig(env), { pgliteTemplate });
  try {
    // only this test's rows: the demo's mailings are history here
    await database.db.delete(telegramOutbox);
    await database.db.update(announcements).set({ dispatchedAt: new Date() }).where(isNull(announcements.dispatchedAt));
    const [announcement] = await database.db
      .insert(announcements)
      .values({ messageText: 'Завтра занятий нет', sendToParents: true, sendDateTime: new Date(), dispatchedAt: new Date() })
      .returning({ id: announcements.id });
    await database.db
      .insert(telegramOutbox)
      .values(chats.map((chatId, index) => ({ announcementId: announcement.id, recipientKind: 'PARENT' as const, personId: index + 1, personName: `Родитель ${index + 1}`, chatId })));
  } finally {
    await database.close();
  }
  fake.setDelay(DELAY_MS);
});

afterAll(async () => {
  await fake?.close();
  await scratch?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const startWorker = (extra: Record<string, string> = {}) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/workers/telegram-delivery-runner.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const sends = () => fake.calls().filter((call) => call.method === 'sendMessage');

// Kills the worker with SIGKILL while Telegram holds its call number `count` (the fake answers after DELAY_MS).
const killMidSend = async (count: number) => {
  const worker = startWorker();
  const deadline = Date.now() + 60_000; // a start takes seconds, more on a loaded machine
  while (sends().length < count) {
    if (Date.now() > deadline) throw new Error(`worker sent ${sends().length} messages, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  worker.kill('SIGKILL');
  const inFlight = sends()[count - 1];
  expect(Date.now() - inFlight.at).toBeLessThan(DELAY_MS); // not answered yet: the kill came mid-send
  await exited(worker);
  return inFlight.chatId!;
};

it('loses no recipient and duplicates at most one message per kill -9', async () => {
  const killedIn = [await killMidSend(4)];
  const last = startWorker({ DELIVERY_UNTIL_DRAINED: '1' });
  expect(await exited(last)).toBe(0);

  const perChat = new Map<string, number>();
  for (const call of sends()) perChat.set(call.chatId!, (perChat.get(call.chatId!) ?? 0) + 1);
  expect([...perChat.keys()].sort()).toEqual(chats); // nobody skipped
  const duplicated = [...perChat].filter(([, times]) => times > 1);
  expect(duplicated.length).toBeLessThanOrEqual(killedIn.length);
  expect(duplicated.every(([chatId, times]) => times === 2 && killedIn.includes(chatId))).toBe(true);
  expect(sends().length).toBeLessThanOrEqual(chats.length + killedIn.length);

  const database = await openDatabase(loadConfig(env));
  try {
    const rows = await database.db.select().from(telegramOutbox);
    expect(rows.map((row) => row.state)).toEqual(chats.map(() => 'SENT'));
  } finally {
    await database.close();
  }
}, 120_000);
