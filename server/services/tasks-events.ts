import { sql } from 'drizzle-orm';
import pg from 'pg';
import { taskEventSchema, type TaskEvent } from '../../resources/tasks';
import type { Database, DbOrTx } from '../db/types';

// The board's change notices (GET tasks-events). A write sends pg_notify inside its own transaction, so a notice
// goes out only when the change is committed, and every server on the same database hears it: PostgreSQL's
// LISTEN/NOTIFY across instances, PGlite's own listen within its one process (one process per data folder).
export const TASK_CHANNEL = 'tasks_changed';

export const notifyTaskChange = async (tx: DbOrTx, event: TaskEvent) => {
  await tx.execute(sql`select pg_notify(${TASK_CHANNEL}, ${JSON.stringify(event)})`);
};

export type TaskEventListener = (event: TaskEvent) => void;
type Log = { warn: (data: object, message: string) => void };

export type TaskEventBus = {
  subscribe: (listener: TaskEventListener) => Promise<() => void>;
  close: () => Promise<void>;
};

const parseEvent = (payload: string | undefined): TaskEvent | undefined => {
  try {
    const parsed = taskEventSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

const RECONNECT_MS = 2_000;

// One listening connection per server, opened when the first board connects and kept while the server runs.
export const createTaskEventBus = (database: Database, databaseUrl: string, log: Log): TaskEventBus => {
  const listeners = new Set<TaskEventListener>();
  let started: Promise<void> | undefined;
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  const dispatch = (payload: string | undefined) => {
    const event = parseEvent(payload);
    if (event) for (const listener of listeners) listener(event);
  };

  const listenPostgres = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let reconnecting = false;
    const reconnect = (error: Error) => {
      if (reconnecting || closed) return;
      reconnecting = true;
      log.warn({ reason: error.message }, 'tasks-events: listening connection lost, reconnecting');
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (!closed) started = listenPostgres().catch((failure: Error) => reconnect(failure));
      }, RECONNECT_MS).unref();
    };
    client.on('error', reconnect);
    client.on('notification', (message) => {
      if (message.channel === TASK_CHANNEL) dispatch(message.payload);
    });
    stop = () => client.end();
    await client.connect();
    await client.query(`LISTEN ${TASK_CHANNEL}`);
  };

  const listenPglite = async () => {
    const unlisten = await database.pglite!.listen(TASK_CHANNEL, dispatch);
    stop = () => unlisten();
  };

  const start = () => {
    started ??= database.engine === 'postgres' ? listenPostgres() : listenPglite();
    return started;
  };

  return {
    subscribe: async (listener) => {
      listeners.add(listener);
      try {
        await start();
      } catch (error) {
        started = undefined;
        listeners.delete(listener);
        throw error;
      }
      return () => {
        listeners.delete(listener);
      };
    },
    close: async () => {
      closed = true;
      listeners.clear();
      await stop?.().catch(() => undefined);
    },
  };
};
