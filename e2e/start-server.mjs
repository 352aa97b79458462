// Starts the built app for the end-to-end suite on a fresh embedded database (Playwright's webServer runs it),
// and removes that database when the server stops. The server's own log goes to e2e/server.log.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOG_FILE = join('e2e', 'server.log');
const dataDir = mkdtempSync(join(tmpdir(), 'h5-e2e-'));

// the fake Telegram Bot API the app delivers to and its bot polls (same settings as e2e/server-settings.ts)
const fakeTelegramPort = Number(process.env.PORT) + 1;
const fakeTelegramToken = 'e2e-bot-token';

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  TELEGRAM_BOT_TOKEN: fakeTelegramToken,
  TELEGRAM_API_ROOT: `http://127.0.0.1:${fakeTelegramPort}`,
};
// the suite needs the embedded PGlite database and the embedded sign-in, with the demo users; no Google account
for (const name of ['DATABASE_URL', 'AUTH_ISSUER', 'AUTH_CLIENT_ID', 'NODE_ENV', 'GOOGLE_SERVICE_ACCOUNT_JSON', 'GOOGLE_SERVICE_ACCOUNT_FILE']) delete env[name];

const log = createWriteStream(LOG_FILE);
let recentOutput = '';
const keep = (chunk) => {
  log.write(chunk);
  recentOutput = (recentOutput + chunk.toString()).slice(-6000);
};
const fakeTelegram = spawn(process.execPath, ['--import', 'tsx', 'server/telegram/fake-bot-api-main.ts'], {
  env: { ...process.env, FAKE_TELEGRAM_PORT: String(fakeTelegramPort), FAKE_TELEGRAM_TOKEN: fakeTelegramToken },
  stdio: ['ignore', 'pipe', 'pipe'],
});
fakeTelegram.stdout.on('data', keep);
fakeTelegram.stderr.on('data', keep);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.on('data', keep);
server.stderr.on('data', (chunk) => {
  keep(chunk);
  process.stderr.write(chunk);
});

// Playwright and the terminal signal the whole process group, so the server has the signal already: a second
// one would make it skip its graceful stop. Still running after its own 10-s grace period, it never got one.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    setTimeout(() => server.kill('SIGKILL'), 15_000).unref();
  });
}

server.on('exit', (code, signal) => {
  fakeTelegram.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (!stopping) {
    process.stderr.write(`\nthe e2e server stopped on its own (code ${code}, signal ${signal}); its last output:\n${recentOutput}\n`);
  }
  log.end(() => process.exit(stopping ? 0 : (code ?? 1)));
});
