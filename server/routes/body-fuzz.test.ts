import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../db/rows';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { expectCleanRefusal } from '../test/expect';
import { bodyFor, pathParameter } from '../test/zod-arbitrary';

// Bodies generated from every write route's own zod schema (issue 7, item 5), sent as the owner, who may do
// everything: whatever comes in, the answer is never a 500, a refusal is a clean message, and a refused
// request changes no row. The routes are the running app's, so a route added later is fuzzed by itself.
// FUZZ_SEED / FUZZ_RUNS try other bodies or more of them (a failure prints the seed that gives its body again)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const BODIES_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

let t: TestApp;
let tables: string[];
beforeAll(async () => {
  t = await createTestApp();
  tables = Object.keys(await rowCounts(t.db));
});
afterAll(async () => {
  await t?.close();
});

// seed and sample: fc.sample(route's arbitrary, { seed, numRuns }) gives the body again as its sample-th value
type Attempt = { method: string; url: string; body: unknown; seed: number; sample: number };

const writeRoutes = () =>
  t.app.apiRouteList.filter((route) => WRITE_METHODS.has(route.method) && !route.public && !route.url.startsWith('/api/docs'));

// A route's own seed, from the run's and its method and path: a route added later does not move the others' bodies.
const seedOf = (route: { method: string; url: string }) => {
  let hash = SEED;
  for (const character of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
};

const attemptsFor = (route: { method: string; url: string; body?: unknown }, seed = seedOf(route)): Attempt[] => {
  const parameters = (route.url.match(/:[A-Za-z]+/g) ?? []).map(() => pathParameter);
  const attempt = fc.tuple(fc.tuple(...parameters), bodyFor(route.body as z.ZodType | undefined)).map(([values, body]) => {
    let url = route.url;
    for (const value of values) url = url.replace(/:[A-Za-z]+/, value);
    return { method: route.method, url, body };
  });
  return fc.sample(attempt, { numRuns: BODIES_PER_ROUTE, seed }).map((value, sample) => ({ ...value, seed, sample }));
};

const shown = (value: unknown) => {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 100 ? `${item.slice(0, 40)}…(${item.length} chars)` : item,
  );
  return text === undefined ? '(no body)' : text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

const send = (attempt: Attempt) =>
  t.call({
    method: attempt.method as 'POST',
    url: attempt.url,
    ...(attempt.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(attempt.body) }),
    as: 'owner',
  });

