import { randomUUID } from 'node:crypto';
import { dayInTimeZone } from '../../resources/school-year';
import { dueDigestDate, msToNextMinute } from '../../resources/integrity-digest/schedule';
import { releaseLease, takeLease } from '../lib/lease';
import { buildDigestLines, storedDigest, storeDigestOnce } from '../services/integrity-digest';
import type { BackgroundWork, BackgroundWorkContext } from './index';

// The daily integrity digest (issue 23 part 3): every minute each instance looks whether today's digest is due
// (09:00 centre time, TZ_CENTRE) and not stored yet. The one holding the 'integrity-digest' lease builds it; the
// day's row (integrity_digests, keyed by date) is what makes it once a day across instances and restarts.
export const INTEGRITY_DIGEST_LEASE = 'integrity-digest';
const LEASE_MS = 10 * 60_000; // longer than a build takes; another instance takes over if the holder dies mid-build

export type DigestRun = { date: string | null; delivery: Awaited<ReturnType<typeof storeDigestOnce>> };

// One look: builds and stores the digest when due. Answers the day it stored, or a null date when there was
// nothing to do (not yet 09:00, already stored, or another instance is building it).
export const runIntegrityDigest = async ({ config, database, log }: BackgroundWorkContext, holder: string, now = new Date()): Promise<DigestRun> => {
  const db = database.db;
  const stored = !!(await storedDigest(db, dayInTimeZone(now, config.tzCentre)));
  const today = dueDigestDate(now, config.tzCentre, stored);
  if (today === null) return { date: null, delivery: null };
  if (!(await takeLease(db, INTEGRITY_DIGEST_LEASE, holder, LEASE_MS))) return { date: null, delivery: null };
  try {
    const lines = await buildDigestLines(db, today);
    const delivery = await storeDigestOnce(db, today, lines, config.publicUrl);
    if (delivery === null) return { date: null, delivery: null };
    const skipped = delivery.filter((owner) => owner.outcome === 'no-telegram').map((owner) => owner.name);
    log.info({ date: today, lines: lines.length, queued: delivery.length - skipped.length, skipped }, 'сводка проверок за день сохранена');
    return { date: today, delivery };
  } finally {
    await releaseLease(db, INTEGRITY_DIGEST_LEASE, holder).catch(() => undefined);
  }
};

export const integrityDigestWork: BackgroundWork = {
  name: INTEGRITY_DIGEST_LEASE,
  start: async (context) => {
    const holder = randomUUID();
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const look = () => {
      timer = setTimeout(() => {
        running = runIntegrityDigest(context, holder)
          .catch((error) => context.log.error({ err: error }, 'сводка проверок за день не собрана'))
          .finally(() => {
            if (!stopped) look();
          });
      }, msToNextMinute(new Date()));
      timer.unref();
    };
    look();
    return {
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  },
};
