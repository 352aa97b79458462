import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export type RunningServer = { url: string; msToFirstPage: number; pid?: number; stop: () => Promise<void> };

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'h5-bench-'));

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
export const startServer = async (port: number, env: Record<string, string>): Promise<RunningServer> => {
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
  const deadline = started + Number(process.env.BENCH_START_SECONDS ?? 180) * 1000; // longer on a loaded machine
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
  throw new Error(`the server on port ${port} did not answer GET / with 200 in time:\n${stderr}`);
};
