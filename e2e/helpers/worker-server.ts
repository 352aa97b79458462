import { fork } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeBotApi, type FakeBotApi } from '../../server/telegram/fake-bot-api';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  E2E_BASE_URL,
  E2E_FAKE_TELEGRAM_PORT,
  E2E_PORT,
  E2E_TELEGRAM_TOKEN,
  TEMPLATE_DAY_VARIABLE,
  TEMPLATE_DIR_VARIABLE,
} from '../server-settings';
import { seedToday } from '../../server/seed/today';
import { buildTemplate } from '../server/template';

// One Playwright worker's own back end: the built app on a copy of the run's seeded template (e2e/global-setup.ts)
// and the fake Telegram Bot API it delivers to. The app runs in a process of its own, forked once per worker
// (e2e/server/app-host.ts); `restart` has it stop, throws the database away and has it serve again on a fresh copy,
// so a spec file never sees what another one wrote (e2e/helpers/test.ts calls it for each file) and pays for a
// start of the app, not for a new Node process that loads every module again.

const READY_TIMEOUT_MS = 120_000;
const PORT_FREE_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A retry's fresh worker takes over the slot (and so the ports) of the one that failed, which may still be
// closing them: wait for the port instead of failing.
const startFakeTelegram = async (): Promise<FakeBotApi> => {
  const deadline = Date.now() + PORT_FREE_TIMEOUT_MS;
  for (;;) {
    try {
      return await startFakeBotApi({ port: E2E_FAKE_TELEGRAM_PORT, token: E2E_TELEGRAM_TOKEN });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
};

const appEnvironment = (telegramUrl: string) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    PUBLIC_URL: E2E_BASE_URL,
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
    // the suite signs in two dozen times a minute from one address; the limit itself is tested by the API tests
    LOGIN_ATTEMPTS_PER_MINUTE: '600',
    TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_TOKEN,
    TELEGRAM_API_ROOT: telegramUrl,
  };
  // the suite needs the embedded PGlite database and the embedded sign-in, with the demo users; no Google account
  for (const name of ['DATABASE_URL', 'AUTH_ISSUER', 'AUTH_CLIENT_ID', 'NODE_ENV', 'GOOGLE_SERVICE_ACCOUNT_JSON', 'GOOGLE_SERVICE_ACCOUNT_FILE']) {
    delete env[name];
  }
  return env;
};

const isServing = async () => {
  try {
    return (await fetch(`${E2E_BASE_URL}/api/config`)).ok;
  } catch {
    return false;
  }
};

// A retry's fresh worker takes over the slot of the one that failed, whose app may still be closing the port.
const waitForFreePort = async () => {
  const deadline = Date.now() + PORT_FREE_TIMEOUT_MS;
  while (await isServing()) {
    if (Date.now() > deadline) throw new Error(`port ${E2E_PORT} is still taken by another server`);
    await sleep(250);
  }
};

type HostAnswer = { type: 'serving' } | { type: 'stopped' } | { type: 'failed'; message: string };

export type WorkerServer = {
  url: string;
  // a fresh database for the next spec file; `label` heads its part of the server log
  restart: (label: string) => Promise<void>;
  // what went wrong with the app since the last restart (its process ended), to fail the test with
  failure: () => string | undefined;
  stop: () => Promise<void>;
};

export const startWorkerServer = async (): Promise<WorkerServer> => {
  const runTemplate = process.env[TEMPLATE_DIR_VARIABLE];
  if (!runTemplate) throw new Error(`${TEMPLATE_DIR_VARIABLE} is not set: run the suite through playwright.config.ts`);
  // The demo data is written around the day it is seeded on (closed cash days up to yesterday, today's cash
  // expenses): a spec file that starts on a later day than the run's template (a run across the centre's
  // midnight) gets a template of the worker's own, seeded on that day.
  let ownTemplate: { day: string; dir: string } | undefined;
  const templateOfToday = () => {
    const day = seedToday();
    if (day === process.env[TEMPLATE_DAY_VARIABLE]) return runTemplate;
    if (ownTemplate?.day !== day) {
      if (ownTemplate) rmSync(ownTemplate.dir, { recursive: true, force: true });
      log.write(`\n--- the run's template is of ${process.env[TEMPLATE_DAY_VARIABLE]}: seeding one of this worker's own for ${day}\n`);
      ownTemplate = { day, dir: buildTemplate() };
    }
    return ownTemplate.dir;
  };
  const fakeTelegram = await startFakeTelegram();
  // appended to: a retry's fresh worker takes over the slot, and the failed one's log says why it failed
  const log = createWriteStream(join('e2e', `server-${E2E_PORT}.log`), { flags: 'a' });
  let recentOutput = '';
  let failure: string | undefined;
  let dataDir: string | undefined;
  const host = fork('e2e/server/app-host.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: appEnvironment(fakeTelegram.url),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    recentOutput = (recentOutput + chunk.toString()).slice(-6000);
  };
  host.stdout!.on('data', keep);
  host.stderr!.on('data', keep);
  // 'close', not 'exit': its output is all read by then, so nothing is written to the log after it ends
  const closed = new Promise<void>((resolve) => host.once('close', () => resolve()));
  host.once('exit', (code, signal) => {
    failure = `the e2e app process ended on its own (code ${code}, signal ${signal}); its last output:\n${recentOutput}`;
  });

  // one command, and the host's answer to it (or the reason it will never come)
  const command = (message: { type: 'serve'; dataDir: string } | { type: 'stop' }, timeoutMs: number) =>
    new Promise<HostAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`the e2e app did not answer '${message.type}' in ${timeoutMs / 1000} s:\n${recentOutput}`));
      }, timeoutMs);
      const onMessage = (answer: HostAnswer) => {
        cleanup();
        resolve(answer);
      };
      const onExit = () => {
        cleanup();
        reject(new Error(failure ?? 'the e2e app process ended'));
      };
      const cleanup = () => {
        clearTimeout(timer);
        host.off('message', onMessage);
        host.off('exit', onExit);
      };
      host.on('message', onMessage);
      host.once('exit', onExit);
      host.send(message);
    });

  const throwAway = () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  };

  return {
    url: E2E_BASE_URL,
    restart: async (label) => {
      if (failure) throw new Error(failure);
      const stopped = await command({ type: 'stop' }, READY_TIMEOUT_MS);
      if (stopped.type === 'failed') throw new Error(`the e2e app did not stop: ${stopped.message}`);
      throwAway();
      fakeTelegram.reset();
      await waitForFreePort();
      const copying = Date.now();
      dataDir = mkdtempSync(join(tmpdir(), 'h5-e2e-'));
      cpSync(templateOfToday(), dataDir, { recursive: true });
      log.write(`\n--- ${label}\n`);
      const started = Date.now();
      const answer = await command({ type: 'serve', dataDir }, READY_TIMEOUT_MS);
      if (answer.type === 'failed') throw new Error(`the e2e app did not start: ${answer.message}`);
      if (!(await isServing())) throw new Error(`the e2e app says it serves, yet ${E2E_BASE_URL} does not answer`);
      // the price of a fresh database per spec file, for whoever tunes the suite
      log.write(`--- answering ${Date.now() - started} ms after its start (copy included: ${Date.now() - copying} ms)\n`);
    },
    failure: () => failure,
    stop: async () => {
      // the copy is thrown away, so no graceful stop is needed
      host.kill('SIGKILL');
      await closed;
      throwAway();
      if (ownTemplate) rmSync(ownTemplate.dir, { recursive: true, force: true });
      await fakeTelegram.close();
      await new Promise((resolve) => log.end(resolve));
    },
  };
};
