import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';

// PGlite has no lock of its own: two processes on one folder silently lose writes (ARCHITECTURE §7).
// proper-lockfile keeps `<dir>.lock`; the holder's pid sits beside it in `<dir>.pid` so a refusal can name it.

const STALE_MS = 3000;

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number | null,
  ) {
    const holder = holderPid ? `процесс ${holderPid}` : 'другой процесс';
    const holderEn = holderPid ? `process ${holderPid}` : 'another process';
    super(
      `Папка базы данных ${folder} уже используется: её держит ${holder}. Остановите его и повторите.\n` +
        `The database folder ${folder} is in use by ${holderEn}. Stop it and try again.`,
    );
  }
}

export type FolderLock = { release: () => Promise<void> };

type WorkerReply =
  | { type: 'locked' }
  | { type: 'released' }
  | { type: 'failed'; code?: string; message: string }
  | { type: 'compromised'; message: string };

const readHolderPid = (pidFile: string): number | null => {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const startWorker = (dir: string, retries: { retries: number; minTimeout: number; maxTimeout: number } | 0) =>
  new Promise<{ worker: Worker; failure?: { code?: string; message: string } }>((resolve, reject) => {
    const worker = new Worker(new URL('./folder-lock-worker.mjs', import.meta.url), {
      workerData: { dir, stale: STALE_MS, retries },
    });
    worker.once('error', reject);
    worker.once('message', (reply: WorkerReply) => {
      if (reply.type === 'locked') resolve({ worker });
      else if (reply.type === 'failed') {
        void worker.terminate();
        resolve({ worker, failure: reply });
      }
    });
  });

const onCompromised = (folder: string) => (reply: WorkerReply) => {
  if (reply.type !== 'compromised') return;
  // another process took the folder: every further write could be lost, so stop at once
  console.error(
    `Блокировка папки ${folder} потеряна (${reply.message}); процесс остановлен.\n` +
      `The lock on ${folder} was lost (${reply.message}); stopping.`,
  );
  process.exit(1);
};

export const acquireFolderLock = async (dir: string): Promise<FolderLock> => {
  mkdirSync(dirname(dir), { recursive: true });
  const lockDir = `${dir}.lock`;
  const pidFile = `${dir}.pid`;

  let attempt = await startWorker(dir, 0);
  if (attempt.failure?.code === 'ELOCKED') {
    const holder = readHolderPid(pidFile);
    if (holder !== null && isAlive(holder)) throw new FolderLockedError(dir, holder);
    // the holder died without cleaning up: its lock turns stale within STALE_MS
    attempt = await startWorker(dir, { retries: Math.ceil((STALE_MS * 2) / 500), minTimeout: 500, maxTimeout: 500 });
    if (attempt.failure?.code === 'ELOCKED') throw new FolderLockedError(dir, readHolderPid(pidFile));
  }
  if (attempt.failure) throw new Error(`Не удалось заблокировать папку ${dir}: ${attempt.failure.message}`);

  const { worker } = attempt;
  writeFileSync(pidFile, String(process.pid));
  worker.on('message', onCompromised(dir));
  worker.unref();
  const removeOnExit = () => {
    rmSync(pidFile, { force: true });
    rmSync(lockDir, { recursive: true, force: true });
  };
  process.on('exit', removeOnExit);

  return {
    release: async () => {
      process.off('exit', removeOnExit);
      rmSync(pidFile, { force: true });
      await new Promise<void>((resolve) => {
        // an unref'd worker would let the process end before the lock is gone (exit code 13)
        worker.ref();
        worker.once('exit', () => resolve());
        worker.postMessage('release');
      });
    },
  };
};
