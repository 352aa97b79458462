import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

export type Latency = {
  sequential: { count: number; medianMs: number; p95Ms: number; failures: number; bytes: number };
  load: { connections: number; seconds: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; bad: number };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const SEQUENTIAL = 200;
const WARM_UP = 20;

export const measureLatency = async (url: string, token: string): Promise<Latency> => {
  const headers = { authorization: `Bearer ${token}` };
  let failures = 0;
  let bytes = 0;
  const durations: number[] = [];
  for (let index = 0; index < WARM_UP + SEQUENTIAL; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (index < WARM_UP) continue;
    if (response.status !== 200) failures++;
    bytes = body.byteLength;
    durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  const connections = 10;
  const seconds = 5;
  const load = await autocannon({ url, connections, duration: seconds, headers });
  return {
    sequential: {
      count: SEQUENTIAL,
      medianMs: percentile(durations, 50),
      p95Ms: percentile(durations, 95),
      failures,
      bytes,
    },
    load: {
      connections,
      seconds,
      requestsPerSecond: load.requests.average,
      p50Ms: load.latency.p50,
      p99Ms: load.latency.p99,
      bad: load.errors + load.timeouts + load.non2xx,
    },
  };
};
