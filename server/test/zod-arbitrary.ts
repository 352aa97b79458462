import fc from 'fast-check';
import type { z } from 'zod';

// Request bodies for a zod schema (zod 4's own definitions walked by hand: no maintained zod-4 → fast-check
// library exists): mostly values of the right shape, as a client would send, mixed with hostile ones — wrong
// types, NUL characters, markup, prototype keys, huge and impossible values, missing and unknown keys.
type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    '   ',
    '\u0000',
    'Иван\u0000Петров',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    "'; drop table students; --",
    '9999-12-31',
    '2024-02-30',
    '__proto__',
    'constructor',
    'x'.repeat(20_000),
    -1,
    0,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    1.5,
    '1e3',
    'NaN',
    true,
    [],
    {},
    [null],
    { __proto__: null, toString: 'x' },
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

const plausibleText = fc.oneof(
  fc.constantFrom('Иван Петров', 'Тест', '+79161112233', '89161112233', '2024-05-01', '#1677ff', '/api/subjects/1', 'ivan_petrov'),
  fc.string({ maxLength: 30 }),
);

// `mix` gives each field its mix of right and hostile values; a well-formed body (mix = plain) only right ones.
type Mix = (schema: z.ZodType) => fc.Arbitrary<unknown>;

const plausible = (schema: z.ZodType, mix: Mix = valueFor): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const valueFor = mix;
  switch (def.type) {
    case 'string':
      return plausibleText;
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -10, max: 100_000 }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(def.element!), { maxLength: 3 });
    case 'object':
      return objectFor(def.shape ?? {}, mix);
    case 'optional':
      return fc.option(valueFor(def.innerType!), { nil: undefined });
    case 'nullable':
      return fc.option(valueFor(def.innerType!), { nil: null });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valueFor(def.innerType!);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(valueFor));
    case 'pipe':
      return valueFor(def.in!);
    default:
      return hostileValue;
  }
};

// A field's value: three times in four what the schema wants, else something hostile.
export const valueFor = (schema: z.ZodType): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema) }, { weight: 1, arbitrary: hostileValue });

const plain: Mix = (schema) => plausible(schema, plain);

const objectFor = (shape: Record<string, z.ZodType>, mix: Mix): fc.Arbitrary<unknown> => {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, mix(field)]));
  // a well-formed body has every key and nothing else; a mixed one may miss keys and carry an unknown one
  if (mix === plain) return fc.record(fields);
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('isAdmin', '__proto__', 'constructor', 'id', 'extra'), hostileValue), { nil: undefined }),
    )
    .map(([record, extra]) => {
      const body: Record<string, unknown> = { ...record };
      if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
      return body;
    });
};

// A whole body: a well-formed one (every field of the right kind) a third of the time, so the writes behind the
// validation are reached too; else fields mixed with hostile values, and now and then no object at all.
export const bodyFor = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> =>
  schema
    ? fc.oneof({ weight: 3, arbitrary: plain(schema) }, { weight: 5, arbitrary: plausible(schema) }, { weight: 1, arbitrary: hostileValue })
    : hostileValue;

// A path parameter: an id that exists, one that does not, and malformed ones.
export const pathParameter: fc.Arbitrary<string> = fc.constantFrom('1', '2', '3', '999999', 'abc', '-1', '1e3', '0', '99999999999', '%00');
