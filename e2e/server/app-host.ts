// The e2e worker's app process (e2e/helpers/worker-server.ts forks it once per worker): it serves the built app on
// one data folder at a time and, told to over its IPC channel, stops and serves again on another. A fresh database
// per spec file so costs a stop and a start of the app, not a new Node process: the modules stay loaded.
//   parent → host: { type: 'serve', dataDir } | { type: 'stop' }
//   host → parent: { type: 'serving' } | { type: 'stopped' } | { type: 'failed', message }
import { loadConfig } from '../../server/config';
import { serve, type RunningServer } from '../../server/serve';

type Command = { type: 'serve'; dataDir: string } | { type: 'stop' };

const send = (message: Record<string, unknown>) => process.send?.(message);

let running: RunningServer | undefined;

const stop = async () => {
  const server = running;
  running = undefined;
  await server?.stop();
};

const handle = async (command: Command) => {
  try {
    if (command.type === 'stop') {
      await stop();
      send({ type: 'stopped' });
      return;
    }
    await stop();
    // the copy is of a template vacuumed when it was seeded: the start's maintenance would find nothing to do
    running = await serve(loadConfig({ ...process.env, DATA_DIR: command.dataDir }), { maintenance: false });
    send({ type: 'serving' });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
};

// one command at a time, in the order they came
let queue = Promise.resolve();
process.on('message', (command: Command) => {
  queue = queue.then(() => handle(command));
});
// the worker went away: nothing is kept, so no graceful stop
process.on('disconnect', () => process.exit(0));
