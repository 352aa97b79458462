import { randomUUID, createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api } from 'grammy';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deriveAnnouncementStatus } from '../../resources/operations/announcement-status';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/rows';
import { announcementFiles, announcements, announcementStaff, staff, telegramOutbox } from '../db/schema/index';
import type { Database } from '../db/types';
import { startFakeBotApi, type FakeBotApi } from '../telegram/fake-bot-api';
import { telegramApi } from '../telegram/api';
import { createTestApp, type TestApp } from '../test/app';
import { startTelegramDelivery } from '../workers/telegram-delivery';
import { uploadsDir } from './announcement-files';
import { claimNextRow, markFailed, markSent } from './telegram-outbox';
import { createOutboxSender, type OutboxSenderOptions } from './telegram-outbox-sender';
import { createFloodLimiter } from './flood-limit';

const TOKEN = 'outbox-test-token';
let fake: FakeBotApi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeBotApi({ token: TOKEN });
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_ROOT: fake.url });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  // the demo's own mailings are history here: only the rows of each test are due
  await t.db.delete(telegramOutbox);
  await t.db.update(announcements).set({ dispatchedAt: new Date() }).where(sql`${announcements.dispatchedAt} is null`);
});

const fast: Partial<OutboxSenderOptions> = { retryBaseMs: 50, maxLimiterWaitMs: 2000 };
const senderOf = (options: Partial<OutboxSenderOptions> = {}, api = telegramApi(t.config.telegram), db = t.db) =>
  createOutboxSender({ db, api, config: t.config, options: { ...fast, ...options } });

const addAnnouncement = async (messageText: string) => {
  const [row] = await t.db
    .insert(announcements)
    .values({ messageText, sendToStudents: true, sendDateTime: new Date(), dispatchedAt: new Date() })
    .returning({ id: announcements.id });
  return row.id;
};

let person = 1;
const addRow = async (announcementId: number, chatId: string | null, values: Partial<typeof telegramOutbox.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(telegramOutbox)
    .values({ announcementId, recipientKind: 'STUDENT', personId: person++, personName: `Ученик ${chatId}`, chatId, ...values })
    .returning();
  return row;
};

const rowsOf = (announcementId: number) =>
  t.db.select().from(telegramOutbox).where(eq(telegramOutbox.announcementId, announcementId)).orderBy(telegramOutbox.id);

const statusOf = async (announcementId: number) => {
  const rows = await rowsOf(announcementId);
  const count = (...states: string[]) => rows.filter((row) => states.includes(row.state)).length;
  return deriveAnnouncementStatus({ dispatched: true, waiting: count('PENDING', 'SENDING'), sent: count('SENT'), failed: count('FAILED') });
};

const sends = () => fake.calls().filter((call) => call.method.startsWith('send'));

