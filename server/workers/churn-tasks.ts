import { randomUUID } from 'node:crypto';
import { dayInTimeZone } from '../../resources/school-year';
import { takeLease } from '../lib/lease';
import { createChurnTasks } from '../services/churn';
import type { BackgroundWork, BackgroundWorkContext } from './index';

// 'Риск ухода' (issue 23 item 1): the administrators' tasks for the students at high risk, made by the check that
// runs at most once an hour whatever the number of instances and restarts. Each tick tries to take the hour's lease
// under a new holder's name, which succeeds only once the last run's hour has run out (worker_leases, the
// database's clock); the lease is never given back, so a restart does not run the check again within the hour.
// A task is made once per student, group and cycle anyway (churn_tasks), however often the check runs.
export const CHURN_TASKS_LEASE = 'churn-tasks';
export const CHURN_RUN_EVERY_MS = 60 * 60_000;
const TICK_MS = 10 * 60_000; // the first tick ten minutes after the start, not during it
const CHURN_ACTOR = { id: null, login: 'churn-check' };

// One tick: the check, when this instance takes the hour; undefined when another run had it.
export const runChurnTick = async ({ database, config }: BackgroundWorkContext, now = new Date()) => {
  if (!(await takeLease(database.db, CHURN_TASKS_LEASE, randomUUID(), CHURN_RUN_EVERY_MS))) return undefined;
  return createChurnTasks(database, dayInTimeZone(now, config.tzCentre), CHURN_ACTOR);
};

export const createChurnTasksWork = ({ tickMs = TICK_MS } = {}): BackgroundWork => ({
  name: CHURN_TASKS_LEASE,
  start: async (context) => {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const tick = async () => {
      try {
        const result = await runChurnTick(context);
        if (result) context.log.info({ ...result }, 'риск ухода: проверка');
      } catch (error) {
        context.log.error({ err: error }, 'риск ухода: проверка не удалась');
      }
    };
    const schedule = () => {
      timer = setTimeout(() => {
        running = tick().finally(() => {
          if (!stopped) schedule();
        });
      }, tickMs);
      timer.unref();
    };
    schedule();
    return {
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  },
});

export const churnTasksWork = createChurnTasksWork();
