// Starts the built app for the end-to-end suite on a fresh embedded database (Playwright's webServer runs it),
// and removes that database when the server stops. The server's own log goes to e2e/server.log.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOG_FILE = join('e2e', 'server.log');
const dataDir = mkdtempSync(join(tmpdir(), 'h5-e2e-'));

const env = { ...process.env, DATA_DIR: dataDir };
// the suite needs the embedded PGlite database and the embedded sign-in, with the demo users
for (const name of ['DATABASE_URL', 'AUTH_ISSUER', 'AUTH_CLIENT_ID', 'NODE_ENV']) delete env[name];

const log = createWriteStream(LOG_FILE);
let recentOutput = '';
const keep = (chunk) => {
  log.write(chunk);
  recentOutput = (recentOutput + chunk.toString()).slice(-6000);
};
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
  rmSync(dataDir, { recursive: true, force: true });
  if (!stopping) {
    process.stderr.write(`\nthe e2e server stopped on its own (code ${code}, signal ${signal}); its last output:\n${recentOutput}\n`);
  }
  log.end(() => process.exit(stopping ? 0 : (code ?? 1)));
});