describe('telegram outbox: sending', () => {
  it('sends each due row once as Telegram HTML and marks it SENT with its time', async () => {
    const text = '<b>Собрание</b> в пятницу в 19:00 &amp; чай';
    const id = await addAnnouncement(text);
    for (const chat of ['101', '102', '103']) await addRow(id, chat);
    const before = Date.now();
    expect(await senderOf().drain()).toBe(3);
    expect(sends().map((call) => [call.method, call.chatId, call.text, call.parseMode])).toEqual(
      ['101', '102', '103'].map((chat) => ['sendMessage', chat, text, 'HTML']),
    );
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.state)).toEqual(['SENT', 'SENT', 'SENT']);
    expect(rows.every((row) => row.sentAt!.getTime() >= before - 5 && row.leaseUntil === null && row.attempts === 0)).toBe(true);
    expect(await statusOf(id)).toBe('SENT');
    expect(await senderOf().drain()).toBe(0); // nothing is sent twice
    expect(sends()).toHaveLength(3);
  });

  it('leaves rows that are not due yet, and cancels a row of a deleted mailing', async () => {
    const id = await addAnnouncement('Позже');
    const later = await addRow(id, '201', { nextAttemptAt: new Date(Date.now() + 60_000) });
    const deleted = await addAnnouncement('Удалённая');
    const gone = await addRow(deleted, '202');
    await t.db.update(announcements).set({ deletedAt: new Date() }).where(eq(announcements.id, deleted));
    await senderOf().drain();
    expect(sends()).toHaveLength(0);
    expect((await rowsOf(id)).find((row) => row.id === later.id)!.state).toBe('PENDING');
    expect((await rowsOf(deleted)).find((row) => row.id === gone.id)!.state).toBe('CANCELLED');
  });

  it('honours a 429: the row waits retry_after without a failed attempt, the whole sender pauses, the next call comes after it', async () => {
    const id = await addAnnouncement('Важное объявление');
    await addRow(id, '301');
    await addRow(id, '302');
    fake.failNext({ kind: 'flood', retryAfter: 3 });
    const sender = senderOf();
    expect(await sender.drain()).toBe(1); // the first call got 429: the sender stops draining
    const [first, second] = await rowsOf(id);
    expect(first).toMatchObject({ state: 'PENDING', attempts: 0, leaseUntil: null });
    expect(first.lastError).toContain('429');
    const failedAt = sends()[0].at;
    expect(first.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(failedAt + 2900);
    expect(second.state).toBe('PENDING');
    expect(await sender.drain()).toBe(0); // paused for 3 s: not even the other chat
    expect(sends()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, sender.limiter.pausedUntil() - Date.now() + 20));
    expect(await sender.drain()).toBe(2);
    const calls = sends();
    expect(calls).toHaveLength(3);
    expect(calls[1].at - failedAt).toBeGreaterThanOrEqual(3000);
    expect((await rowsOf(id)).map((row) => row.state)).toEqual(['SENT', 'SENT']);
  });

  it('resends once as plain text when Telegram cannot parse the markup', async () => {
    const id = await addAnnouncement('<b>Оплата</b> до 5-го: <a href="https://example.ru/pay">ссылка</a> &lt;важно&gt;');
    await addRow(id, '401');
    fake.failNext({ kind: 'parse' });
    await senderOf().drain();
    const [html, plain] = sends();
    expect(html.parseMode).toBe('HTML');
    expect(plain).toMatchObject({ method: 'sendMessage', chatId: '401', text: 'Оплата до 5-го: ссылка (https://example.ru/pay) <важно>' });
    expect(plain.parseMode).toBeUndefined();
    expect((await rowsOf(id))[0].state).toBe('SENT');
  });

  it('marks a recipient who blocked the bot FAILED in Russian, the others SENT: the mailing is PARTIALLY_SENT', async () => {
    const id = await addAnnouncement('Расписание изменилось');
    await addRow(id, '501');
    await addRow(id, '502');
    fake.failChat('502', { kind: 'blocked' });
    await senderOf().drain();
    const [sent, blocked] = await rowsOf(id);
    expect(sent.state).toBe('SENT');
    expect(blocked).toMatchObject({ state: 'FAILED', lastError: 'Бот заблокирован пользователем', sentAt: null });
    expect(await statusOf(id)).toBe('PARTIALLY_SENT');
    expect(sends().filter((call) => call.chatId === '502')).toHaveLength(1); // a permanent refusal is not retried
  });

  it('fails a row without a Telegram id and a mailing whose rows all failed is FAILED', async () => {
    const id = await addAnnouncement('Текст');
    await addRow(id, null);
    await senderOf().drain();
    expect((await rowsOf(id))[0]).toMatchObject({ state: 'FAILED', lastError: 'Нет Telegram' });
    expect(await statusOf(id)).toBe('FAILED');
  });

  it('retries a network failure with backoff and gives up after the last attempt', async () => {
    const id = await addAnnouncement('Текст');
    await addRow(id, '601');
    const unreachable = new Api(TOKEN, { apiRoot: 'http://127.0.0.1:9', timeoutSeconds: 5 });
    const sender = senderOf({ maxAttempts: 2, retryBaseMs: 10_000 }, unreachable);
    const before = Date.now();
    await sender.drain();
    const [first] = await rowsOf(id);
    expect(first).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(first.lastError).toMatch(/^Нет связи с Telegram/);
    expect(first.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 10_000);
    expect(first.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 10_000);
    expect(await sender.drain()).toBe(0); // not due before its backoff
    await t.db.update(telegramOutbox).set({ nextAttemptAt: new Date() }).where(eq(telegramOutbox.id, first.id)); // the wait is over
    await sender.drain();
    const [last] = await rowsOf(id);
    expect(last).toMatchObject({ state: 'FAILED', attempts: 2 });
    expect(last.lastError).toMatch(/^Не отправлено после 2 попыток: Нет связи с Telegram/);
  });
});

