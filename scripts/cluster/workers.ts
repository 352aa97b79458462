import { asc, eq, isNull } from 'drizzle-orm';
import { announcements, schoolClasses, telegramOutbox, workerLeases } from '../../server/db/schema/index';
import type { Db } from '../../server/db/types';
import type { FakeSheetsApi } from '../../server/sheets/fake-sheets-api';
import { REPORT_TAB, TEACHER_TAB } from '../../server/sheets/report-layout';
import type { FakeBotApi } from '../../server/telegram/fake-bot-api';

// The background work across two instances: a mailing's outbox rows sent once each, the bot's updates answered
// once each, the spreadsheet sync run by one instance. The fakes count what reached "Telegram" and "Google".

export const OUTBOX_CHATS = Array.from({ length: 20 }, (_, index) => `${91_000 + index}`);
export const BOT_CHATS = Array.from({ length: 5 }, (_, index) => 92_000 + index);
export const SPREADSHEET_ID = 'cluster-test-sheet';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const waitUntil = async (what: string, ms: number, done: () => Promise<boolean> | boolean) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
};

// Before the instances start: a mailing of our own already dispatched into 20 outbox rows, the demo's mailings
// marked as history (they would add sends of their own), and one group with a spreadsheet report.
export const prepareWork = async (db: Db, sheets: FakeSheetsApi) => {
  await db.update(announcements).set({ dispatchedAt: new Date() }).where(isNull(announcements.dispatchedAt));
  const [announcement] = await db
    .insert(announcements)
    .values({ messageText: 'Кластер: занятия по расписанию', sendToParents: true, sendDateTime: new Date(), dispatchedAt: new Date() })
    .returning({ id: announcements.id });
  await db.insert(telegramOutbox).values(
    OUTBOX_CHATS.map((chatId, index) => ({ announcementId: announcement.id, recipientKind: 'PARENT' as const, personId: index + 1, personName: `Родитель ${index + 1}`, chatId })),
  );
  const [group] = await db.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.isArchived, false)).orderBy(asc(schoolClasses.id)).limit(1);
  await db
    .update(schoolClasses)
    .set({ sheetUrl: `https://docs.google.com/spreadsheets/d/${SPREADSHEET_ID}/edit`, teacherSheetId: SPREADSHEET_ID })
    .where(eq(schoolClasses.id, group.id));
  sheets.put(SPREADSHEET_ID, { [REPORT_TAB]: [], [TEACHER_TAB]: [] });
};

const countBy = <T>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

const sendsTo = (telegram: FakeBotApi, chats: string[]) =>
  countBy(telegram.calls().filter((call) => call.method === 'sendMessage' && chats.includes(String(call.chatId))).map((call) => String(call.chatId)));

export const checkOutbox = async (db: Db, telegram: FakeBotApi) => {
  await waitUntil('every outbox row sent', 30_000, async () => {
    const rows = await db.select({ state: telegramOutbox.state, chatId: telegramOutbox.chatId }).from(telegramOutbox);
    return rows.filter((row) => OUTBOX_CHATS.includes(row.chatId ?? '')).every((row) => row.state === 'SENT');
  });
  const sends = sendsTo(telegram, OUTBOX_CHATS);
  const twice = [...sends].filter(([, times]) => times !== 1);
  if (sends.size !== OUTBOX_CHATS.length || twice.length > 0) throw new Error(`outbox: ${sends.size} chats reached, sent more than once: ${JSON.stringify(twice)}`);
  return `${OUTBOX_CHATS.length} outbox rows, each sent exactly once`;
};

export const checkBot = async (db: Db, telegram: FakeBotApi) => {
  for (const chat of BOT_CHATS) {
    telegram.pushUpdate({
      message: { message_id: chat, date: Math.floor(Date.now() / 1000), chat: { id: chat, type: 'private', first_name: 'Кластер' }, from: { id: chat, is_bot: false, first_name: 'Кластер' }, text: '/start' },
    });
  }
  const chats = BOT_CHATS.map(String);
  await waitUntil('every bot update answered', 40_000, () => sendsTo(telegram, chats).size === chats.length);
  await sleep(2000); // a second poller, if there were one, would answer meanwhile
  const replies = sendsTo(telegram, chats);
  const twice = [...replies].filter(([, times]) => times !== 1);
  if (twice.length > 0) throw new Error(`bot: answered more than once: ${JSON.stringify(twice)}`);
  const leases = await db.select().from(workerLeases).where(eq(workerLeases.name, 'telegram-bot'));
  if (leases.length !== 1) throw new Error(`bot: ${leases.length} telegram-bot leases`);
  return `${BOT_CHATS.length} /start messages, each answered once; the telegram-bot lease held by ${leases[0].holder}`;
};

// One sync round reads the teacher's tab once; two instances syncing would read it twice.
export const checkSheetsSync = async (db: Db, sheets: FakeSheetsApi, settleMs: number) => {
  const reads = () => sheets.calls().filter((call) => call.spreadsheetId === SPREADSHEET_ID);
  await waitUntil('the spreadsheet sync round', 40_000, () => reads().length > 0);
  await sleep(settleMs);
  const [lease] = await db.select().from(workerLeases).where(eq(workerLeases.name, 'sheets-sync'));
  if (!lease) throw new Error('sheets: no sheets-sync lease');
  return { calls: reads().map((call) => call.kind), holder: lease.holder };
};
