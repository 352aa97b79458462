import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { telegramBotWork } from './telegram-bot';
import { telegramDelivery } from './telegram-delivery';
import { sheetsSyncWork } from './sheets-sync';
import { churnTasksWork } from './churn-tasks';
import { integrityDigestWork } from './integrity-digest';

export type BackgroundWorkContext = { config: Config; database: Database; log: FastifyBaseLogger };

// A piece of background work: started once the server listens, stopped before the database closes. Each one keeps
// its state in the database (issue 11: a stored job survives a restart and runs once with several instances).
export type BackgroundWork = {
  name: string;
  start: (context: BackgroundWorkContext) => Promise<{ stop: () => Promise<void> }>;
};

// The one list of background work; serve.ts starts it, API tests start the piece they test on their own.
export const backgroundWork: BackgroundWork[] = [telegramDelivery, telegramBotWork, sheetsSyncWork, churnTasksWork, integrityDigestWork];

export const startBackgroundWork = async (context: BackgroundWorkContext, work: BackgroundWork[] = backgroundWork) => {
  const running: { name: string; stop: () => Promise<void> }[] = [];
  for (const piece of work) {
    try {
      running.push({ name: piece.name, ...(await piece.start(context)) });
    } catch (error) {
      // one piece that cannot start (a wrong token, say) must not keep the rest of the product down
      context.log.error({ err: error, work: piece.name }, 'фоновая задача не запустилась');
    }
  }
  return async () => {
    for (const piece of running.reverse()) await piece.stop().catch((error) => context.log.error({ err: error, work: piece.name }, 'фоновая задача не остановилась'));
  };
};
