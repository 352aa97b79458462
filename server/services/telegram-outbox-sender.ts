import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { GrammyError, HttpError, InputFile } from 'grammy';
import type { Config } from '../config';
import type { Db } from '../db/types';
import type { TelegramApi } from '../telegram/api';
import { announcementFilePath } from './announcement-files';
import { NO_TELEGRAM } from './announcement-dispatch';
import { createFloodLimiter, type FloodLimiter, type FloodSend } from './flood-limit';
import {
  claimNextRow,
  markCancelled,
  markFailed,
  markSent,
  moveToChat,
  outboxContent,
  renewLease,
  reschedule,
  type Claim,
} from './telegram-outbox';
import {
  classifyTelegramFailure,
  deliverySteps,
  fileMethod,
  givenUpReason,
  groupItemType,
  messagesOf,
  retryDelayMs,
  telegramPlainText,
  type DeliveryStep,
  type FailureVerdict,
  type OutboxFile,
  type TelegramFailure,
} from './telegram-outbox-message';

// The sender of the Telegram outbox (issue 11; docs/api-operations.md "Telegram delivery and the bot"). One row at a
// time per process: claim it (SENDING + lease, a statement of its own), send it outside any transaction, then write
// SENT, a retry or FAILED. One message in flight per process is what makes "a crash duplicates at most one message"
// true: the only row a killed worker may have sent without recording it is the one it was sending.

export type OutboxSenderOptions = {
  leaseMs: number; // how long a claim holds a row; renewed every third of it while the row is being sent
  maxAttempts: number; // failed attempts (network, 5xx) before FAILED; a 429 is no failed attempt
  retryBaseMs: number; // the first retry's wait, doubled with each further one
  maxLimiterWaitMs: number; // a chat the flood limits hold back longer than this is given back with next_attempt_at
};

export const defaultSenderOptions: OutboxSenderOptions = { leaseMs: 60_000, maxAttempts: 5, retryBaseMs: 30_000, maxLimiterWaitMs: 2_000 };

export const MISSING_FILE = 'Файл рассылки не найден';
export const EMPTY_MESSAGE = 'Пустое сообщение: нет ни текста, ни файлов';

export type OutboxSender = {
  // sends every due row, one after another, until none is due, the sender is paused by a 429, the signal aborts,
  // or the deadline (epoch ms) passed; answers how many rows it handled
  drain: (signal?: AbortSignal, deadline?: number) => Promise<number>;
  limiter: FloodLimiter;
};

// Resolves false when the signal aborted the wait.
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal?.aborted) return resolve(false);
    if (ms <= 0) return resolve(true);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const failureOf = (error: unknown): TelegramFailure => {
  if (error instanceof GrammyError) {
    return {
      code: error.error_code,
      description: error.description,
      retryAfter: error.parameters?.retry_after,
      migrateToChatId: error.parameters?.migrate_to_chat_id,
    };
  }
  const cause = error instanceof HttpError ? error.error : error;
  return { code: null, description: cause instanceof Error ? cause.message : String(cause) };
};

// The file is opened only when grammY uploads it (a supplier), and again for a resend: a stream is read once.
const inputFile = (file: OutboxFile) => new InputFile(() => createReadStream(file.path), file.fileName);

const captionOf = (caption: string | undefined, plain: boolean) =>
  caption === undefined ? {} : plain ? { caption: telegramPlainText(caption) } : { caption, parse_mode: 'HTML' as const };

const sendStep = (api: TelegramApi, chatId: string, step: DeliveryStep, plain: boolean): Promise<unknown> => {
  switch (step.kind) {
    case 'text':
      return plain ? api.sendMessage(chatId, telegramPlainText(step.text)) : api.sendMessage(chatId, step.text, { parse_mode: 'HTML' });
    case 'file': {
      const method = fileMethod(step.file);
      const caption = captionOf(step.caption, plain);
      if (method === 'video') return api.sendVideo(chatId, inputFile(step.file), { ...caption, supports_streaming: true });
      if (method === 'animation') return api.sendAnimation(chatId, inputFile(step.file), caption);
      return api.sendPhoto(chatId, inputFile(step.file), caption);
    }
    case 'group':
      return api.sendMediaGroup(
        chatId,
        step.files.map((file, index) => ({ type: groupItemType(file), media: inputFile(file), ...(index === 0 ? captionOf(step.caption, plain) : {}) })),
      );
  }
};

// Why a row is FAILED: Telegram's permanent refusal, the last of the failed attempts, or a second refusal of the
// same kind (the plain-text resend refused too, a supergroup that moved twice).
const finalReason = (verdict: FailureVerdict, attempts: number) => {
  switch (verdict.kind) {
    case 'transient':
      return givenUpReason(attempts, verdict.reason);
    case 'permanent':
      return verdict.reason;
    case 'parse':
      return 'Telegram не принял сообщение ни с разметкой, ни без неё';
    default:
      return 'Telegram не принял сообщение';
  }
};

