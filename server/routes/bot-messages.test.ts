import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_MESSAGE_DEFAULTS, MESSAGE_BODY_MAX, type BotMessageRow } from '../../resources/bot-messages';
import { queryRows } from '../db/rows';
import { ensureBotMessages } from '../services/bot-messages';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectCleanRefusal, expectStatus, expectValidationError } from '../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (as: DemoLogin = 'admin') => {
  const response = await t.call({ method: 'GET', url: '/api/bot-messages-info', as });
  expectStatus(response, 200);
  return response.json() as BotMessageRow[];
};
const patch = (id: number | string, payload: unknown, as: DemoLogin = 'admin') =>
  t.call({ method: 'PATCH', url: `/api/bot-messages/${id}`, payload: payload as object, as });
const rowOf = async (type: string, reader: string) => (await list()).find((row) => row.messageType === type && row.messageTypeForUser === reader)!;

describe('bot-messages-info (/mix/bot-messages)', () => {
  it('lists every seeded text once, in the seed order, with the total', async () => {
    const response = await t.call({ method: 'GET', url: '/api/bot-messages-info', as: 'owner' });
    expectStatus(response, 200);
    const rows = response.json() as BotMessageRow[];
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    expect(rows.map((row) => [row.messageType, row.messageTypeForUser])).toEqual(
      BOT_MESSAGE_DEFAULTS.map((row) => [row.messageType, row.messageTypeForUser]),
    );
    expect(rows[0]).toEqual({
      botMessageId: expect.any(Number),
      messageTitle: BOT_MESSAGE_DEFAULTS[0].messageTitle,
      messageBody: BOT_MESSAGE_DEFAULTS[0].messageBody,
      messageType: 'WELCOME',
      messageTypeForUser: 'ALL',
    });
  });

  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
    ['guest', 200], // a signed-in user without a role reads everything (NO_ROLE_ACCESS=read, core.md §6)
  ] as const)('answers %s with %i', async (as, status) => {
    expectStatus(await t.call({ method: 'GET', url: '/api/bot-messages-info', as }), status);
  });

  it('reads one text for the edit form, 404 for one that does not exist', async () => {
    const [first] = await list();
    const one = await t.call({ method: 'GET', url: `/api/bot-messages/${first.botMessageId}`, as: 'admin' });
    expectStatus(one, 200);
    expect(one.json()).toEqual(first);
    const missing = await t.call({ method: 'GET', url: '/api/bot-messages/999999', as: 'admin' });
    expectStatus(missing, 404);
    expect(missing.json().message).toBe('Сообщение бота не найдено');
    expectStatus(await t.call({ method: 'GET', url: `/api/bot-messages/${first.botMessageId}`, as: 'teacher' }), 403);
  });

  it('answers 401 without a token', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/bot-messages-info' }), 401);
  });
});

