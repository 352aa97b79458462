// Runs in a worker thread so that the lock keeps being refreshed while PGlite blocks the main thread
// (notes/data.md, pitfall 3). Plain JavaScript: a worker does not inherit tsx's or vitest's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import lockfile from 'proper-lockfile';

const { dir, stale, retries } = workerData;

try {
  const release = await lockfile.lock(dir, {
    stale,
    realpath: false,
    retries,
    onCompromised: (error) => parentPort.postMessage({ type: 'compromised', message: error.message }),
  });
  // proper-lockfile's refresh timer is unref'd: without a live handle the worker would exit and drop the lock
  const keepAlive = setInterval(() => {}, 1 << 30);
  parentPort.on('message', async (message) => {
    if (message !== 'release') return;
    clearInterval(keepAlive);
    await release().catch(() => undefined);
    parentPort.postMessage({ type: 'released' });
    parentPort.close();
  });
  parentPort.postMessage({ type: 'locked' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', code: error.code, message: error.message });
}
