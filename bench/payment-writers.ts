import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { PaymentClassRow, StudentOption } from '../resources/payment-new';
import { createScratchDatabase } from '../server/test/database';
import { builtAppEnv, freshDataDir, serverEnv, startServer } from './server-process';
import { fixed } from './table';
import { adminToken } from './token';

// Issue 22 part 5: concurrent payment writers against PostgreSQL through the real server (HTTP, the admin's token,
// POST addPayment with an Idempotency-Key each). 20 writers on 20 different students (goal ≥ 200 payments/s), then
// the same 20 writers on one student (the per-student lock serialises them: the figure shows what one student costs).
// `npm run bench:payments` (BENCH_DATABASE_URL or TEST_DATABASE_URL; WRITERS, PAYMENTS_PER_WRITER to change the load).

const PORT = 3324;
const WRITERS = Number(process.env.WRITERS ?? 20);
const PER_WRITER = Number(process.env.PAYMENTS_PER_WRITER ?? 50);

export type Target = { studentId: number; line: PaymentClassRow };
type Run = { label: string; payments: number; seconds: number; p50: number; p95: number; serverCpuMs: number; databaseCpuMs: number; failures: string[] };

// CPU time (user + system) of a process so far, in ms, from /proc (Linux; 0 elsewhere).
export const cpuMsOf = (pid: number | undefined) => {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks of 1/100 s
};

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

const getJson = async <Answer>(url: string, token: string): Promise<Answer> => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
};

// Students with an active group to pay for, one line each (a large amount: never below the calculated minimum).
export const findTargets = async (base: string, token: string, count: number): Promise<Target[]> => {
  const students = await getJson<StudentOption[]>(`${base}/api/all-students-info`, token);
  const targets: Target[] = [];
  for (const student of students) {
    if (targets.length === count) break;
    const [line] = await getJson<PaymentClassRow[]>(`${base}/api/student-classes-for-payment-info/${student.studentId}`, token);
    if (line) targets.push({ studentId: student.studentId, line });
  }
  if (targets.length < count) throw new Error(`only ${targets.length} students with a group`);
  return targets;
};

export const paymentBody = ({ studentId, line }: Target, index: number) => ({
  student: studentId,
  paymentDate: new Date().toISOString().slice(0, 10),
  totalAmount: '100000',
  descriptors: [1],
  paymentDetails: [{ classId: line.classId, amount: '100000', classCycle: line.classCycle, lessonAmount: line.lessonsPerCycle }],
  paymentComment: `bench ${index}`,
  possibleDuplicateConfirmed: true,
});

// `writers` loops, each posting `perWriter` payments one after another for its target.
// The PostgreSQL backends serving the scratch database (the server's pool), to count their CPU time too.
export const backendPids = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
};
// The CPU time the given processes spent since this call, counting those still alive at the reading: a backend the
// pool closed meanwhile takes its time with it, so the figure is a floor, never negative.
export const cpuMeter = (pids: number[]) => {
  const before = new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
  return () => pids.filter((pid) => existsSync(`/proc/${pid}/stat`)).reduce((total, pid) => total + cpuMsOf(pid) - before.get(pid)!, 0);
};

const runWriters = async (label: string, base: string, token: string, targets: Target[], perWriter: number, pid?: number, databaseUrl?: string): Promise<Run> => {
  const latencies: number[] = [];
  const cpuBefore = cpuMsOf(pid);
  const backends = databaseUrl ? await backendPids(databaseUrl) : [];
  const databaseCpu = cpuMeter(backends);
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    targets.map(async (target) => {
      for (let index = 0; index < perWriter; index += 1) {
        const sent = performance.now();
        const response = await fetch(`${base}/api/addPayment`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify(paymentBody(target, index)),
        });
        const text = await response.text();
        latencies.push(performance.now() - sent);
        if (response.status !== 201) failures.push(`${response.status} ${text.slice(0, 200)}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const serverCpuMs = cpuMsOf(pid) - cpuBefore;
  // backends the pool opened during the run are not counted: warm-up runs first so that the pool is full
  const databaseCpuMs = databaseCpu();
  const payments = latencies.length - failures.length;
  return { label, payments, seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), serverCpuMs, databaseCpuMs, failures };
};

const print = (runs: Run[]) => {
  console.log('\nwriters | payments | seconds | payments/s | p50 ms | p95 ms | CPU ms a payment: server | PostgreSQL | failures');
  for (const run of runs) {
    const perPayment = (ms: number) => (ms > 0 ? fixed(ms / Math.max(1, run.payments), 2) : 'n/a');
    console.log(
      [run.label, run.payments, fixed(run.seconds, 2), fixed(run.payments / run.seconds, 1), fixed(run.p50, 1), fixed(run.p95, 1), perPayment(run.serverCpuMs), perPayment(run.databaseCpuMs), run.failures.length].join(' | '),
    );
    if (run.failures.length > 0) console.log(`  first failure: ${run.failures[0]}`);
  }
};

if (process.argv[1]?.endsWith(join('bench', 'payment-writers.ts'))) {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!postgresUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server to create a scratch database on)');
  console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the start`);
  const scratch = await createScratchDatabase(postgresUrl, undefined, 'bench');
  const dataDir = freshDataDir();
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', ...builtAppEnv(dataDir) };
  try {
    const first = await startServer(PORT, env); // migrations and the demo data
    await first.stop();
    const token = await adminToken(serverEnv(PORT, env));
    const server = await startServer(PORT, env);
    try {
      const targets = await findTargets(server.url, token, WRITERS);
      await runWriters('warm-up', server.url, token, targets, 2);
      const runs = [
        await runWriters('1 writer', server.url, token, targets.slice(0, 1), PER_WRITER, server.pid, scratch.url),
        await runWriters(`${WRITERS} writers, ${WRITERS} students`, server.url, token, targets, PER_WRITER, server.pid, scratch.url),
        await runWriters(`${WRITERS} writers, 1 student`, server.url, token, targets.map(() => targets[0]), Math.ceil(PER_WRITER / 5), server.pid, scratch.url),
      ];
      print(runs);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nload average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at the end (2 cores, shared)`);
}
