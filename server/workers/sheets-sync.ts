import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { dayInTimeZone } from '../../resources/school-year';
import { schoolClasses } from '../db/schema/index';
import { loadDebtData } from '../services/debtor-data';
import { moneyLookup, refreshGroupSheet } from '../services/sheet-reports';
import { readServiceAccount } from '../sheets/service-account';
import { SheetsError } from '../sheets/sheets-client';
import { releaseLease, takeLease } from '../lib/lease';
import type { BackgroundWork, BackgroundWorkContext } from './index';

// The periodic sync of the spreadsheet reports (docs/api-operations.md "Spreadsheet reports and error tables"):
// every active group that has a spreadsheet gets its report rewritten and its error rows replaced. One instance
// does it (the 'sheets-sync' lease); without a service account it does not start.
export const SHEETS_SYNC_LEASE = 'sheets-sync';
export const SHEETS_SYNC_INTERVAL_MS = 30 * 60_000;
const GROUP_DEADLINE_MS = 60_000;
const SYNC_ACTOR = { id: null, login: 'sheets-sync' };

export type SyncRoundResult = { synced: number; failed: number; stoppedEarly: boolean };

// One round over the groups; a group that fails is logged and the round goes on, unless Google refused the key
// (then every group would fail the same way).
export const runSheetsSyncRound = async (context: BackgroundWorkContext, signal?: AbortSignal): Promise<SyncRoundResult> => {
  const { database, config, log } = context;
  const db = database.db;
  const groups = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.isArchived, false), or(isNotNull(schoolClasses.sheetUrl), isNotNull(schoolClasses.teacherSheetId))))
    .orderBy(asc(schoolClasses.id));
  const result: SyncRoundResult = { synced: 0, failed: 0, stoppedEarly: false };
  if (groups.length === 0) return result;
  const now = new Date();
  const money = moneyLookup(await loadDebtData(db, { withPayments: true }), dayInTimeZone(now, config.tzCentre));
  for (const group of groups) {
    if (signal?.aborted) return { ...result, stoppedEarly: true };
    const deadline = AbortSignal.timeout(GROUP_DEADLINE_MS);
    try {
      await refreshGroupSheet({ db, config, actor: SYNC_ACTOR, classId: group.id, money, now, signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
      result.synced += 1;
    } catch (error) {
      result.failed += 1;
      log.warn({ err: error, classId: group.id }, 'синхронизация отчета группы не удалась');
      if (error instanceof SheetsError && error.failure === 'auth') return { ...result, stoppedEarly: true };
    }
  }
  return result;
};

// The first round comes a while after the start, not during it (config.sheets.firstSyncMs unless given here).
export const createSheetsSyncWork = ({ intervalMs = SHEETS_SYNC_INTERVAL_MS, firstRoundMs }: { intervalMs?: number; firstRoundMs?: number } = {}): BackgroundWork => ({
  name: SHEETS_SYNC_LEASE,
  start: async (context) => {
    const settings = readServiceAccount(context.config.sheets.serviceAccountJson);
    if (!settings.configured) {
      context.log.info('отчеты в гугл-таблицах не настроены (GOOGLE_SERVICE_ACCOUNT_JSON): синхронизация выключена');
      return { stop: async () => {} };
    }
    const holder = randomUUID();
    const stopping = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const round = async () => {
      try {
        // held for two intervals: the holder renews it every round, another instance takes over if it stops
        if (!(await takeLease(context.database.db, SHEETS_SYNC_LEASE, holder, intervalMs * 2))) return;
        const result = await runSheetsSyncRound(context, stopping.signal);
        context.log.info({ ...result }, 'синхронизация отчетов групп');
      } catch (error) {
        context.log.error({ err: error }, 'синхронизация отчетов групп не удалась');
      }
    };
    const schedule = (ms: number) => {
      timer = setTimeout(() => {
        running = round().finally(() => {
          if (!stopping.signal.aborted) schedule(intervalMs);
        });
      }, ms);
      timer.unref();
    };
    schedule(firstRoundMs ?? context.config.sheets.firstSyncMs);
    return {
      stop: async () => {
        stopping.abort();
        clearTimeout(timer);
        await running;
        await releaseLease(context.database.db, SHEETS_SYNC_LEASE, holder).catch(() => undefined);
      },
    };
  },
});

export const sheetsSyncWork = createSheetsSyncWork();
