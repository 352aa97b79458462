import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, rowCounts, type TestApp } from '../test/app';
import { bodyFor, pathParameter } from '../test/zod-arbitrary';

// Bodies generated from every write route's own zod schema (issue 7, item 5), sent as the owner, who may do
// everything: whatever comes in, the answer is never a 500, a refusal is a clean message, and a refused
// request changes no row. The routes are the running app's, so a route added later is fuzzed by itself.
const SEED = 20_261_125;
const BODIES_PER_ROUTE = 20;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Attempt = { method: string; url: string; body: unknown };

const writeRoutes = () =>
  t.app.apiRouteList.filter((route) => WRITE_METHODS.has(route.method) && !route.public && !route.url.startsWith('/api/docs'));

const attemptsFor = (route: { method: string; url: string; body?: unknown }, seed: number): Attempt[] => {
  const parameters = (route.url.match(/:[A-Za-z]+/g) ?? []).map(() => pathParameter);
  const attempt = fc.tuple(fc.tuple(...parameters), bodyFor(route.body as z.ZodType | undefined)).map(([values, body]) => {
    let url = route.url;
    for (const value of values) url = url.replace(/:[A-Za-z]+/, value);
    return { method: route.method, url, body };
  });
  return fc.sample(attempt, { numRuns: BODIES_PER_ROUTE, seed });
};

const send = (attempt: Attempt) =>
  t.call({
    method: attempt.method as 'POST',
    url: attempt.url,
    headers: { 'content-type': 'application/json' },
    payload: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
    as: 'owner',
  });

// What is wrong with an answer, or nothing.
export const problemOf = (response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string | undefined => {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let message: unknown;
  try {
    message = (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return 'refused without a JSON body';
  }
  if (typeof message !== 'string' || message.trim() === '') return 'refused without a message';
  if (/select |insert |update .* set|constraint|_fk\b|_uq\b|at .*\.ts:|stack/i.test(response.body)) return 'refusal leaks internals';
  return undefined;
};

describe(`write bodies from each route's schema (fast-check, seed ${SEED})`, () => {
  it('finds the write routes of the app, most with a body schema', () => {
    expect(writeRoutes().length).toBeGreaterThan(30);
    expect(writeRoutes().filter((route) => route.body).length).toBeGreaterThan(20);
  });

  it('tells a 500, an empty refusal and a leaking refusal apart from a clean one', () => {
    expect(problemOf({ statusCode: 500, body: '{"message":"x"}' })).toBe('answered 500');
    expect(problemOf({ statusCode: 400, body: '{}' })).toBe('refused without a message');
    expect(problemOf({ statusCode: 400, body: '{"message":"duplicate key value violates unique constraint \\"x_uq\\""}' })).toBe(
      'refusal leaks internals',
    );
    expect(problemOf({ statusCode: 400, body: '{"message":"Имя не может быть пустым"}' })).toBeUndefined();
    expect(problemOf({ statusCode: 201, body: '{}' })).toBeUndefined();
  });

  it('never answers 500, refuses cleanly, and a refused request changes no row', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    let counts = await rowCounts(t.db);
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (const [index, route] of writeRoutes().entries()) {
      for (const attempt of attemptsFor(route, SEED + index)) {
        const response = await send(attempt);
        sent += 1;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const where = `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.body)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        const problem = problemOf(response);
        if (problem) problems.push(`${problem}: ${where}`);
        const after = await rowCounts(t.db);
        if (response.statusCode >= 400 && JSON.stringify(after) !== JSON.stringify(counts)) problems.push(`a refused request changed rows: ${where}`);
        counts = after;
      }
    }
    expect(sent).toBeGreaterThan(600);
    // the bodies reach the writes themselves, not only the validation in front of them
    const accepted = Object.entries(statuses).filter(([status]) => Number(status) < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(accepted).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
