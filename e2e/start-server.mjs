// Starts the built app for the end-to-end suite on a fresh embedded database (Playwright's webServer runs it),
// and removes that database when the server stops. The server's own log goes to e2e/server.log.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOG_FILE = join('e2e', 'server.log');
const dataDir = mkdtempSync(join(tmpdir(), 'h5-e2e-'));

const env = { ...process.env, DATA_DIR: dataDir };
// the suite needs the embedded PGlite database and the embedded sign-in, with the demo users
for (const name of ['DATABASE_URL', 'AUTH_ISSUER', 'AUTH_CLIENT_ID', 'NODE_ENV']) delete env[name];

const log = createWriteStream(LOG_FILE);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.pipe(log);
server.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!stopping) {
    const tail = readFileSync(LOG_FILE, 'utf8').split('\n').slice(-40).join('\n');
    process.stderr.write(`\nthe e2e server stopped on its own (code ${code}, signal ${signal}); last lines of ${LOG_FILE}:\n${tail}\n`);
  }
  log.end(() => process.exit(stopping ? 0 : (code ?? 1)));
});