describe('telegram outbox: files', () => {
  const folder = () => uploadsDir(t.config);
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  const addFiles = async (announcementId: number, files: { fileName: string; mimeType: string; bytes: Buffer }[]) => {
    mkdirSync(folder(), { recursive: true });
    // written last position first: the sender must follow position, not the order of the rows
    for (const [position, file] of [...files.entries()].reverse()) {
      const storageKey = randomUUID();
      writeFileSync(join(folder(), storageKey), file.bytes);
      await t.db.insert(announcementFiles).values({
        announcementId,
        position,
        fileName: file.fileName,
        mimeType: file.mimeType,
        sizeBytes: file.bytes.length,
        sha256: sha(file.bytes),
        storageKey,
      });
    }
  };

  const png = Buffer.from('89504e470d0a1a0a' + '00'.repeat(64), 'hex');
  const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(2048, 7)]);
  const mp4 = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.alloc(4096, 3)]);
  const gif = Buffer.from('GIF89a' + 'x'.repeat(40));

  it('sends several files as one media group, in their order, streamed, the text as the first caption', async () => {
    const id = await addAnnouncement('<i>Фото с урока</i>');
    await addFiles(id, [
      { fileName: 'a.png', mimeType: 'image/png', bytes: png },
      { fileName: 'b.jpg', mimeType: 'image/jpeg', bytes: jpeg },
      { fileName: 'c.mp4', mimeType: 'video/mp4', bytes: mp4 },
    ]);
    await addRow(id, '-1001', { recipientKind: 'GROUP_CHAT', personId: null });
    await senderOf().drain();
    const [call] = sends();
    expect(sends()).toHaveLength(1);
    expect(call.method).toBe('sendMediaGroup');
    const media = call.media as { type: string; media: string; caption?: string; parse_mode?: string }[];
    expect(media.map((item) => item.type)).toEqual(['photo', 'photo', 'video']);
    expect(media[0]).toMatchObject({ caption: '<i>Фото с урока</i>', parse_mode: 'HTML' });
    expect(media.slice(1).every((item) => item.caption === undefined)).toBe(true);
    // every item an uploaded file, with the bytes stored
    const byField = new Map(call.files.map((file) => [file.field, file]));
    expect(media.map((item) => byField.get(item.media.replace('attach://', ''))?.sha256)).toEqual([sha(png), sha(jpeg), sha(mp4)]);
    expect((await rowsOf(id))[0].state).toBe('SENT');
  });

  it('sends a single file by its kind (photo, video, GIF as animation) with the text as caption', async () => {
    for (const [file, method] of [
      [{ fileName: 'one.png', mimeType: 'image/png', bytes: png }, 'sendPhoto'],
      [{ fileName: 'one.mp4', mimeType: 'video/mp4', bytes: mp4 }, 'sendVideo'],
      [{ fileName: 'one.gif', mimeType: 'image/gif', bytes: gif }, 'sendAnimation'],
    ] as const) {
      fake.reset();
      const id = await addAnnouncement('Подпись');
      await addFiles(id, [file]);
      await addRow(id, '-1002', { recipientKind: 'GROUP_CHAT', personId: null });
      await senderOf().drain();
      expect(sends().map((call) => [call.method, call.caption, call.parseMode, call.files[0]?.sha256])).toEqual([[method, 'Подпись', 'HTML', sha(file.bytes)]]);
    }
  });

  it('sends a text longer than a caption first, then the files without one', async () => {
    const long = `<b>Итоги четверти</b> ${'очень подробно '.repeat(80)}`;
    const id = await addAnnouncement(long);
    await addFiles(id, [
      { fileName: 'a.png', mimeType: 'image/png', bytes: png },
      { fileName: 'b.png', mimeType: 'image/png', bytes: png },
    ]);
    await addRow(id, '-1003', { recipientKind: 'GROUP_CHAT', personId: null });
    await senderOf().drain();
    const [text, group] = sends();
    expect(text).toMatchObject({ method: 'sendMessage', text: long, parseMode: 'HTML' });
    expect(group.method).toBe('sendMediaGroup');
    expect((group.media as { caption?: string }[]).every((item) => item.caption === undefined)).toBe(true);
    // one chat, two calls: about a second apart (1 message a second to a chat; the fake notes arrival, not departure)
    expect(group.at - text.at).toBeGreaterThanOrEqual(700);
  });

  it('fails a row whose file is gone from the disk', async () => {
    const id = await addAnnouncement('Фото');
    await t.db.insert(announcementFiles).values({
      announcementId: id,
      position: 0,
      fileName: 'пропал.png',
      mimeType: 'image/png',
      sizeBytes: 10,
      sha256: 'x',
      storageKey: randomUUID(),
    });
    await addRow(id, '-1004', { recipientKind: 'GROUP_CHAT', personId: null });
    await senderOf().drain();
    expect(sends()).toHaveLength(0);
    expect((await rowsOf(id))[0]).toMatchObject({ state: 'FAILED', lastError: 'Файл рассылки не найден: пропал.png' });
  });
});

