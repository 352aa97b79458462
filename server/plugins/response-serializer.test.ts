import { sql } from 'drizzle-orm';
import Fastify, { type FastifySerializerCompiler } from 'fastify';
import fc from 'fast-check';
import { ResponseSerializationError, serializerCompiler as libraryCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { studentRowSchema } from '../../resources/students';
import { createTestApp, type TestApp } from '../test/app';
import { bodyFor, wellFormedBodyFor } from '../test/zod-arbitrary';

type Route = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

// The app built twice on copies of one seeded database: once with fastify-type-provider-zod's own serializer (what
// every answer was before ours), once with ours; ours also records the response schema of every route it compiles.
const state = vi.hoisted(() => ({ reference: false, routes: [] as unknown[] }));
vi.mock('./response-serializer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./response-serializer')>();
  const library = await import('fastify-type-provider-zod');
  return {
    serializerCompiler: (route: Route) => {
      if (state.reference) return library.serializerCompiler(route);
      state.routes.push(route);
      return actual.serializerCompiler(route);
    },
  };
});
const { serializerCompiler } = await vi.importActual<typeof import('./response-serializer')>('./response-serializer');

// Text a JSON writer must escape, or may get wrong: quotes, backslash, controls, a line separator, an emoji.
const TRICKY = 'Кавычки "в" \\ имени\tи\nстрок\u2028а 😀 </script>';

let reference: TestApp;
let ours: TestApp;
let routes: Route[];

const withTrickyRows = async (app: TestApp) => {
  await app.db.execute(sql`update students set name = ${TRICKY}, additional_comment = ${TRICKY} where id = (select min(id) from students)`);
  await app.db.execute(sql`update clients set name = ${TRICKY} where id = (select min(id) from clients)`);
  return app;
};

beforeAll(async () => {
  state.reference = true;
  reference = await withTrickyRows(await createTestApp());
  state.reference = false;
  ours = await withTrickyRows(await createTestApp());
  routes = [...(state.routes as Route[])];
});
afterAll(async () => {
  await reference?.close();
  await ours?.close();
});

// Every GET without a path parameter (the lists, and the few single answers such as the config), whole and paged.
const listUrls = () =>
  ours.app.apiRouteList
    .filter((route) => route.method === 'GET' && !route.url.includes(':') && !route.url.startsWith('/api/export/'))
    .flatMap((route) => [route.url, `${route.url}?_start=0&_end=25`, `${route.url}?_start=5&_end=6`]);

// An answer stamped with the moment it was built (the live integrity digest's `builtAt`, and its `ledgerCheckedAt`
// when no digest is stored yet and the ledger is checked on the read) differs between two reads.
const withoutReadTime = (body: string) => body.replace(/"(builtAt|ledgerCheckedAt)":"[^"]*"/g, '"$1":"…"');

describe('answers', () => {
  it('every list answers byte for byte what fastify-type-provider-zod answered, with the same headers', async () => {
    const urls = listUrls();
    expect(urls.length).toBeGreaterThan(30);
    let compared = 0;
    for (const url of urls) {
      const before = await reference.call({ method: 'GET', url, as: 'owner' });
      const after = await ours.call({ method: 'GET', url, as: 'owner' });
      expect({ url, status: after.statusCode }).toEqual({ url, status: before.statusCode });
      expect(withoutReadTime(after.body), url).toBe(withoutReadTime(before.body));
      expect(after.headers['content-type'], url).toBe(before.headers['content-type']);
      expect(after.headers['x-total-count'], url).toBe(before.headers['x-total-count']);
      if (before.statusCode === 200) compared += 1;
    }
    expect(compared).toBeGreaterThan(30);
    const students = await ours.call({ method: 'GET', url: '/api/students-info', as: 'owner' });
    expect(students.json<{ studentName: string }[]>().some((row) => row.studentName === TRICKY)).toBe(true);
  });

  it('keeps the declared zod object as the route schema (the same object, not a copy)', () => {
    const students = routes.find((route) => route.method === 'GET' && route.url === '/api/students-info');
    const element = (students?.schema as z.ZodArray<z.ZodType>).element;
    expect(element).toBe(studentRowSchema);
  });
});

