import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Bot } from 'grammy';
import type { Db } from '../db/types';
import { releaseLease, takeLease } from '../lib/lease';

export const BOT_LEASE = 'telegram-bot';

export type BotPollerOptions = {
  bot: Bot;
  db: Db;
  log: FastifyBaseLogger;
  holder?: string;
  leaseMs?: number; // how long a lease lasts unless renewed
  pollSeconds?: number; // getUpdates long-poll timeout; well under the lease
  idleMs?: number; // how often an instance without the lease asks for it
  retryMs?: number; // the pause after a failed getUpdates
  onStarted?: () => Promise<void>; // once, when the lease is first held and the bot is known (setMyCommands)
};

export type BotPoller = { stop: () => Promise<void>; holding: () => boolean; holder: string };

const ALLOWED_UPDATES = ['message', 'my_chat_member'] as const;

// Long polling only while holding the 'telegram-bot' lease: Telegram answers 409 to a second poller, and two
// instances must not both answer one message. Updates are handled one after another; a handler's failure is the
// bot's error handler's business (logged), a failed poll is retried after a pause.
export const startBotPoller = (options: BotPollerOptions): BotPoller => {
  const { bot, db, log } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollSeconds = options.pollSeconds ?? 25;
  const idleMs = options.idleMs ?? 10_000;
  const retryMs = options.retryMs ?? 5_000;
  let stopped = false;
  let holding = false;
  let ready = false;
  let offset = 0;
  let abort = new AbortController();
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const renew = async () => {
    try {
      const held = await takeLease(db, BOT_LEASE, holder, leaseMs);
      if (held !== holding) log.info({ holder }, held ? 'бот: аренда опроса получена' : 'бот: аренда опроса потеряна');
      holding = held;
    } catch (error) {
      log.error({ err: error }, 'бот: аренда опроса не продлена');
      holding = false;
    }
    return holding;
  };

  const prepare = async () => {
    if (ready) return;
    await bot.init();
    // a webhook left from elsewhere makes getUpdates answer 409
    await bot.api.deleteWebhook();
    ready = true;
    await options.onStarted?.().catch((error: unknown) => log.warn({ err: error }, 'бот: команды не опубликованы'));
  };

  const loop = async () => {
    while (!stopped) {
      if (!(await renew())) {
        await pause(idleMs);
        continue;
      }
      let renewedAt = Date.now();
      try {
        await prepare();
        abort = new AbortController();
        const updates = await bot.api.getUpdates(
          { offset: offset || undefined, timeout: pollSeconds, allowed_updates: [...ALLOWED_UPDATES] },
          // grammY types its signal with the abort-controller package's class; Node's own is the same thing
          abort.signal as Parameters<Bot['api']['getUpdates']>[1],
        );
        for (const update of updates) {
          if (stopped) break;
          // a long batch renews on the way; a lease lost meanwhile leaves the rest to its new holder
          if (Date.now() - renewedAt > leaseMs / 3) {
            if (!(await renew())) break;
            renewedAt = Date.now();
          }
          offset = update.update_id + 1;
          await bot.handleUpdate(update);
        }
      } catch (error) {
        if (stopped) break;
        log.error({ err: error }, 'бот: опрос Telegram не удался');
        await pause(retryMs);
      }
    }
  };

  const running = loop();

  return {
    holder,
    holding: () => holding,
    stop: async () => {
      stopped = true;
      abort.abort();
      wake?.();
      await running;
      if (holding) {
        // confirm what was handled, so that the next holder does not handle it again
        if (offset) await bot.api.getUpdates({ offset, limit: 1, timeout: 0 }).catch(() => undefined);
        await releaseLease(db, BOT_LEASE, holder).catch((error: unknown) => log.error({ err: error }, 'бот: аренда не возвращена'));
        holding = false;
      }
    },
  };
};
