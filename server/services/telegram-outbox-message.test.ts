import { describe, expect, it } from 'vitest';
import {
  CAPTION_LIMIT,
  classifyTelegramFailure,
  deliverySteps,
  fileMethod,
  givenUpReason,
  retryDelayMs,
  telegramPlainText,
  visibleLength,
} from './telegram-outbox-message';
import { taskNotificationText } from './telegram-outbox-tasks';

const file = (mimeType: string, fileName = 'f') => ({ fileName, mimeType, path: `/tmp/${fileName}` });

describe('plain text of a Telegram HTML message', () => {
  it.each([
    ['<b>Жирный</b> и <i>курсив</i>', 'Жирный и курсив'],
    ['a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39; &#x41;', 'a <b> & "c" \'d\' A'],
    ['<a href="https://example.ru/?a=1&amp;b=2">оплата</a>', 'оплата (https://example.ru/?a=1&b=2)'],
    ['<a href="https://example.ru">https://example.ru</a>', 'https://example.ru'],
    ['<tg-spoiler>тайна</tg-spoiler>\n<blockquote>цитата</blockquote>', 'тайна\nцитата'],
    ['<b>незакрытый', 'незакрытый'],
  ])('%s → %s', (html, plain) => {
    expect(telegramPlainText(html)).toBe(plain);
  });

  it('measures a caption by its visible characters', () => {
    expect(visibleLength('<b>ab</b>&amp;<a href="https://x.ru/very/long">c</a>')).toBe(4);
    expect(visibleLength('😀')).toBe(1);
  });
});

describe('delivery steps', () => {
  it('sends a text alone as one message, nothing for an empty one', () => {
    expect(deliverySteps('Привет', [])).toEqual([{ kind: 'text', text: 'Привет' }]);
    expect(deliverySteps('  ', [])).toEqual([]);
  });

  it('puts a short text on the one file, or on the first of a media group', () => {
    const photo = file('image/png');
    expect(deliverySteps('<b>Фото</b>', [photo])).toEqual([{ kind: 'file', file: photo, caption: '<b>Фото</b>' }]);
    const files = [file('image/png', 'a'), file('video/mp4', 'b')];
    expect(deliverySteps('Фото', files)).toEqual([{ kind: 'group', files, caption: 'Фото' }]);
    expect(deliverySteps('', files)).toEqual([{ kind: 'group', files, caption: undefined }]);
  });

  it('sends a text longer than a caption first, then the files without a caption', () => {
    const exact = `<b>${'я'.repeat(CAPTION_LIMIT)}</b>`;
    expect(deliverySteps(exact, [file('image/png')])[0]).toMatchObject({ kind: 'file', caption: exact });
    const long = 'я'.repeat(CAPTION_LIMIT + 1);
    const files = [file('image/png', 'a'), file('image/png', 'b')];
    expect(deliverySteps(long, files)).toEqual([
      { kind: 'text', text: long },
      { kind: 'group', files, caption: undefined },
    ]);
  });

  it('sends a GIF as an animation, MP4 as a video, other images as photos', () => {
    expect([fileMethod(file('image/gif')), fileMethod(file('video/mp4')), fileMethod(file('image/jpeg'))]).toEqual(['animation', 'video', 'photo']);
  });
});

describe('what a Telegram failure means', () => {
  it.each([
    [{ code: 429, description: 'Too Many Requests: retry after 7', retryAfter: 7 }, { kind: 'flood', retryAfterSeconds: 7 }],
    [{ code: 400, description: "Bad Request: can't parse entities: Unsupported start tag" }, { kind: 'parse' }],
    [{ code: 403, description: 'Forbidden: bot was blocked by the user' }, { kind: 'permanent', reason: 'Бот заблокирован пользователем' }],
    [{ code: 403, description: 'Forbidden: user is deactivated' }, { kind: 'permanent', reason: 'Аккаунт пользователя удалён' }],
    [{ code: 400, description: 'Bad Request: chat not found' }, { kind: 'permanent', reason: 'Чат не найден' }],
    [{ code: 403, description: 'Forbidden: bot was kicked from the group chat' }, { kind: 'permanent', reason: 'Бот удалён из чата или не может в нём писать' }],
    [{ code: 403, description: "Forbidden: bot can't initiate conversation with a user" }, { kind: 'permanent', reason: 'Пользователь не начинал диалог с ботом' }],
    [{ code: 403, description: 'Forbidden: something new' }, { kind: 'permanent', reason: 'Telegram запретил отправку: Forbidden: something new' }],
    [{ code: 400, description: 'Bad Request: message is too long' }, { kind: 'permanent', reason: 'Telegram отклонил сообщение: Bad Request: message is too long' }],
    [{ code: 400, description: 'Bad Request: group chat was upgraded to a supergroup chat', migrateToChatId: -100123 }, { kind: 'migrated', chatId: '-100123' }],
    [{ code: 502, description: 'Bad Gateway' }, { kind: 'transient', reason: 'Ошибка Telegram 502: Bad Gateway' }],
    [{ code: null, description: 'connect ECONNREFUSED' }, { kind: 'transient', reason: 'Нет связи с Telegram: connect ECONNREFUSED' }],
  ] as const)('%j', (failure, verdict) => {
    expect(classifyTelegramFailure(failure)).toEqual(verdict);
  });

  it('waits at least a second on a 429 without retry_after', () => {
    expect(classifyTelegramFailure({ code: 429, description: 'Too Many Requests' })).toEqual({ kind: 'flood', retryAfterSeconds: 1 });
  });

  it('doubles the wait after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
    expect(givenUpReason(5, 'Ошибка Telegram 502: Bad Gateway')).toBe('Не отправлено после 5 попыток: Ошибка Telegram 502: Bad Gateway');
  });
});

describe('task notification text', () => {
  it('says the title, description, deadline and priority, the task’s words escaped', () => {
    expect(taskNotificationText({ title: 'A & B <C>', description: '  ', deadline: '2027-01-05', priorityName: 'Низкий' })).toBe(
      'Новая задача: <b>A &amp; B &lt;C&gt;</b>\nДедлайн: 05.01.2027\nПриоритет: Низкий',
    );
  });
});
