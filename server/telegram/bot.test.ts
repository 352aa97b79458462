import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../resources/bot-messages';
import type { DebtorWithAmountRow, RecalculationRow } from '../../resources/debtors';
import { dayInTimeZone } from '../../resources/school-year';
import { formatKopecks, toKopecks } from '../../resources/money/kopecks';
import { queryRows } from '../db/rows';
import { issueParentCode, issueStudentCode } from '../services/registration-codes';
import { createTestApp, type TestApp } from '../test/app';
import { createTelegramBot } from './bot';
import { startBotPoller, type BotPoller } from './bot-poller';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';

// The bot end to end against the fake Bot API: updates go in through getUpdates as Telegram would send them, the
// replies are read from the fake's calls, the state from the database.
const TOKEN = 'bot-test-token';
let t: TestApp;
let fake: FakeBotApi;
let poller: BotPoller;
let nextMessageId = 1;
let nextUserId = 5_000_000;

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(t.db, query);
const today = () => dayInTimeZone(new Date(), 'Europe/Moscow');

const startPoller = (holder: string) =>
  startBotPoller({
    bot: createTelegramBot({ token: TOKEN, apiRoot: fake.url, db: t.db, log: t.app.log, timeZone: 'Europe/Moscow' }),
    db: t.db,
    log: t.app.log,
    holder,
    leaseMs: 2_000,
    pollSeconds: 1,
    idleMs: 100,
    retryMs: 100,
  });

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeBotApi({ token: TOKEN });
  poller = startPoller('first');
});
afterAll(async () => {
  await poller?.stop();
  await fake?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from bot_registration_attempts`);
});

const newUser = () => ({ id: nextUserId++, first_name: 'Ирина' });

const privateText = (user: { id: number; first_name: string }, text: string) =>
  fake.pushUpdate({
    message: {
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: { id: user.id, is_bot: false, first_name: user.first_name },
      text,
    },
  });

const sentTo = (chatId: number | string) => fake.calls().filter((call) => call.method === 'sendMessage' && call.chatId === String(chatId));

// the replies to one message: waits until `count` more have arrived, then a moment for any unexpected extra one
const replies = async (chatId: number | string, send: () => unknown, count = 1) => {
  const before = sentTo(chatId).length;
  send();
  const deadline = Date.now() + 10_000;
  while (sentTo(chatId).length < before + count) {
    if (Date.now() > deadline) throw new Error(`no reply to ${chatId}: ${JSON.stringify(fake.calls().slice(-3))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  return sentTo(chatId)
    .slice(before)
    .map((call) => call.text ?? '');
};

const body = async (type: string, reader: string) => {
  const [row] = await rows<{ body: string }>(sql`select message_body as body from bot_messages where message_type = ${type} and message_type_for_user = ${reader}`);
  return row.body;
};

const aStudentWithParent = async (extra = sql`true`) => {
  const [row] = await rows<{ studentId: number; parentId: number; parentName: string; studentName: string }>(sql`
    select s.id as "studentId", p.id as "parentId", p.name as "parentName", s.name as "studentName"
    from students s join parents p on p.id = s.parent_id
    where not s.is_archived and p.telegram_id is null and ${extra}
    order by s.id limit 1`);
  return row;
};

const issue = (person: 'parent' | 'student', studentId: number) =>
  t.db.transaction((tx) => {
    const context = { tx, actor: { id: null, login: 'test' } };
    return person === 'parent' ? issueParentCode(context, studentId) : issueStudentCode(context, studentId);
  });

const codeRow = async (code: string) =>
  (await rows<{ usedAt: Date | null }>(sql`select used_at as "usedAt" from registration_codes where code = ${code}`))[0];

describe('registration by code', () => {
  it('greets a stranger by name and asks for the code; words that are no code are explained, not counted', async () => {
    const user = newUser();
    const [welcome] = await replies(user.id, () => privateText(user, '/start'));
    expect(welcome).toBe(fillTemplate(await body('WELCOME', 'ALL'), { name: 'Ирина' }));
    const [notACode] = await replies(user.id, () => privateText(user, 'привет'));
    expect(notACode).toBe(await body('NOT_A_CODE', 'ALL'));
    expect(await rows(sql`select 1 from bot_registration_attempts where telegram_user_id = ${String(user.id)}`)).toHaveLength(0);
  });

  it("refuses a stranger's question about a child, by command or by a parent's button, and asks for the code", async () => {
    const user = newUser();
    const refusal = fillTemplate(await body('NOT_REGISTERED', 'ALL'), { name: 'Ирина' });
    expect(refusal).toMatch(/только подключённым родителям/);
    for (const text of ['/debt', '/price', '/grades', 'Цена следующего цикла', 'Задолженность']) {
      expect(await replies(user.id, () => privateText(user, text))).toEqual([refusal]);
    }
    // nothing of any child was said, and no attempt was counted
    expect(sentTo(user.id).some((call) => /задолженность|следующий цикл/.test(call.text ?? ''))).toBe(false);
    expect(await rows(sql`select 1 from bot_registration_attempts where telegram_user_id = ${String(user.id)}`)).toHaveLength(0);
  });

  it("registers a parent by the code from the table: the parent's telegram_id, the code used, the reply from bot_messages", async () => {
    await t.db.execute(sql`update bot_messages set message_body = 'Готово, {name}! Вы родитель.' where message_type = 'REGISTRATION_SUCCESS' and message_type_for_user = 'PARENT'`);
    const pair = await aStudentWithParent();
    const { code } = await issue('parent', pair.studentId);
    const user = newUser();
    // typed in lower case with a space, as people do
    const [reply] = await replies(user.id, () => privateText(user, `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`));
    expect(reply).toBe(`Готово, ${pair.parentName}! Вы родитель.`);
    const [parent] = await rows<{ telegramId: string }>(sql`select telegram_id as "telegramId" from parents where id = ${pair.parentId}`);
    expect(parent.telegramId).toBe(String(user.id));
    expect((await codeRow(code)).usedAt).not.toBeNull();
    const keyboard = sentTo(user.id).at(-1)?.params.reply_markup as { keyboard: { text: string }[][] };
    expect(keyboard.keyboard.flat().map((button) => button.text)).toEqual(['Расписание', 'Оценки', 'Задолженность', 'Цена следующего цикла']);
    const [audit] = await rows<{ login: string }>(sql`select user_login as login from audit_log where action = 'register-telegram' and entity_id = ${String(pair.parentId)}`);
    expect(audit.login).toBe(`telegram:${user.id}`);

    // the same person again: connected already, no failure; anyone else: the code is used
    const [again] = await replies(user.id, () => privateText(user, code));
    expect(again).toBe(fillTemplate(await body('ALREADY_REGISTERED', 'ALL'), { name: pair.parentName }));
    const other = newUser();
    const [used] = await replies(other.id, () => privateText(other, code));
    expect(used).toBe(await body('CODE_USED', 'ALL'));
    const [parentAfter] = await rows<{ telegramId: string }>(sql`select telegram_id as "telegramId" from parents where id = ${pair.parentId}`);
    expect(parentAfter.telegramId).toBe(String(user.id));
  });

  it('registers a student through a /start deep link and shows the student menu', async () => {
    const pair = await aStudentWithParent(sql`s.telegram_id is null`);
    const { code } = await issue('student', pair.studentId);
    const user = newUser();
    const [reply] = await replies(user.id, () => privateText(user, `/start ${code}`));
    expect(reply).toBe(fillTemplate(await body('REGISTRATION_SUCCESS', 'STUDENT'), { name: pair.studentName }));
    const [menu] = await replies(user.id, () => privateText(user, '/start'));
    expect(menu).toBe(fillTemplate(await body('MENU', 'STUDENT'), { name: pair.studentName }));
    // a student has no debt button; /debt shows the menu again
    const keyboard = sentTo(user.id).at(-1)?.params.reply_markup as { keyboard: { text: string }[][] };
    expect(keyboard.keyboard.flat().map((button) => button.text)).toEqual(['Расписание', 'Оценки']);
    const [debt] = await replies(user.id, () => privateText(user, '/debt'));
    expect(debt).toBe(menu);
    // nor a price: what a cycle costs is the parents'
    expect(await replies(user.id, () => privateText(user, '/price'))).toEqual([menu]);
  });

  it('refuses a wrong, an expired and a revoked code and changes nothing', async () => {
    const pair = await aStudentWithParent();
    const user = newUser();
    expect(await replies(user.id, () => privateText(user, 'ZZZZZZZZZZ'))).toEqual([await body('CODE_NOT_FOUND', 'ALL')]);

    const { code: expired } = await issue('parent', pair.studentId);
    await t.db.execute(sql`update registration_codes set expires_at = now() - interval '1 minute' where code = ${expired}`);
    expect(await replies(user.id, () => privateText(user, expired))).toEqual([await body('CODE_EXPIRED', 'ALL')]);

    const { code: revoked } = await issue('parent', pair.studentId);
    await issue('parent', pair.studentId); // a new code revokes the one before
    expect(await replies(user.id, () => privateText(user, revoked))).toEqual([await body('CODE_EXPIRED', 'ALL')]);

    const [parent] = await rows<{ telegramId: string | null }>(sql`select telegram_id as "telegramId" from parents where id = ${pair.parentId}`);
    expect(parent.telegramId).toBeNull();
    expect((await codeRow(expired)).usedAt).toBeNull();
    expect((await codeRow(revoked)).usedAt).toBeNull();
    const failures = await rows(sql`select 1 from bot_registration_attempts where telegram_user_id = ${String(user.id)} and not succeeded`);
    expect(failures).toHaveLength(3);
  });

  it('after five wrong codes in an hour checks no code, not even a right one, and says when to try again', async () => {
    const pair = await aStudentWithParent();
    const { code } = await issue('parent', pair.studentId);
    const user = newUser();
    for (let attempt = 0; attempt < 5; attempt += 1) await replies(user.id, () => privateText(user, `WRONGCODE${attempt}`));
    const [limited] = await replies(user.id, () => privateText(user, code));
    expect(limited).toBe(fillTemplate(await body('TOO_MANY_ATTEMPTS', 'ALL'), { minutes: '60 минут' }));
    expect((await codeRow(code)).usedAt).toBeNull();
    // kept in the database: twenty minutes later the oldest failure still blocks for forty more
    await t.db.execute(sql`update bot_registration_attempts set attempted_at = attempted_at - interval '20 minutes' where telegram_user_id = ${String(user.id)}`);
    const [later] = await replies(user.id, () => privateText(user, code));
    expect(later).toBe(fillTemplate(await body('TOO_MANY_ATTEMPTS', 'ALL'), { minutes: '40 минут' }));
    // another person is not limited by them
    const other = newUser();
    expect(await replies(other.id, () => privateText(other, code))).toEqual([fillTemplate(await body('REGISTRATION_SUCCESS', 'PARENT'), { name: pair.parentName })]);
  });

  it('says the default text when the table has lost a row', async () => {
    await t.db.execute(sql`delete from bot_messages where message_type = 'CODE_NOT_FOUND'`);
    const user = newUser();
    expect(await replies(user.id, () => privateText(user, 'QQQQQQQQQQ'))).toEqual([
      'Такого кода нет. Проверьте код и отправьте его ещё раз или попросите новый у администратора.',
    ]);
  });
});

describe('group chats', () => {
  const membership = (chatId: number, title: string, from: string, to: string) =>
    fake.pushUpdate({
      my_chat_member: {
        chat: { id: chatId, type: 'supergroup', title },
        from: { id: 1, is_bot: false, first_name: 'Админ' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: from, user: { id: 700_000_001, is_bot: true, first_name: 'Бот' } },
        new_chat_member: { status: to, user: { id: 700_000_001, is_bot: true, first_name: 'Бот' } },
      },
    });
  const chatRow = async (chatId: number) =>
    (await rows<{ chatName: string; isArchived: boolean; schoolClassId: number | null }>(
      sql`select chat_name as "chatName", is_archived as "isArchived", school_class_id as "schoolClassId" from group_chats where telegram_chat_id = ${String(chatId)}`,
    ))[0];

  it('registers a chat the bot is added to, archives it when removed, brings it back when added again', async () => {
    const chatId = -100_777_001;
    const [hello] = await replies(chatId, () => membership(chatId, 'Математика 7 — родители', 'left', 'member'));
    expect(hello).toBe(fillTemplate(await body('GROUP_CHAT_REGISTERED', 'GROUP_CHAT'), { chat: 'Математика 7 — родители' }));
    expect(await chatRow(chatId)).toEqual({ chatName: 'Математика 7 — родители', isArchived: false, schoolClassId: null });

    membership(chatId, 'Математика 7 — родители', 'member', 'left');
    await expect.poll(async () => (await chatRow(chatId)).isArchived, { timeout: 5_000 }).toBe(true);

    // an admin tied it to a group meanwhile; re-added under a new title it comes back with its group
    const [group] = await rows<{ id: number }>(sql`select id from school_classes order by id limit 1`);
    await t.db.execute(sql`update group_chats set school_class_id = ${group.id} where telegram_chat_id = ${String(chatId)}`);
    await replies(chatId, () => membership(chatId, 'Математика 7', 'left', 'administrator'));
    expect(await chatRow(chatId)).toEqual({ chatName: 'Математика 7', isArchived: false, schoolClassId: group.id });
    const [count] = await rows<{ total: number }>(sql`select count(*)::int as total from group_chats where telegram_chat_id = ${String(chatId)}`);
    expect(count.total).toBe(1);
  });

  it('never answers text in a group', async () => {
    const chatId = -100_777_002;
    fake.pushUpdate({
      message: { message_id: nextMessageId++, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'supergroup', title: 'Чат' }, from: { id: 42, is_bot: false, first_name: 'Петя' }, text: '/grades' },
    });
    const user = newUser();
    await replies(user.id, () => privateText(user, '/start')); // handled after the group's message
    expect(sentTo(chatId)).toHaveLength(0);
  });
});

describe("a parent's questions", () => {
  it("answers /debt with the figure of the debtors' screen, /schedule and /grades with the child's own", async () => {
    const debtors = (await t.call({ method: 'GET', url: '/api/debtors-with-amount-info', as: 'owner' })).json() as DebtorWithAmountRow[];
    const owing = debtors.filter((row) => (toKopecks(row.totalDebt) ?? 0) > 0).map((row) => row.studentId);
    expect(owing.length).toBeGreaterThan(0);
    const [child] = await rows<{ studentId: number; parentId: number; studentName: string; siblings: number }>(sql`
      select s.id as "studentId", s.parent_id as "parentId", s.name as "studentName",
        (select count(*)::int from students o where o.parent_id = s.parent_id and not o.is_archived) as siblings
      from students s join parents p on p.id = s.parent_id
      where s.id = any(${`{${owing.join(',')}}`}::int[]) and p.telegram_id is null
      order by siblings, s.id limit 1`);
    const debtor = debtors.find((row) => row.studentId === child.studentId)!;
    const { code } = await issue('parent', child.studentId);
    const user = newUser();
    await replies(user.id, () => privateText(user, code));

    const debtReplies = await replies(user.id, () => privateText(user, '/debt'), child.siblings);
    const expectedAmount = formatKopecks(toKopecks(debtor.totalDebt)!);
    const childDebt = debtReplies.find((text) => text.startsWith(`${child.studentName}:`))!;
    expect(childDebt.split('\n')[0]).toBe(`${child.studentName}: задолженность ${expectedAmount}.`);
    for (const group of debtor.explanation.classes) expect(childDebt).toContain(`${group.className} — ${group.arithmetic}`);

    // the keyboard's button does the same as the command
    expect(await replies(user.id, () => privateText(user, 'Задолженность'), child.siblings)).toEqual(debtReplies);

    const schedule = await rows<{ day: number; start: string; end: string; name: string }>(sql`
      select cs.day_of_week as day, cs.start_time as start, cs.end_time as "end", sc.name
      from student_classes e join school_classes sc on sc.id = e.class_id join class_schedules cs on cs.school_class_id = sc.id
      where e.student_id = ${child.studentId} and not e.is_archived and not sc.is_archived and e.disenrollment_date is null`);
    const scheduleReplies = await replies(user.id, () => privateText(user, '/schedule'), child.siblings);
    const childSchedule = scheduleReplies.find((text) => text.includes(child.studentName))!;
    for (const lesson of schedule) expect(childSchedule).toContain(`${lesson.start}–${lesson.end} — ${lesson.name}`);

    const gradesReplies = await replies(user.id, () => privateText(user, '/grades'), child.siblings);
    const childGrades = gradesReplies.find((text) => text.includes(child.studentName))!;
    const [attendance] = await rows<{ present: number; total: number }>(sql`
      select count(*) filter (where g.value like '+%')::int as present, count(*)::int as total
      from grades g join lessons l on l.id = g.lesson_id
      where g.student_id = ${child.studentId} and g.grade_type = 'attendance' and coalesce(g.value, '') <> ''
        and l.lesson_date between (${today()}::date - 60) and ${today()}::date`);
    expect(childGrades).toContain(
      attendance.total === 0
        ? await body('ATTENDANCE_EMPTY', 'ALL')
        : fillTemplate(await body('ATTENDANCE', 'ALL'), { present: attendance.present, total: attendance.total, missed: attendance.total - attendance.present }),
    );

    // the next cycle's price: the recalculation tab's figure for this child, with its explanation, by command and button
    const recalculation = (await t.call({ method: 'GET', url: `/api/recalculations-info/${child.studentId}`, as: 'owner' })).json() as RecalculationRow;
    const priceReplies = await replies(user.id, () => privateText(user, '/price'), child.siblings);
    const childPrice = priceReplies.find((text) => text.startsWith(`${child.studentName}:`))!;
    expect(childPrice.split('\n')[0]).toBe(`${child.studentName}: следующий цикл — ${formatKopecks(toKopecks(recalculation.nextCycleProjectedPrice)!)}.`);
    for (const group of recalculation.classes) {
      expect(childPrice).toContain(group.className);
      expect(childPrice).toContain(group.explanation.tariff);
      if (group.explanation.arithmetic) expect(childPrice).toContain(group.explanation.arithmetic);
    }
    expect(await replies(user.id, () => privateText(user, 'Цена следующего цикла'), child.siblings)).toEqual(priceReplies);
    // only this parent's children are answered for
    const own = await rows<{ name: string }>(sql`select name from students where parent_id = ${child.parentId} and not is_archived`);
    for (const text of priceReplies) expect(own.some(({ name }) => text.startsWith(`${name}:`))).toBe(true);
  });

  it('tells a parent without a debt so', async () => {
    const pair = await aStudentWithParent(sql`not exists (select 1 from students o where o.parent_id = s.parent_id and o.id <> s.id)`);
    // every enrolment of the child ended: nothing can be owed
    await t.db.execute(sql`update student_classes set is_archived = true where student_id = ${pair.studentId}`);
    const { code } = await issue('parent', pair.studentId);
    const user = newUser();
    await replies(user.id, () => privateText(user, code));
    expect(await replies(user.id, () => privateText(user, '/debt'))).toEqual([fillTemplate(await body('NO_DEBT', 'PARENT'), { name: pair.studentName })]);
    expect(await replies(user.id, () => privateText(user, '/schedule'))).toEqual([
      fillTemplate(await body('SCHEDULE_EMPTY', 'ALL'), { name: pair.studentName }),
    ]);
  });
});

describe('the poller', () => {
  it('polls only while it holds the lease; another instance takes over when the holder stops', async () => {
    const second = startPoller('second');
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(poller.holding()).toBe(true);
      expect(second.holding()).toBe(false);
      const user = newUser();
      // one answer, not two
      expect(await replies(user.id, () => privateText(user, '/start'))).toHaveLength(1);
      const [lease] = await rows<{ holder: string }>(sql`select holder from worker_leases where name = 'telegram-bot'`);
      expect(lease.holder).toBe('first');

      await poller.stop();
      await expect.poll(() => second.holding(), { timeout: 5_000 }).toBe(true);
      expect(await replies(user.id, () => privateText(user, '/start'))).toHaveLength(1);
    } finally {
      poller = second;
    }
  });
});
