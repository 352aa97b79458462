import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { mintAccessToken } from '../server/auth/mint';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { ListTiming } from './list-timing';

export type SqlTiming = { path: string; statements: number; medianMs: number; p95Ms: number };

type Statement = { query: string; params: unknown[] };
type QueryClient = { query: (query: string, params: unknown[]) => Promise<unknown> };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// The SQL a list route runs, replayed in this process on the same database (issue 7, item 4): the app is built
// here with a query log, each list is asked once through app.inject to learn its statements (the token check's
// included), then those statements alone are timed. Beside the route's time over HTTP, the ratio is what the
// HTTP server, the framework, validation and serialisation add. On PGlite the server must be stopped.
export const measureListSql = async (env: Record<string, string | undefined>, lists: ListTiming[], runs = 20, warmUp = 3) => {
  let capture: Statement[] | undefined;
  const config = { ...loadConfig(env), logLevel: 'silent' };
  const database = await openDatabase(config, { logQuery: (query, params) => capture?.push({ query, params }) });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const { issuer, audience, clientId } = config.auth;
    const token = await mintAccessToken(database.db, 'admin', { issuer, audience, clientId, ttlSeconds: 3600 });
    const client = (database.db as unknown as { $client: QueryClient }).$client;
    const timings: SqlTiming[] = [];
    for (const { path, runs: httpRuns } of lists) {
      capture = [];
      const response = await app.inject({ method: 'GET', url: `/api/${path}`, headers: { authorization: `Bearer ${token}` } });
      const statements = capture;
      capture = undefined;
      if (response.statusCode !== 200) throw new Error(`GET /api/${path} answered ${response.statusCode} in process`);
      const durations: number[] = [];
      const count = Math.min(runs, httpRuns);
      for (let index = 0; index < warmUp + count; index += 1) {
        const started = performance.now();
        for (const statement of statements) await client.query(statement.query, statement.params);
        if (index >= warmUp) durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      timings.push({ path, statements: statements.length, medianMs: percentile(durations, 50), p95Ms: percentile(durations, 95) });
    }
    return timings;
  } finally {
    await app.close();
    await database.close();
  }
};