describe('telegram outbox: claims, leases, several workers', () => {
  it('claims a SENDING row only once its lease ran out, and a lost lease changes nothing', async () => {
    const id = await addAnnouncement('Текст');
    const row = await addRow(id, '701');
    const first = await claimNextRow(t.db, new Date(), 5_000);
    expect(first?.row.id).toBe(row.id);
    expect(first?.row.state).toBe('SENDING');
    expect(await claimNextRow(t.db, new Date(), 5_000)).toBeNull(); // leased: nobody else takes it
    const second = await claimNextRow(t.db, new Date(Date.now() + 6_000), 5_000); // the first worker died
    expect(second?.row.id).toBe(row.id);
    await markFailed(t.db, first!, 'поздно'); // the first worker's late word is ignored
    expect((await rowsOf(id))[0].state).toBe('SENDING');
    await markSent(t.db, second!, new Date());
    expect((await rowsOf(id))[0].state).toBe('SENT');
  });

  it('two workers on one database never send one row twice and between them send every row', async () => {
    const id = await addAnnouncement('Всем');
    const chats = Array.from({ length: 16 }, (_, index) => `${800 + index}`);
    for (const chat of chats) await addRow(id, chat);
    fake.setDelay(25);
    // on PostgreSQL each worker has its own connection pool, as two instances would
    const other: Database | undefined = t.config.databaseUrl ? await openDatabase(t.config) : undefined;
    try {
      const a = senderOf({}, telegramApi(t.config.telegram), t.db);
      const b = senderOf({}, telegramApi(t.config.telegram), other?.db ?? t.db);
      const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
      expect(byA + byB).toBe(chats.length);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    expect(sends().map((call) => call.chatId).sort()).toEqual(chats);
    expect((await rowsOf(id)).every((row) => row.state === 'SENT')).toBe(true);
  });

  it('keeps a row whose call outlasts the lease: the live worker renews it, the other never takes it', async () => {
    const id = await addAnnouncement('Медленный Telegram');
    for (const chat of ['851', '852']) await addRow(id, chat);
    fake.setDelay(2500); // each call takes more than twice the lease (renewed every third of it)
    const a = senderOf({ leaseMs: 1000 });
    const b = senderOf({ leaseMs: 1000 });
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(2);
    expect(sends().map((call) => call.chatId).sort()).toEqual(['851', '852']);
    expect((await rowsOf(id)).every((row) => row.state === 'SENT')).toBe(true);
  });

  it('holds a chat back by the flood limits and gives a long wait back to the table', async () => {
    const id = await addAnnouncement('Групповой чат');
    await addRow(id, '-2001', { recipientKind: 'GROUP_CHAT', personId: null });
    const limiter = createFloodLimiter();
    for (let index = 0; index < 20; index += 1) limiter.record({ chatId: '-2001', isGroupChat: true, messages: 1 }, Date.now());
    const sender = createOutboxSender({ db: t.db, api: telegramApi(t.config.telegram), config: t.config, limiter, options: fast });
    await sender.drain();
    expect(sends()).toHaveLength(0);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ state: 'PENDING', attempts: 0, leaseUntil: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });
});

describe('telegram delivery worker', () => {
  const log = { info: () => undefined, error: () => undefined, warn: () => undefined } as never;

  afterEach(async () => {
    await t.db.update(staff).set({ telegramId: null }).where(sql`${staff.telegramId} like 'w-%'`);
  });

  it('dispatches a mailing at its send time and delivers it, and stops cleanly', async () => {
    const [member] = await t.db.select({ id: staff.id }).from(staff).limit(1);
    await t.db.update(staff).set({ telegramId: 'w-9001' }).where(eq(staff.id, member.id));
    const [announcement] = await t.db
      .insert(announcements)
      .values({ messageText: 'Планёрка в 10:00', sendToStaff: true, sendDateTime: new Date(Date.now() + 300) })
      .returning({ id: announcements.id });
    await t.db.insert(announcementStaff).values({ announcementId: announcement.id, staffId: member.id });
    const work = await startTelegramDelivery({ config: t.config, database: t.database, log }, { intervalMs: 50 });
    try {
      await expect.poll(async () => (await rowsOf(announcement.id)).map((row) => row.state), { timeout: 10_000 }).toEqual(['SENT']);
    } finally {
      await work.stop();
    }
    expect(sends().map((call) => [call.chatId, call.text])).toEqual([['w-9001', 'Планёрка в 10:00']]);
    const [stored] = await t.db.select().from(announcements).where(eq(announcements.id, announcement.id));
    expect(stored.dispatchedAt).not.toBeNull();
    expect(await statusOf(announcement.id)).toBe('SENT');
  });

  it('does nothing without a bot token', async () => {
    const id = await addAnnouncement('Текст');
    await addRow(id, '901');
    const config = { ...t.config, telegram: { ...t.config.telegram, botToken: '' } };
    const work = await startTelegramDelivery({ config, database: t.database, log }, { intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await work.stop();
    expect(sends()).toHaveLength(0);
    expect((await rowsOf(id))[0].state).toBe('PENDING');
  });
});

describe('task notifications', () => {
  const newTask = (overrides: Record<string, unknown>) => ({
    taskTitle: 'Позвонить <родителям>',
    taskDescription: 'Про оплату',
    taskDeadline: '2026-12-01',
    taskStatusId: 1,
    taskPriorityTypeId: 1,
    staffId: null,
    sendNotification: true,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown>) => {
    const response = await t.call({ method: 'POST', url: '/api/task-new', payload: newTask(overrides), as: 'admin' });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const rowsOfTask = (taskId: number) => t.db.select().from(telegramOutbox).where(eq(telegramOutbox.taskId, taskId));
  const assignable = async () => (await t.call({ method: 'GET', url: '/api/all-admin-info', as: 'admin' })).json() as { id: number; name: string }[];

  it('queues a notice for the assignee in the task’s transaction and the worker sends it', async () => {
    const [member] = await assignable();
    await t.db.update(staff).set({ telegramId: '7777' }).where(eq(staff.id, member.id));
    try {
      const taskId = await create({ staffId: member.id });
      const [row] = await rowsOfTask(taskId);
      expect(row).toMatchObject({ recipientKind: 'STAFF', personId: member.id, personName: member.name, chatId: '7777', state: 'PENDING', announcementId: null });
      expect(row.messageText).toBe('Новая задача: <b>Позвонить &lt;родителям&gt;</b>\nПро оплату\nДедлайн: 01.12.2026\nПриоритет: Высокий');
      await senderOf().drain();
      expect(sends().map((call) => [call.chatId, call.text, call.parseMode])).toEqual([['7777', row.messageText, 'HTML']]);
      expect((await rowsOfTask(taskId))[0].state).toBe('SENT');
    } finally {
      await t.db.update(staff).set({ telegramId: null }).where(eq(staff.id, member.id));
    }
  });

  it('writes FAILED "Нет Telegram" for an assignee without Telegram, and nothing without the wish or an assignee', async () => {
    const [member] = await assignable();
    await t.db.update(staff).set({ telegramId: null }).where(eq(staff.id, member.id));
    const noTelegram = await create({ staffId: member.id });
    expect(await rowsOfTask(noTelegram)).toMatchObject([{ state: 'FAILED', lastError: 'Нет Telegram', chatId: null }]);
    expect(await rowsOfTask(await create({ staffId: member.id, sendNotification: false }))).toEqual([]);
    expect(await rowsOfTask(await create({ staffId: null }))).toEqual([]);
  });

  it('writes nothing when the task is refused', async () => {
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from telegram_outbox`);
    const response = await t.call({ method: 'POST', url: '/api/task-new', payload: newTask({ taskStatusId: 99, staffId: (await assignable())[0].id }), as: 'admin' });
    expect(response.statusCode).toBe(400);
    const [after] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from telegram_outbox`);
    expect(after.n).toBe(before.n);
  });
});
