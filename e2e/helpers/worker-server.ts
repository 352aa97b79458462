import { spawn, type ChildProcess } from 'node:child_process';
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
  TEMPLATE_DIR_VARIABLE,
} from '../server-settings';

// One Playwright worker's own back end: the built app on a copy of the run's seeded template (e2e/global-setup.ts)
// and the fake Telegram Bot API it delivers to. `restart` throws the database away and starts the app on a fresh
// copy, so a spec file never sees what another one wrote (e2e/helpers/test.ts calls it for each file).

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

const appEnvironment = (dataDir: string, telegramUrl: string) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    PUBLIC_URL: E2E_BASE_URL,
    DATA_DIR: dataDir,
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

export type WorkerServer = {
  url: string;
  // a fresh database for the next spec file; `label` heads its part of the server log
  restart: (label: string) => Promise<void>;
  // what went wrong with the app since the last restart (it stopped on its own), to fail the test with
  failure: () => string | undefined;
  stop: () => Promise<void>;
};

export const startWorkerServer = async (): Promise<WorkerServer> => {
  const templateDir = process.env[TEMPLATE_DIR_VARIABLE];
  if (!templateDir) throw new Error(`${TEMPLATE_DIR_VARIABLE} is not set: run the suite through playwright.config.ts`);
  const fakeTelegram = await startFakeTelegram();
  const log = createWriteStream(join('e2e', `server-${E2E_PORT}.log`));
  let app: { child: ChildProcess; dataDir: string; exited: Promise<void>; failure?: string } | undefined;

  const stopApp = async () => {
    if (!app) return;
    const { child, dataDir, exited } = app;
    app = undefined;
    // the copy is thrown away, so no graceful stop is needed: this is the quickest way to a free port
    child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const startApp = async (label: string) => {
    const copying = Date.now();
    const dataDir = mkdtempSync(join(tmpdir(), 'h5-e2e-'));
    cpSync(templateDir, dataDir, { recursive: true });
    log.write(`\n--- ${label}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: appEnvironment(dataDir, fakeTelegram.url),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let recentOutput = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      recentOutput = (recentOutput + chunk.toString()).slice(-6000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const current = {
      child,
      dataDir,
      failure: undefined as string | undefined,
      // 'close', not 'exit': its output is all read by then, so nothing is written to the log after it ends
      exited: new Promise<void>((resolve) => child.once('close', () => resolve())),
    };
    child.once('exit', (code, signal) => {
      current.failure = `the e2e server stopped on its own (code ${code}, signal ${signal}); its last output:\n${recentOutput}`;
    });
    app = current;
    const started = Date.now();
    while (!(await isServing())) {
      if (current.failure) throw new Error(current.failure);
      if (Date.now() > started + READY_TIMEOUT_MS) {
        throw new Error(`the e2e server did not answer in ${READY_TIMEOUT_MS / 1000} s:\n${recentOutput}`);
      }
      await sleep(100);
    }
    // the price of a fresh database per spec file, for whoever tunes the suite
    log.write(`--- answering ${Date.now() - started} ms after its start (copy included: ${Date.now() - copying} ms)\n`);
  };

  const waitForFreePort = async () => {
    const deadline = Date.now() + PORT_FREE_TIMEOUT_MS;
    while (await isServing()) {
      if (Date.now() > deadline) throw new Error(`port ${E2E_PORT} is still taken by another server`);
      await sleep(250);
    }
  };

  return {
    url: E2E_BASE_URL,
    restart: async (label) => {
      await stopApp();
      fakeTelegram.reset();
      await waitForFreePort();
      await startApp(label);
    },
    failure: () => app?.failure,
    stop: async () => {
      await stopApp();
      await fakeTelegram.close();
      await new Promise((resolve) => log.end(resolve));
    },
  };
};
