import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export type RunningServer = { url: string; msToFirstPage: number; pid?: number; stop: () => Promise<void> };

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'h5-bench-'));

// The server answers GET / (startServer's readiness probe) from the built app: without a build, a bare page in
// `dataDir` stands in for it (APP_DIST_DIR), for runs that only use the API.
export const builtAppEnv = (dataDir: string): Record<string, string> => {
  if (existsSync('dist/index.html')) return {};
  const appDir = join(dataDir, 'app');
  mkdirSync(appDir, { recursive: true });
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return { APP_DIST_DIR: appDir };
};

export const serverEnv = (port: number, overrides: Record<string, string>) => {
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  // the bench chooses the database itself, and always measures the embedded sign-in
  for (const name of ['DATABASE_URL', 'AUTH_ISSUER', 'AUTH_CLIENT_ID', 'NODE_ENV']) delete env[name];
  return { ...env, ...overrides };
};

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });

// Spawns the server and measures the time from spawn to the first 200 answer of GET /.
// `readyWithinMs`: how long the start may take (a loaded machine, or an instance waiting for another's first fill).
export const startServer = async (port: number, env: Record<string, string>, readyWithinMs = Number(process.env.BENCH_START_SECONDS ?? 180) * 1000): Promise<RunningServer> => {
  const url = `http://localhost:${port}`;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS: node options for the server only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: serverEnv(port, env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = started + readyWithinMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}:\n${stderr}`);
    const answered = await fetch(`${url}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { url, msToFirstPage: performance.now() - started, pid: child.pid, stop: () => stopProcess(child) };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stopProcess(child);
  throw new Error(`the server on port ${port} did not answer GET / with 200 within ${readyWithinMs / 1000} s:\n${stderr}`);
};
