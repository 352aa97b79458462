import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayInTimeZone } from '../../resources/school-year';
import { integrityDigests, staff, telegramOutbox, workerLeases } from '../db/schema/index';
import { startFakeBotApi, type FakeBotApi } from '../telegram/fake-bot-api';
import { createTestApp, type TestApp } from '../test/app';
import { INTEGRITY_DIGEST_LEASE, runIntegrityDigest } from './integrity-digest';
import { startTelegramDelivery } from './telegram-delivery';

// The 09:00 digest (issue 23 part 3) on the fake Bot API: however many times the job runs that day — twice in a
// row, two instances at once, after a restart — the owner gets one message; an owner without a Telegram id is
// skipped and recorded.
const TOKEN = 'digest-test-token';
const OWNER_CHAT = '424242';
let fake: FakeBotApi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeBotApi({ token: TOKEN });
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: fake.url, TZ_CENTRE: 'Europe/Moscow' });
  // only this test's messages: the demo's mailings are history here
  await t.db.delete(telegramOutbox);
  await t.db.execute(sql`update announcements set dispatched_at = now() where dispatched_at is null`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const context = () => ({ config: t.config, database: t.database, log: t.app.log });
const today = () => dayInTimeZone(new Date(), 'Europe/Moscow');
// Moscow is UTC+3 all year
const at = (time: string) => new Date(`${today()}T${time}:00+03:00`);
const sends = () => fake.calls().filter((call) => call.method === 'sendMessage');

it('does nothing before 09:00 centre time', async () => {
  expect(await runIntegrityDigest(context(), 'instance-a', at('08:59'))).toEqual({ date: null, delivery: null });
  expect(await t.db.select().from(integrityDigests)).toEqual([]);
});

it('sends the owner one message however often the job runs, and records an owner without Telegram', async () => {
  const [owner] = await t.db.update(staff).set({ telegramId: OWNER_CHAT }).where(eq(staff.role, 'Руководитель')).returning({ id: staff.id, name: staff.name });
  const [second] = await t.db.insert(staff).values({ name: 'Петр Второй', role: 'Руководитель' }).returning({ id: staff.id });

  // two instances at once, then one again later that day (a restart)
  const runs = await Promise.all([runIntegrityDigest(context(), 'instance-a', at('09:00')), runIntegrityDigest(context(), 'instance-b', at('09:00'))]);
  const again = await runIntegrityDigest(context(), 'instance-c', at('09:01'));
  expect(runs.filter((run) => run.date === today())).toHaveLength(1);
  expect(again).toEqual({ date: null, delivery: null });

  const [stored] = await t.db.select().from(integrityDigests);
  expect(stored.digestDate).toBe(today());
  expect(stored.delivery).toEqual([
    { staffId: owner.id, name: owner.name, outcome: 'queued' },
    { staffId: second.id, name: 'Петр Второй', outcome: 'no-telegram' },
  ]);
  expect(await t.db.select().from(workerLeases).where(eq(workerLeases.name, INTEGRITY_DIGEST_LEASE))).toEqual([]); // given back

  const delivery = await startTelegramDelivery(context(), { intervalMs: 50 });
  try {
    const deadline = Date.now() + 30_000;
    while (sends().length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500)); // a second message would have come by now
  } finally {
    await delivery.stop();
  }
  expect(sends()).toHaveLength(1);
  const [message] = sends();
  expect(message.chatId).toBe(OWNER_CHAT);
  const [day, month, year] = [today().slice(8), today().slice(5, 7), today().slice(0, 4)];
  expect(message.text).toContain(`Сводка проверок за ${day}.${month}.${year}`);
  expect(message.text).toContain('без контакта родителя');
  const rows = await t.db.select().from(telegramOutbox);
  expect(rows.map((row) => [row.chatId, row.state])).toEqual([[OWNER_CHAT, 'SENT']]);
});
