import { performance } from 'node:perf_hooks';

export type ListTiming = { label: string; path: string; runs: number; rows: number; total: number; bytes: number; medianMs: number; p95Ms: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// What an answer holds: its rows (a list's length, a gradebook's grades) and the total the server counted.
export type Counted = { rows: number; total: number };
const countList = (body: string, response: Response): Counted => ({
  rows: (JSON.parse(body) as unknown[]).length,
  total: Number(response.headers.get('x-total-count')),
});

// Sequential GETs of one read after a few warm-up calls: rows, total and body size of the last answer.
export const timeList = async (
  base: string,
  token: string,
  label: string,
  path: string,
  runs: number,
  warmUp: number,
  count: (body: string, response: Response) => Counted = countList,
): Promise<ListTiming> => {
  const durations: number[] = [];
  let counted: Counted = { rows: 0, total: 0 };
  let bytes = 0;
  for (let index = 0; index < warmUp + runs; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET /api/${path} answered ${response.status}: ${body.slice(0, 300)}`);
    if (index < warmUp) continue;
    durations.push(elapsed);
    counted = count(body, response);
    bytes = body.length;
  }
  durations.sort((a, b) => a - b);
  return { label, path, runs, ...counted, bytes, medianMs: percentile(durations, 50), p95Ms: percentile(durations, 95) };
};