describe('PATCH bot-messages/{id}', () => {
  it('changes the text as the screen sends it, keeps its line breaks, audits it', async () => {
    const row = await rowOf('MENU', 'PARENT');
    const body = '  {name}, выберите:\n/schedule — расписание\n/debt — долг  ';
    const response = await patch(row.botMessageId, {
      id: row.botMessageId,
      messageTitle: ' Меню для родителей ',
      messageBody: body,
      messageType: 'MENU',
      messageTypeForUser: 'PARENT',
    });
    expectStatus(response, 200);
    const expected = { ...row, messageTitle: 'Меню для родителей', messageBody: body.trim() };
    expect(response.json()).toEqual(expected);
    expect(await rowOf('MENU', 'PARENT')).toEqual(expected);
    const [audit] = await queryRows<{ login: string; changes: Record<string, unknown> }>(
      t.db,
      sql`select user_login as login, changes from audit_log where entity = 'bot-messages' and entity_id = ${String(row.botMessageId)} order by id desc limit 1`,
    );
    expect(audit.login).toBe('admin');
    expect(Object.keys(audit.changes).sort()).toEqual(['messageBody', 'messageTitle']);
  });

  it('moves a text to another reader, and refuses a pair that has its text (409)', async () => {
    const row = await rowOf('NO_CHILDREN', 'PARENT');
    const moved = await patch(row.botMessageId, { messageTypeForUser: 'ALL' }, 'owner');
    expectStatus(moved, 200);
    expect((moved.json() as BotMessageRow).messageTypeForUser).toBe('ALL');
    const other = await rowOf('NO_DEBT', 'PARENT');
    const taken = await patch(other.botMessageId, { messageType: 'SCHEDULE_EMPTY', messageTypeForUser: 'ALL' });
    expectStatus(taken, 409);
    expect(taken.json().message).toBe('Сообщение этого типа для этого получателя уже есть');
  });

  it.each([
    ['no title', { messageTitle: '   ' }, 'Введите заголовок', 'messageTitle'],
    ['a long title', { messageTitle: 'З'.repeat(201) }, 'Заголовок не длиннее 200 символов', 'messageTitle'],
    ['no text', { messageBody: '' }, 'Введите текст сообщения', 'messageBody'],
    ['a long text', { messageBody: 'т'.repeat(MESSAGE_BODY_MAX + 1) }, `Текст сообщения не длиннее ${MESSAGE_BODY_MAX} символов`, 'messageBody'],
    ['a title that is no text', { messageTitle: 12 }, 'Введите заголовок', 'messageTitle'],
    ['an unknown type', { messageType: 'HELLO' }, 'Неизвестный тип сообщения', 'messageType'],
    ['an unknown reader', { messageTypeForUser: 'TEACHER' }, 'Неизвестный получатель сообщения', 'messageTypeForUser'],
  ])('refuses %s with its message', async (_case, payload, message, field) => {
    const row = await rowOf('WELCOME', 'ALL');
    expectValidationError(await patch(row.botMessageId, payload), message, field);
  });

  it.each([
    ['a placeholder the type lacks', 'WELCOME', { messageBody: 'Здравствуйте, {nmae}!' }, 'Неизвестная подстановка {nmae}; для этого типа доступны: {name}'],
    ['a placeholder in a type without any', 'CODE_USED', { messageBody: 'Код {code} использован' }, 'Неизвестная подстановка {code}; в этом типе подстановок нет'],
    ['a schedule without its lines', 'SCHEDULE', { messageBody: 'Расписание: {name}' }, 'В тексте должна быть подстановка {lines}'],
    ['a type whose placeholders the text lacks', 'SCHEDULE', { messageType: 'TOO_MANY_ATTEMPTS' }, 'Неизвестная подстановка {name}; для этого типа доступны: {minutes}'],
    ['a button of two lines', 'BUTTON_GRADES', { messageBody: 'Оценки\nи пропуски' }, 'Текст кнопки — одна строка не длиннее 40 символов'],
  ])('refuses %s', async (_case, type, payload, message) => {
    const row = (await list()).find((candidate) => candidate.messageType === type)!;
    expectValidationError(await patch(row.botMessageId, payload), message, Object.keys(payload)[0] === 'messageType' ? 'messageBody' : undefined);
  });

  it('refuses an id that differs from the address, a missing text, a bad id and unknown fields, changing nothing', async () => {
    const before = await rowCounts(t.db);
    const stored = await list();
    const row = stored[0];
    const mismatch = await patch(row.botMessageId, { id: row.botMessageId + 1, messageTitle: 'Другое' });
    expectStatus(mismatch, 400);
    expect(mismatch.json().message).toBe('Идентификатор в теле запроса не совпадает с адресом');
    const missing = await patch(999_999, { messageTitle: 'Новое' });
    expectStatus(missing, 404);
    expect(missing.json().message).toBe('Сообщение бота не найдено');
    expectCleanRefusal(await patch('abc', { messageTitle: 'Новое' }));
    expectCleanRefusal(await patch(row.botMessageId, { messageTitle: 'Новое', colour: 'red' }));
    expectCleanRefusal(await patch(row.botMessageId, 'просто текст'));
    expectCleanRefusal(await patch(row.botMessageId, [1, 2]));
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await list()).toEqual(stored);
  });

  it.each(['teacher', 'user', 'guest'] as const)('is refused to %s (manage Service)', async (as) => {
    const row = await rowOf('WELCOME', 'ALL');
    expectStatus(await patch(row.botMessageId, { messageTitle: 'Чужое' }, as), 403);
    expect((await rowOf('WELCOME', 'ALL')).messageTitle).toBe(row.messageTitle);
  });

  it('never answers 500 to odd bodies', async () => {
    const row = await rowOf('ERROR', 'ALL');
    const bodies: unknown[] = [
      {},
      { messageBody: null },
      { messageType: 7 },
      { id: 'x' },
      { messageBody: { text: 'a' } },
      { messageTitle: 'Ок', messageBody: '\u0000' },
      { messageTypeForUser: ['ALL'] },
    ];
    for (const payload of bodies) {
      const response = await patch(row.botMessageId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
  });
});

describe('the texts every centre has', () => {
  it('adds a missing default and never overwrites an edited text', async () => {
    await t.db.execute(sql`delete from bot_messages where message_type = 'CODE_EXPIRED'`);
    await t.db.execute(sql`update bot_messages set message_body = 'Свой текст' where message_type = 'CODE_USED'`);
    // NO_CHILDREN was moved from PARENT to ALL above: the admin's choice stays, no PARENT default comes back
    expect(await ensureBotMessages(t.db)).toBe(1);
    expect((await list()).filter((row) => row.messageType === 'NO_CHILDREN').map((row) => row.messageTypeForUser)).toEqual(['ALL']);
    expect(await ensureBotMessages(t.db)).toBe(0);
    expect((await rowOf('CODE_EXPIRED', 'ALL')).messageBody).toBe(BOT_MESSAGE_DEFAULTS.find((row) => row.messageType === 'CODE_EXPIRED')!.messageBody);
    expect((await rowOf('CODE_USED', 'ALL')).messageBody).toBe('Свой текст');
  });
});
