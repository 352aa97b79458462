import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';

// A fake Telegram Bot API on loopback for the tests and the e2e server (issue 11): it answers the methods our
// delivery and bot use, records every call, queues updates for getUpdates (long polling honoured), and fails on
// demand the way Telegram does (429 with retry_after, 400 parse errors, 403 blocked). Never used in production.

export type FakeFailure = { kind: 'flood'; retryAfter: number } | { kind: 'parse' } | { kind: 'blocked' };

export type FakeFile = { field: string; fileName: string; size: number; sha256: string };

export type FakeCall = {
  method: string;
  chatId?: string;
  text?: string;
  caption?: string;
  parseMode?: string;
  media?: unknown[];
  files: FakeFile[];
  at: number;
  params: Record<string, unknown>;
};

export type FakeBotApi = {
  url: string; // TELEGRAM_API_ROOT for the app
  token: string;
  calls: () => FakeCall[];
  pushUpdate: (update: Record<string, unknown>) => number; // answers the update_id
  failNext: (failure: FakeFailure, count?: number, method?: string) => void;
  failChat: (chatId: string | number, failure: FakeFailure | null) => void;
  setDelay: (ms: number) => void;
  reset: () => void;
  close: () => Promise<void>;
};

export const FAKE_BOT = { id: 700_000_001, is_bot: true, first_name: 'Учебный центр', username: 'centre_test_bot' };

