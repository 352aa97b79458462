import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { waitingRows } from '../services/telegram-outbox';
import { sleep } from '../services/telegram-outbox-sender';
import { startTelegramDelivery } from './telegram-delivery';

// The delivery worker alone in a process, for the crash test (server/workers/telegram-delivery-crash.test.ts): the
// server's configuration from the environment, plus DELIVERY_LEASE_MS (a short lease, so that a killed worker's row
// comes back soon) and DELIVERY_UNTIL_DRAINED=1 (exit 0 once no row is PENDING or SENDING). Prints 'ready'.
const config = loadConfig(process.env);
const database = await openDatabase(config);

const say =
  (level: string) =>
  (first: unknown, second?: unknown) =>
    console.error(`[${level}]`, typeof first === 'string' ? first : second, first instanceof Object && 'err' in first ? String(first.err) : '');
const log = { info: () => undefined, debug: () => undefined, trace: () => undefined, warn: say('warn'), error: say('error'), fatal: say('fatal') };

const work = await startTelegramDelivery(
  { config, database, log: log as unknown as FastifyBaseLogger },
  { intervalMs: 50, sender: { leaseMs: Number(process.env.DELIVERY_LEASE_MS ?? 60_000) } },
);
console.log('ready');

if (process.env.DELIVERY_UNTIL_DRAINED === '1') {
  while ((await waitingRows(database.db)) > 0) await sleep(50);
  await work.stop();
  await database.close();
  process.exit(0);
}
