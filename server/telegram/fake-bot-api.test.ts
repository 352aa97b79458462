import { Api, Bot, GrammyError, InputFile } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';

// The fake must answer grammY the way Telegram does, or every delivery test built on it proves nothing.
describe('the fake Telegram Bot API', () => {
  let fake: FakeBotApi;
  let api: Api;

  beforeEach(async () => {
    fake = await startFakeBotApi({ token: 'test-token' });
    api = new Api('test-token', { apiRoot: fake.url });
  });
  afterEach(async () => fake.close());

  it('records a message and a media group with the files grammY uploads', async () => {
    const sent = await api.sendMessage(42, '<b>Привет</b>', { parse_mode: 'HTML' });
    expect(sent.chat.id).toBe(42);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const group = await api.sendMediaGroup(-100_1, [
      { type: 'photo', media: new InputFile(png, 'a.png'), caption: 'Подпись' },
      { type: 'photo', media: new InputFile(png, 'b.png') },
    ]);
    expect(group).toHaveLength(2);
    const calls = fake.calls();
    expect(calls[0]).toMatchObject({ method: 'sendMessage', chatId: '42', text: '<b>Привет</b>', parseMode: 'HTML' });
    expect(calls[1]).toMatchObject({ method: 'sendMediaGroup', chatId: '-1001' });
    expect(calls[1].files.map((file) => file.size)).toEqual([png.length, png.length]);
    expect(calls[1].media).toHaveLength(2);
  });

  it('fails the way Telegram fails: 429 with retry_after, parse errors, blocked chats', async () => {
    fake.failNext({ kind: 'flood', retryAfter: 3 });
    const flood = await api.sendMessage(1, 'a').catch((error: unknown) => error);
    expect(flood).toBeInstanceOf(GrammyError);
    expect((flood as GrammyError).error_code).toBe(429);
    expect((flood as GrammyError).parameters.retry_after).toBe(3);
    fake.failNext({ kind: 'parse' });
    expect(((await api.sendMessage(1, 'a').catch((error: unknown) => error)) as GrammyError).description).toMatch(/can't parse entities/);
    fake.failChat(7, { kind: 'blocked' });
    expect(((await api.sendMessage(7, 'a').catch((error: unknown) => error)) as GrammyError).error_code).toBe(403);
    expect((await api.sendMessage(1, 'a')).chat.id).toBe(1);
  });

  it('hands a pushed update to a polling bot', async () => {
    const bot = new Bot('test-token', { client: { apiRoot: fake.url } });
    const seen = new Promise<string>((resolve) => bot.on('message:text', (context) => resolve(context.message.text)));
    void bot.start({ timeout: 1 });
    fake.pushUpdate({ message: { message_id: 1, date: 0, chat: { id: 5, type: 'private' }, from: { id: 5, is_bot: false, first_name: 'Анна' }, text: 'ABCD2345' } });
    expect(await seen).toBe('ABCD2345');
    await bot.stop();
  });

  it('answers the controls over HTTP for another process', async () => {
    await fetch(`${fake.url}/__fake/updates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: { text: 'x' } }) });
    await api.sendMessage(3, 'через HTTP');
    const calls = (await (await fetch(`${fake.url}/__fake/calls`)).json()) as { method: string; text: string }[];
    expect(calls.map((call) => call.text)).toEqual(['через HTTP']);
    await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
    expect(fake.calls()).toEqual([]);
  });
});