const failureAnswer = (failure: FakeFailure) => {
  switch (failure.kind) {
    case 'flood':
      return {
        status: 429,
        body: {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${failure.retryAfter}`,
          parameters: { retry_after: failure.retryAfter },
        },
      };
    case 'parse':
      return {
        status: 400,
        body: { ok: false, error_code: 400, description: "Bad Request: can't parse entities: Unsupported start tag \"x\" at byte offset 0" },
      };
    case 'blocked':
      return { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } };
  }
};

const parseValue = (value: string) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const readParams = async (request: FastifyRequest) => {
  const params: Record<string, unknown> = {};
  const files: FakeFile[] = [];
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const hash = createHash('sha256');
        let size = 0;
        for await (const chunk of part.file) {
          hash.update(chunk as Buffer);
          size += (chunk as Buffer).length;
        }
        files.push({ field: part.fieldname, fileName: part.filename, size, sha256: hash.digest('hex') });
      } else {
        params[part.fieldname] = parseValue(String(part.value));
      }
    }
  } else {
    Object.assign(params, (request.query as Record<string, unknown>) ?? {});
    if (request.body && typeof request.body === 'object') Object.assign(params, request.body as Record<string, unknown>);
  }
  return { params, files };
};

const sendMethods = new Set(['sendMessage', 'sendPhoto', 'sendVideo', 'sendAnimation', 'sendDocument', 'sendMediaGroup']);

export const startFakeBotApi = async ({ port = 0, token }: { port?: number; token: string }): Promise<FakeBotApi> => {
  const app = Fastify({ logger: false, bodyLimit: 200 * 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 20 } });

  let calls: FakeCall[] = [];
  let updates: Record<string, unknown>[] = [];
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let delayMs = 0;
  let failures: { failure: FakeFailure; remaining: number; method?: string }[] = [];
  let chatFailures = new Map<string, FakeFailure>();
  let waiters: (() => void)[] = [];
  let closed = false;

  const wakeWaiters = () => {
    const waiting = waiters;
    waiters = [];
    for (const wake of waiting) wake();
  };

  const message = (chatId: string | undefined, extra: Record<string, unknown> = {}) => ({
    message_id: nextMessageId++,
    date: Math.floor(Date.now() / 1000),
    chat: { id: Number(chatId ?? 0), type: Number(chatId ?? 0) < 0 ? 'supergroup' : 'private' },
    from: FAKE_BOT,
    ...extra,
  });

  const failureFor = (method: string, chatId: string | undefined) => {
    if (chatId !== undefined && chatFailures.has(chatId)) return chatFailures.get(chatId);
    const index = failures.findIndex((entry) => !entry.method || entry.method === method);
    if (index < 0) return undefined;
    const entry = failures[index];
    entry.remaining -= 1;
    if (entry.remaining <= 0) failures.splice(index, 1);
    return entry.failure;
  };

  const getUpdates = async (params: Record<string, unknown>) => {
    const offset = Number(params.offset ?? 0);
    if (offset > 0) updates = updates.filter((update) => Number(update.update_id) >= offset);
    const timeout = Math.min(Number(params.timeout ?? 0), 30);
    if (updates.length === 0 && timeout > 0 && !closed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeout * 1000);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const limit = Number(params.limit ?? 100);
    return updates.slice(0, limit);
  };

  const answer = async (method: string, params: Record<string, unknown>) => {
    const chatId = params.chat_id === undefined ? undefined : String(params.chat_id);
    switch (method) {
      case 'getMe':
        return FAKE_BOT;
      case 'getUpdates':
        return getUpdates(params);
      case 'deleteWebhook':
      case 'setMyCommands':
      case 'answerCallbackQuery':
      case 'leaveChat':
      case 'sendChatAction':
        return true;
      case 'getChat':
        return { id: Number(chatId), type: Number(chatId) < 0 ? 'supergroup' : 'private', title: `Чат ${chatId}` };
      case 'sendMessage':
        return message(chatId, { text: params.text });
      case 'sendPhoto':
      case 'sendVideo':
      case 'sendAnimation':
      case 'sendDocument':
        return message(chatId, { caption: params.caption });
      case 'sendMediaGroup':
        return (Array.isArray(params.media) ? params.media : []).map(() => message(chatId));
      default:
        return undefined;
    }
  };

  const handle = async (request: FastifyRequest<{ Params: { bot: string; method: string } }>, reply: FastifyReply) => {
    const { bot, method } = request.params;
    if (bot !== `bot${token}`) return reply.code(401).send({ ok: false, error_code: 401, description: 'Unauthorized' });
    const { params, files } = await readParams(request);
    const chatId = params.chat_id === undefined ? undefined : String(params.chat_id);
    if (method !== 'getUpdates') {
      calls.push({
        method,
        chatId,
        text: typeof params.text === 'string' ? params.text : undefined,
        caption: typeof params.caption === 'string' ? params.caption : undefined,
        parseMode: typeof params.parse_mode === 'string' ? params.parse_mode : undefined,
        media: Array.isArray(params.media) ? params.media : undefined,
        files,
        at: Date.now(),
        params,
      });
    }
    if (sendMethods.has(method)) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const failure = failureFor(method, chatId);
      if (failure) {
        const { status, body } = failureAnswer(failure);
        return reply.code(status).send(body);
      }
    }
    const result = await answer(method, params);
    if (result === undefined) return reply.code(404).send({ ok: false, error_code: 404, description: 'Not Found: method not found' });
    return reply.send({ ok: true, result });
  };

  app.post('/:bot/:method', handle);
  app.get('/:bot/:method', handle);

  const api: Omit<FakeBotApi, 'url'> = {
    token,
    calls: () => [...calls],
    pushUpdate: (update) => {
      const updateId = typeof update.update_id === 'number' ? update.update_id : nextUpdateId;
      nextUpdateId = Math.max(nextUpdateId, updateId) + 1;
      updates.push({ ...update, update_id: updateId });
      wakeWaiters();
      return updateId;
    },
    failNext: (failure, count = 1, method) => {
      failures.push({ failure, remaining: count, method });
    },
    failChat: (chatId, failure) => {
      if (failure) chatFailures.set(String(chatId), failure);
      else chatFailures.delete(String(chatId));
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      calls = [];
      updates = [];
      failures = [];
      chatFailures = new Map();
      delayMs = 0;
    },
    close: async () => {
      closed = true;
      wakeWaiters();
      await app.close();
    },
  };

  // the same controls over HTTP, for another process (the e2e specs, the crash test)
  app.get('/__fake/calls', async () => api.calls());
  app.post('/__fake/updates', async (request) => ({ updateId: api.pushUpdate(request.body as Record<string, unknown>) }));
  app.post('/__fake/fail-next', async (request) => {
    const { failure, count, method } = request.body as { failure: FakeFailure; count?: number; method?: string };
    api.failNext(failure, count, method);
    return { ok: true };
  });
  app.post('/__fake/fail-chat', async (request) => {
    const { chatId, failure } = request.body as { chatId: string | number; failure: FakeFailure | null };
    api.failChat(chatId, failure);
    return { ok: true };
  });
  app.post('/__fake/delay', async (request) => {
    api.setDelay(Number((request.body as { ms: number }).ms));
    return { ok: true };
  });
  app.post('/__fake/reset', async () => {
    api.reset();
    return { ok: true };
  });

  const address = await app.listen({ port, host: '127.0.0.1' });
  return { ...api, url: address };
};