const outcome = (compile: FastifySerializerCompiler<z.ZodType>, route: Route, value: unknown) => {
  try {
    return { body: compile(route)(value) };
  } catch (error) {
    return { error: error instanceof ResponseSerializationError ? { message: error.message, issues: (error.cause as z.ZodError).issues } : String(error) };
  }
};

describe('every response schema of the app', () => {
  it('answers what the library answers for generated values, well-formed or not: the same text, or the same zod error', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const schema = route.schema as z.ZodType;
      // bodyFor mixes in wrong types, missing and unknown keys; well-formed values get unknown keys of their own
      const values = fc.oneof(
        bodyFor(schema),
        wellFormedBodyFor(schema).map((value) =>
          value && typeof value === 'object' && !Array.isArray(value) ? { ...value, passwordHash: 'секрет', __proto__: { leaked: 1 } } : value,
        ),
      );
      fc.assert(
        fc.property(values, (value) => {
          expect(outcome(serializerCompiler as FastifySerializerCompiler<z.ZodType>, route, value)).toEqual(outcome(libraryCompiler, route, value));
        }),
        { numRuns: 40, seed: 7 },
      );
    }
  });
});

describe('a row', () => {
  const route = { schema: z.array(studentRowSchema), method: 'GET', url: '/api/students-info', httpStatus: '200' } as Route;
  const row = (overrides: Record<string, unknown> = {}) => ({
    studentId: 1,
    studentName: 'Иванов Иван',
    schoolYearId: null,
    schoolYearDescription: null,
    studentSchoolClasses: [{ classId: 2, className: 'Математика', sheetUrl: null, sheetSecret: 'x' }],
    subjects: [],
    attendanceTypes: [],
    studentPhoneNumber: null,
    studentTelegramId: null,
    parentId: null,
    parentName: null,
    parentPhoneNumber: null,
    parentTelegramId: null,
    studentCityId: null,
    studentCityName: null,
    studentSchoolId: null,
    studentSchoolName: null,
    marketingChannelId: null,
    marketingChannelName: null,
    dateOfBirth: null,
    eligibleForDiscountPrice: false,
    eligibleForOldPrice: true,
    additionalComment: null,
    creationDate: '2025-01-01T00:00:00.000Z',
    isArchived: false,
    exitStatusId: null,
    exitStatusName: null,
    ...overrides,
  });

  it('never shows a column the schema does not declare, at any depth', () => {
    const body = serializerCompiler(route)([row({ passwordHash: 'argon2…', internalNote: 'секрет' })]) as string;
    expect(body).not.toMatch(/passwordHash|internalNote|sheetSecret/);
    expect(Object.keys(JSON.parse(body)[0])).toEqual(Object.keys(studentRowSchema.shape));
  });

  it('fails loudly, with the zod issue, for a row that breaks the schema', () => {
    const serialize = serializerCompiler(route);
    for (const bad of [row({ studentId: '1' }), row({ studentId: 1.5 }), row({ studentName: null }), row({ isArchived: undefined }), { ...row(), subjects: [{ subjectId: 1 }] }]) {
      expect(() => serialize([row(), bad])).toThrow(ResponseSerializationError);
    }
    try {
      serialize([row(), row({ studentId: '1' })]);
    } catch (error) {
      expect((error as Error & { cause: z.ZodError }).cause.issues[0]).toMatchObject({ path: [1, 'studentId'], code: 'invalid_type' });
    }
  });

  it('answers 500 without the row over HTTP when the handler returns a bad row', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    app.get('/bad', { schema: { response: { 200: z.array(studentRowSchema) } } }, async () => [row({ studentId: 'секрет' })]);
    try {
      const response = await app.inject({ method: 'GET', url: '/bad' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('Иванов');
    } finally {
      await app.close();
    }
  });
});
