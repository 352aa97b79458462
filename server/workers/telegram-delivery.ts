import { dispatchDueAnnouncements } from '../services/announcement-dispatch';
import { createOutboxSender, sleep, type OutboxSenderOptions } from '../services/telegram-outbox-sender';
import { telegramApi } from '../telegram/api';
import type { BackgroundWork, BackgroundWorkContext } from './index';

// Telegram delivery (issue 11): every tick (about a second) the mailings whose send time came are turned into
// outbox rows (dispatchDueAnnouncements) and the due outbox rows are sent. Every instance runs it; the database
// decides who sends what (FOR UPDATE SKIP LOCKED, leases), so a mailing is sent once however many run. Without
// TELEGRAM_BOT_TOKEN it does nothing: the mailing page says delivery is off.

const SLICE_MS = 5_000;

export type TelegramDeliveryOptions = { intervalMs?: number; sender?: Partial<OutboxSenderOptions> };

export const startTelegramDelivery = async ({ config, database, log }: BackgroundWorkContext, options: TelegramDeliveryOptions = {}) => {
  if (!config.telegram.botToken) {
    log.info('Telegram: TELEGRAM_BOT_TOKEN не задан, рассылки не отправляются');
    return { stop: async () => undefined };
  }
  const intervalMs = options.intervalMs ?? 1000;
  const sender = createOutboxSender({ db: database.db, api: telegramApi(config.telegram), config, options: options.sender, log });
  const stopping = new AbortController();

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      // a long mailing is drained in slices, so that a mailing falling due meanwhile is dispatched on time
      const sliceEnd = Date.now() + SLICE_MS;
      try {
        await dispatchDueAnnouncements(database.db, new Date());
        await sender.drain(stopping.signal, sliceEnd);
      } catch (error) {
        // the database away for a moment, say: the next tick tries again, nothing claimed is lost (leases)
        log.error({ err: error }, 'Telegram: ошибка рассылки');
      }
      // a slice that ran out means more rows are due: go on at once
      if (Date.now() < sliceEnd) await sleep(intervalMs, stopping.signal);
    }
  })();

  return {
    // the message in flight is finished and recorded; a row waiting for the flood limits is given back
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
};

export const telegramDelivery: BackgroundWork = { name: 'telegram-delivery', start: (context) => startTelegramDelivery(context) };
