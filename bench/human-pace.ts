// Issue 24 part 2, "a day of staff at human pace": an open loop of N staff, each doing one action every 10 s (list
// pages, searches, a payment with its Idempotency-Key, marks, the task board; bench/human-pace-actions.ts) for a
// few minutes on the bench data (bench/lists.ts BULK). Open loop: every action is sent at its planned time whether
// or not earlier ones have been answered, and its latency counts from that planned time, so a slow server shows
// in the figures instead of slowing the load down. Goals: 200 staff on PostgreSQL p99 ≤ 300 ms and no error; 30
// staff on PGlite p99 ≤ 500 ms.
// `npx tsx bench/human-pace.ts [--duration 300] [--engine postgres|pglite|both]`; also part of `npm run bench`.
// HUMAN_PACE_DATA_DIR / HUMAN_PACE_DATABASE_URL keep bulk data between runs (seeded on the first).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { students } from '../server/db/schema/index';
import { createScratchDatabase } from '../server/test/database';
import { createRandom } from '../server/seed/random';
import { loadFixtures, pick, staffActions, type Action } from './human-pace-actions';
import { backendPids, cpuMeter, cpuMsOf } from './payment-writers';
import { addBulkData, BULK } from './lists';
import { builtAppEnv, freshDataDir, serverEnv, startServer } from './server-process';
import { fixed, printTable } from './table';
import { adminToken } from './token';

const PERIOD_MS = 10_000; // one action per member of staff every 10 s
const START_WITHIN_MS = 600_000; // a first start fills the database: minutes on a loaded machine
const TIMEOUT_MS = 30_000;
// one port per engine, so that the two may run at once (HUMAN_PACE_PORT moves both: it and the next one)
const BASE_PORT = Number(process.env.HUMAN_PACE_PORT ?? 3325);
const PORTS = { PostgreSQL: BASE_PORT, PGlite: BASE_PORT + 1 };

export type PaceGoal = { engine: 'PostgreSQL' | 'PGlite'; staff: number; p99Ms: number };
export const GOALS: PaceGoal[] = [
  { engine: 'PostgreSQL', staff: 200, p99Ms: 300 },
  { engine: 'PGlite', staff: 30, p99Ms: 500 },
];

