import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyFor, pathParameter, wellFormedBodyFor } from './zod-arbitrary';

// The body generator the write-route fuzzer (server/routes/body-fuzz.test.ts) builds on: it follows zod 4's
// definitions closely enough that well-formed bodies pass the schema, and its mixed ones carry the hostile cases.
const schema = z.strictObject({
  name: z.string().trim().min(2).max(40),
  code: z.string().regex(/^[A-Z]{2}-\d{3}$/),
  long: z.string().min(50),
  count: z.number().int().min(1).max(8),
  price: z.number().positive().max(10_000),
  kind: z.enum(['online', 'offline']),
  fixed: z.literal('yes'),
  phone: z.string().nullable().optional(),
  tags: z.array(z.number().int().positive()).max(3),
  nested: z.object({ flag: z.boolean(), when: z.string().optional() }),
  either: z.union([z.number().int().positive(), z.null()]),
  trimmed: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().min(1)),
  piped: z.string().transform((value) => value.length),
  defaulted: z.number().int().min(3).max(3).default(3),
});
const bodies = (arbitrary: fc.Arbitrary<unknown>, numRuns = 300) => fc.sample(arbitrary, { numRuns, seed: 42 });

describe('bodies from a zod schema', () => {
  it('gives well-formed bodies the schema accepts', () => {
    const refused = bodies(wellFormedBodyFor(schema)).filter((body) => !schema.safeParse(body).success);
    expect(refused.slice(0, 3)).toEqual([]);
  });

  it('gives the same bodies for the same seed', () => {
    expect(bodies(bodyFor(schema), 50)).toEqual(bodies(bodyFor(schema), 50));
  });

  it('mixes in hostile values, missing and unknown keys, and bodies that are no object', () => {
    const mixed = bodies(bodyFor(schema), 600);
    const objects = mixed.filter(
      (body): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body),
    );
    const texts = objects.flatMap((body) => Object.values(body)).filter((value): value is string => typeof value === 'string');
    expect(mixed.length - objects.length).toBeGreaterThan(10);
    expect(objects.some((body) => !('name' in body))).toBe(true);
    expect(objects.some((body) => Object.keys(body).some((key) => !(key in schema.shape)))).toBe(true);
    expect(objects.some((body) => Object.prototype.hasOwnProperty.call(body, '__proto__'))).toBe(true);
    expect(JSON.stringify(objects.find((body) => Object.prototype.hasOwnProperty.call(body, '__proto__')))).toContain('"__proto__"');
    expect(texts.some((text) => text.includes('\u0000'))).toBe(true);
    expect(texts.some((text) => text.length > 10_000)).toBe(true);
    expect(texts.some((text) => text.includes('<script>'))).toBe(true);
    expect(objects.some((body) => typeof body.count === 'string' || body.count === null)).toBe(true);
    expect(mixed.filter((body) => schema.safeParse(body).success).length).toBeGreaterThan(50);
  });

  it('gives no body mostly where the route has no schema', () => {
    const none = bodies(bodyFor(undefined), 100);
    expect(none.filter((body) => body === undefined).length).toBeGreaterThan(50);
  });

  it('gives path parameters that exist, that do not, and that are malformed', () => {
    const parameters = new Set(bodies(pathParameter, 200));
    for (const value of ['1', '2', '3', '999999', 'abc', '-1', '1e3']) expect(parameters).toContain(value);
  });
});