const fileExists = (path: string) => access(path).then(
  () => true,
  () => false,
);

export const createOutboxSender = ({
  db,
  api,
  config,
  options: overrides = {},
  limiter = createFloodLimiter(),
  log,
}: {
  db: Db;
  api: TelegramApi;
  config: Pick<Config, 'dataDir'>;
  options?: Partial<OutboxSenderOptions>;
  limiter?: FloodLimiter;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}): OutboxSender => {
  const options = { ...defaultSenderOptions, ...overrides };

  // The files of the row's mailing on disk, or the reason the row cannot be sent.
  const filesOf = async (stored: { fileName: string; mimeType: string; storageKey: string }[]): Promise<OutboxFile[] | string> => {
    const files: OutboxFile[] = [];
    for (const file of stored) {
      let path: string;
      try {
        path = announcementFilePath(config, file.storageKey);
      } catch {
        return `${MISSING_FILE}: ${file.fileName}`;
      }
      if (!(await fileExists(path))) return `${MISSING_FILE}: ${file.fileName}`;
      files.push({ fileName: file.fileName, mimeType: file.mimeType, path });
    }
    return files;
  };

  const deliver = async (claim: Claim, signal?: AbortSignal) => {
    const { row } = claim;
    const content = await outboxContent(db, row);
    if (content.deleted) return markCancelled(db, claim);
    if (!row.chatId) return markFailed(db, claim, NO_TELEGRAM);
    const files = await filesOf(content.files);
    if (typeof files === 'string') return markFailed(db, claim, files);
    const steps = deliverySteps(content.text, files);
    if (steps.length === 0) return markFailed(db, claim, EMPTY_MESSAGE);

    const floodSend = (step: DeliveryStep): FloodSend => ({
      chatId: claim.row.chatId!,
      isGroupChat: row.recipientKind === 'GROUP_CHAT' || claim.row.chatId!.startsWith('-'),
      messages: messagesOf(step),
    });
    // a chat the limits hold back for long (a busy group chat, a 429 pause) waits in the table, not in a lease
    const readyAt = limiter.readyAt(floodSend(steps[0]), Date.now());
    if (readyAt - Date.now() > options.maxLimiterWaitMs) return reschedule(db, claim, new Date(readyAt));

    let lost = false;
    const heartbeat = setInterval(() => {
      renewLease(db, claim, new Date(), options.leaseMs).then(
        (kept) => {
          if (!kept) lost = true;
        },
        (error: unknown) => log?.warn({ err: error, outboxId: row.id }, 'Telegram: аренда строки не продлена'),
      );
    }, Math.max(Math.floor(options.leaseMs / 3), 50));
    try {
      for (const step of steps) {
        let plain = false;
        let moved = false;
        for (;;) {
          const at = limiter.reserve(floodSend(step), Date.now());
          if (!(await sleep(at - Date.now(), signal))) return reschedule(db, claim, new Date()); // stopping: give it back
          if (lost) return; // another worker holds the row now and sends it
          try {
            await sendStep(api, claim.row.chatId!, step, plain);
            break;
          } catch (error) {
            const verdict = classifyTelegramFailure(failureOf(error));
            if (verdict.kind === 'parse' && !plain) {
              plain = true; // once, as plain text without tags (docs: the markup is lost, the words arrive)
              continue;
            }
            if (verdict.kind === 'migrated' && !moved) {
              moved = true;
              await moveToChat(db, claim, verdict.chatId);
              continue;
            }
            if (verdict.kind === 'flood') {
              const until = Date.now() + verdict.retryAfterSeconds * 1000;
              limiter.pause(until);
              return reschedule(db, claim, new Date(until), { lastError: `Telegram попросил подождать ${verdict.retryAfterSeconds} с (429)` });
            }
            const attempts = row.attempts + 1;
            if (verdict.kind === 'transient' && attempts < options.maxAttempts) {
              return reschedule(db, claim, new Date(Date.now() + retryDelayMs(attempts, options.retryBaseMs)), { attempts, lastError: verdict.reason });
            }
            return markFailed(db, claim, finalReason(verdict, attempts), attempts);
          }
        }
      }
      await markSent(db, claim, new Date());
    } finally {
      clearInterval(heartbeat);
    }
  };

  const drain = async (signal?: AbortSignal, deadline = Infinity) => {
    let handled = 0;
    while (!signal?.aborted && limiter.pausedUntil() <= Date.now() && Date.now() < deadline) {
      const claim = await claimNextRow(db, new Date(), options.leaseMs);
      if (!claim) break;
      try {
        await deliver(claim, signal);
      } catch (error) {
        // the row stays SENDING and is claimed again once its lease ran out
        log?.error({ err: error, outboxId: claim.row.id }, 'Telegram: строка рассылки не обработана');
      }
      handled += 1;
    }
    return handled;
  };

  return { drain, limiter };
};