type Sample = { action: string; ms: number; error?: string };
// CPU ms per request of the server process and of the PostgreSQL backends serving it (0: not measurable, PGlite's
// database runs inside the server); service: each action's median alone (sequential, before the load)
export type PaceResult = {
  goal: PaceGoal;
  seconds: number;
  samples: Sample[];
  maxLagMs: number;
  loadBefore: number;
  loadAfter: number;
  cpu: { serverMs: number; databaseMs: number };
  service: Map<string, number>;
};

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const send = async (base: string, token: string, action: Action, random: () => number, plannedAt: number): Promise<Sample> => {
  const request = action.request(random);
  try {
    const response = await fetch(`${base}/api/${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - plannedAt;
    return response.ok ? { action: action.name, ms } : { action: action.name, ms, error: `${request.method} ${request.path}: HTTP ${response.status} ${text.slice(0, 160)}` };
  } catch (error) {
    return { action: action.name, ms: performance.now() - plannedAt, error: `${request.method} ${request.path}: ${(error as Error).message}` };
  }
};

// Each member of staff starts at a random moment of the first period, then acts every PERIOD_MS.
export const runOpenLoop = async (base: string, token: string, actions: Action[], staff: number, seconds: number) => {
  const random = createRandom(24).next;
  const phases = Array.from({ length: staff }, () => random() * PERIOD_MS);
  const plan: number[] = [];
  for (const phase of phases) for (let at = phase; at < seconds * 1000; at += PERIOD_MS) plan.push(at);
  plan.sort((a, b) => a - b);
  const start = performance.now();
  const pending: Promise<Sample>[] = [];
  let maxLagMs = 0;
  for (const at of plan) {
    await sleep(start + at - performance.now());
    const plannedAt = start + at;
    maxLagMs = Math.max(maxLagMs, performance.now() - plannedAt);
    pending.push(send(base, token, pick(actions, random), random, plannedAt));
  }
  return { samples: await Promise.all(pending), maxLagMs };
};

export const printPace = (results: PaceResult[]) => {
  for (const result of results) {
    const { goal, samples } = result;
    const byAction = new Map<string, Sample[]>();
    for (const sample of samples) byAction.set(sample.action, [...(byAction.get(sample.action) ?? []), sample]);
    const row = (name: string, list: Sample[]) => {
      const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
      const alone = result.service.get(name);
      return [name, alone === undefined ? '' : fixed(alone, 1), String(list.length), fixed(percentile(sorted, 50), 1), fixed(percentile(sorted, 95), 1), fixed(percentile(sorted, 99), 1), fixed(sorted.at(-1) ?? 0, 0), String(list.filter((sample) => sample.error).length)];
    };
    const all = row('all actions', samples);
    const p99 = percentile(samples.map((sample) => sample.ms).sort((a, b) => a - b), 99);
    const errors = samples.filter((sample) => sample.error);
    const verdict = p99 <= goal.p99Ms && errors.length === 0 ? 'goal met' : 'goal NOT met';
    printTable(
      `${goal.engine}, ${goal.staff} staff × 1 action / 10 s (${fixed((goal.staff * 1000) / PERIOD_MS, 0)} req/s open loop) for ${result.seconds} s; ` +
        `goal p99 ≤ ${goal.p99Ms} ms, 0 errors: ${verdict}. Load average ${fixed(result.loadBefore, 2)} before, ${fixed(result.loadAfter, 2)} after; client lag max ${fixed(result.maxLagMs, 0)} ms; ` +
        `CPU a request: server ${fixed(result.cpu.serverMs, 1)} ms, PostgreSQL ${result.cpu.databaseMs ? `${fixed(result.cpu.databaseMs, 1)} ms` : 'n/a'}`,
      ['action', 'alone ms', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
      [...[...byAction].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => row(name, list)), all],
    );
    for (const error of errors.slice(0, 5)) console.log(`  error: ${error.error}`);
  }
};

const SEEDED = 'human-pace-seeded';

const studentCount = async (env: Record<string, string | undefined>) => {
  const database = await openDatabase(loadConfig(env));
  try {
    return await database.db.$count(students);
  } finally {
    await database.close();
  }
};

// Each action alone, five times one after another: what it costs without a queue on this machine now.
const serviceTimes = async (base: string, token: string, actions: Action[]) => {
  const random = createRandom(7).next;
  const medians = new Map<string, number>();
  for (const action of actions) {
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) times.push((await send(base, token, action, random, performance.now())).ms);
    medians.set(action.name, percentile(times.sort((a, b) => a - b), 50));
  }
  return medians;
};

const measure = async (goal: PaceGoal, env: Record<string, string>, seconds: number): Promise<PaceResult> => {
  const port = PORTS[goal.engine];
  const token = await adminToken(serverEnv(port, env)); // before the start: a PGlite folder is one process's
  const server = await startServer(port, { ...env, LOG_LEVEL: 'warn' }, START_WITHIN_MS);
  try {
    const actions = staffActions(await loadFixtures(server.url, token));
    const service = await serviceTimes(server.url, token, actions);
    // a few seconds at full pace fill the pool and the plan caches, and are not counted
    await runOpenLoop(server.url, token, actions, goal.staff, 5);
    const backends = env.DATABASE_URL ? await backendPids(env.DATABASE_URL) : [];
    const serverBefore = cpuMsOf(server.pid);
    const databaseCpu = cpuMeter(backends);
    const loadBefore = loadavg()[0];
    const { samples, maxLagMs } = await runOpenLoop(server.url, token, actions, goal.staff, seconds);
    const cpu = {
      serverMs: (cpuMsOf(server.pid) - serverBefore) / samples.length,
      databaseMs: databaseCpu() / samples.length, // a floor: see cpuMeter
    };
    return { goal, seconds, samples, maxLagMs, loadBefore, loadAfter: loadavg()[0], cpu, service };
  } finally {
    await server.stop();
  }
};

export const paceOnPglite = async (seconds: number, goal = GOALS[1]) => {
  const kept = process.env.HUMAN_PACE_DATA_DIR;
  const dataDir = kept ?? freshDataDir();
  try {
    const env = { DATA_DIR: dataDir, ...builtAppEnv(dataDir) };
    if (!existsSync(join(dataDir, SEEDED))) {
      const first = await startServer(PORTS.PGlite, env, START_WITHIN_MS);
      await first.stop();
      console.log(`PGlite: bench data (${BULK.students} more students, …) added in ${fixed(await addBulkData(serverEnv(PORTS.PGlite, env)), 0)} s`);
      writeFileSync(join(dataDir, SEEDED), '');
    }
    return await measure(goal, env, seconds);
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
};

export const paceOnPostgres = async (adminUrl: string, seconds: number, goal = GOALS[0]) => {
  const kept = process.env.HUMAN_PACE_DATABASE_URL;
  const scratch = kept ? undefined : await createScratchDatabase(adminUrl, undefined, 'bench');
  const dataDir = freshDataDir();
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: kept ?? scratch!.url, ...builtAppEnv(dataDir) };
    const first = await startServer(PORTS.PostgreSQL, env, START_WITHIN_MS); // migrations and the demo data
    await first.stop();
    if ((await studentCount(serverEnv(PORTS.PostgreSQL, env))) < BULK.students) {
      console.log(`PostgreSQL: bench data added in ${fixed(await addBulkData(serverEnv(PORTS.PostgreSQL, env)), 0)} s`);
    }
    return await measure(goal, env, seconds);
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

// Both engines, the goals' staff counts; PostgreSQL only where BENCH_DATABASE_URL or TEST_DATABASE_URL names one.
export const measureHumanPace = async (seconds: number, engines: string[] = ['postgres', 'pglite']) => {
  const results: PaceResult[] = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (engines.includes('postgres')) {
    if (postgresUrl) results.push(await paceOnPostgres(postgresUrl, seconds));
    else console.log('Human pace on PostgreSQL not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  }
  if (engines.includes('pglite')) results.push(await paceOnPglite(seconds));
  printPace(results);
  return results;
};

if (process.argv[1]?.endsWith(join('bench', 'human-pace.ts'))) {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '300' }, engine: { type: 'string', default: 'both' } } });
  const engine = values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine];
  await measureHumanPace(Number(values.duration), engine);
}