// Each table's rows (rowCounts' tables) as a count and a digest of their text, in one round trip: a refused
// request may neither add or remove a row nor change one (a PATCH that half-wrote before it was refused).
const tableStates = async (): Promise<Record<string, string>> => {
  const query = sql.join(
    tables.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::int as total,
          coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as digest from ${sql.identifier(name)} x`,
    ),
    sql` union all `,
  );
  const rows = await queryRows<{ name: string; total: number | string; digest: string }>(t.db, query);
  return Object.fromEntries(rows.map((row) => [row.name, `${Number(row.total)} rows ${row.digest}`]));
};

// The next transaction id: a request that wrote anything was given one. Reading it assigns none.
const nextTransactionId = async () => {
  const [row] = await queryRows<{ next: string }>(t.db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return BigInt(row.next);
};

// Whether any transaction given an id in [from, to) may have committed: one that was rolled back changed nothing.
// On PostgreSQL the ids are the cluster's, so another test file's commits answer yes too (then the tables are read).
const mayHaveCommitted = async (from: bigint, to: bigint) => {
  if (to <= from) return false;
  const [row] = await queryRows<{ committed: boolean }>(
    t.db,
    sql`select coalesce(bool_or(pg_xact_status(id::text::xid8) is distinct from 'aborted'), false) as committed
      from generate_series(${from.toString()}::bigint, ${(to - 1n).toString()}::bigint) id`,
  );
  return row.committed;
};

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

// What is wrong with an answer, or nothing: a 500, or a refusal expectCleanRefusal would not pass (plus an
// empty message and an UPDATE's SQL, which it does not look for).
const problemOf = (response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string | undefined => {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let message: unknown;
  try {
    message = (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return 'refused without a JSON body';
  }
  try {
    expectCleanRefusal({ ...response, json: () => JSON.parse(response.body) } as LightMyRequestResponse);
  } catch {
    return typeof message === 'string' ? 'refusal leaks internals' : 'refused without a message';
  }
  if (typeof message !== 'string' || message.trim() === '') return 'refused without a message';
  if (/update .* set/i.test(response.body)) return 'refusal leaks internals';
  return undefined;
};

// Each attempt sent as the owner; the answer and the tables after it checked against the tables before. The tables
// are read again only after a request whose transaction may have committed: most refusals roll back or never write.
const probe = async (attempts: Attempt[]) => {
  const problems: string[] = [];
  const statuses: Record<number, number> = {};
  let state = await tableStates();
  for (const attempt of attempts) {
    const idBefore = await nextTransactionId();
    const response = await send(attempt);
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const where =
      `${attempt.method} ${attempt.url} ${shown(attempt.body)} → ${response.statusCode} ${response.body.slice(0, 300)}` +
      ` (seed ${attempt.seed}, sample ${attempt.sample})`;
    const problem = problemOf(response);
    if (problem) problems.push(`${problem}: ${where}`);
    if (!(await mayHaveCommitted(idBefore, await nextTransactionId()))) continue;
    const after = await tableStates();
    const changed = changedTables(state, after);
    if (response.statusCode >= 400 && changed.length > 0) problems.push(`a refused request changed ${changed.join(', ')}: ${where}`);
    state = after;
  }
  return { problems, statuses };
};

describe(`write bodies from each route's schema (fast-check, seed ${SEED})`, () => {
  it('finds the write routes of the app, most with a body schema', () => {
    expect(writeRoutes().length).toBeGreaterThan(30);
    expect(writeRoutes().filter((route) => route.body).length).toBeGreaterThan(20);
  });

  it('sees a row changed in any table, and the same rows again as the same', async () => {
    const before = await tableStates();
    expect(Object.keys(before).sort()).toEqual([...tables].sort());
    expect(await tableStates()).toEqual(before);
    await t.db.execute(sql`update cabinets set name = name || '·' where id = (select min(id) from cabinets)`);
    expect(changedTables(before, await tableStates())).toEqual(['cabinets']);
    await t.db.execute(sql`update cabinets set name = left(name, length(name) - 1) where id = (select min(id) from cabinets)`);
    expect(await tableStates()).toEqual(before);
  });

  it('tells a 500, an empty refusal and a leaking refusal apart from a clean one', () => {
    expect(problemOf({ statusCode: 500, body: '{"message":"x"}' })).toBe('answered 500');
    expect(problemOf({ statusCode: 400, body: '{}' })).toBe('refused without a message');
    expect(problemOf({ statusCode: 400, body: '{"message":"duplicate key value violates unique constraint \\"x_uq\\""}' })).toBe(
      'refusal leaks internals',
    );
    expect(problemOf({ statusCode: 400, body: '{"message":"Имя не может быть пустым"}' })).toBeUndefined();
    expect(problemOf({ statusCode: 400, body: '{"message":"   "}' })).toBe('refused without a message');
    expect(problemOf({ statusCode: 400, body: 'Bad Request' })).toBe('refused without a JSON body');
    expect(problemOf({ statusCode: 400, body: '{"message":"x","stack":"Error: x\\n    at handler (server/routes/crud.ts:10:5)"}' })).toBe(
      'refusal leaks internals',
    );
    expect(problemOf({ statusCode: 201, body: '{}' })).toBeUndefined();
  });

  it('reports a write that answers 500 after it wrote (the whole probe, on a broken transaction)', async () => {
    const transaction = t.db.transaction.bind(t.db);
    // the app's transactions commit, then throw: a 500, and rows changed by a refused request
    t.db.transaction = (async (...args: Parameters<typeof transaction>) => {
      await transaction(...args);
      throw new Error('self-check: broken after commit');
    }) as typeof transaction;
    try {
      const attempt = { method: 'POST', url: '/api/cabinets', body: { name: 'Кабинет самопроверки' }, seed: SEED, sample: 0 };
      const { problems } = await probe([attempt]);
      expect(problems).toEqual([
        expect.stringMatching(/^answered 500: POST \/api\/cabinets /),
        expect.stringMatching(/^a refused request changed .*cabinets/),
      ]);
    } finally {
      t.db.transaction = transaction;
    }
  });

  it('never answers 500, refuses cleanly, and a refused request changes no row', { timeout: 300_000 }, async () => {
    const attempts = writeRoutes().flatMap((route) => attemptsFor(route));
    const { problems, statuses } = await probe(attempts);
    const sent = attempts.length;
    const accepted = Object.entries(statuses).filter(([status]) => Number(status) < 300).reduce((sum, [, n]) => sum + n, 0);
    console.info(
      `body fuzz (seed ${SEED}): ${writeRoutes().length} write routes, ${sent} requests, ${accepted} accepted;` +
        ` statuses ${JSON.stringify(statuses)}`,
    );
    if (problems.length > 0) console.error(`body fuzz (seed ${SEED}) found:\n${problems.join('\n')}`);
    expect(sent).toBe(writeRoutes().length * BODIES_PER_ROUTE);
    // the bodies reach the writes themselves, not only the validation in front of them
    expect(accepted).toBeGreaterThan(sent / 20);
    expect(problems).toEqual([]);
  });
});
