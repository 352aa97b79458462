import fc from 'fast-check';
import type { z } from 'zod';

// Request bodies for a zod schema (zod 4's own definitions walked by hand: no maintained zod-4 → fast-check
// library exists): mostly values of the right shape, as a client would send, mixed with hostile ones — wrong
// types, NUL characters, markup, prototype keys, huge and impossible values, missing and unknown keys.
type Check = { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; value?: number; inclusive?: boolean };
type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    '   ',
    '\u0000',
    'Иван\u0000Петров',
    '\ud800',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    "'; drop table students; --",
    '9999-12-31',
    '0000-00-00',
    '2024-02-30',
    '__proto__',
    'constructor',
    'x'.repeat(20_000),
    -1,
    0,
    -(2 ** 31),
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    1e308,
    1.5,
    '1e3',
    '-1',
    'NaN',
    'Infinity',
    '99999999999999999999',
    true,
    false,
    [],
    {},
    [null],
    [1, 2, 3],
    { id: 1 },
    { nested: { deeper: [{ x: '<b>' }] } },
    { __proto__: null, toString: 'x' },
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

// What a person types into a field named so (the name is the only hint a plain z.string() gives).
const textByName: [RegExp, fc.Arbitrary<unknown>][] = [
  [/phone/i, fc.constantFrom('+79161112233', '89161112233', '+7 (916) 111-22-33', '9161112233')],
  [/birth|date|day|from|until|start|end/i, fc.constantFrom('2024-05-01', '2015-09-01', '2010-01-31', '2024-02-29')],
  [/telegram/i, fc.constantFrom('ivan_petrov', '@ivan_petrov', '123456789')],
  [/mail/i, fc.constantFrom('ivan@example.com', 'petrova@mail.ru')],
  [/colou?r/i, fc.constantFrom('#1677ff', '#000000', '#ffaa00')],
  [/year/i, fc.constantFrom('2024/2025', '2025/2026', '2024')],
  [/time/i, fc.constantFrom('10:00', '18:30')],
  [/name|title/i, fc.constantFrom('Иван Петров', 'Мария', 'Алексей Смирнов', 'Алгебра 7А', 'Школа № 57', 'Москва')],
];

// A field that names another record (subjectId, teacher, schoolYear, subjects…): the seed's first ids.
const isReference = (key: string | undefined) =>
  !!key &&
  /(id|ids)$|subject|teacher|status|channel|city|school|year|attendance|client|student|parent|class|pricing|type/i.test(key) &&
  !/name|comment|phone|date|note|telegram|mail|colou?r/i.test(key);
const referenceId = fc.constantFrom(1, 2, 3, '1', '2');
const isMoney = (key: string | undefined) => !!key && /price|amount|sum|cost|salary|pay/i.test(key);
const money = fc.oneof(fc.integer({ min: 100, max: 5000 }), fc.constantFrom('1500', '2500'));

const commonText = fc.oneof(
  fc.constantFrom('Иван Петров', 'Мария', 'Тест', 'Школа № 57', 'Математика', 'Москва', 'комментарий', 'ivan_petrov', '2024-05-01'),
  fc.string({ minLength: 1, maxLength: 30 }),
);

const stringFor = (def: Def, key: string | undefined): fc.Arbitrary<unknown> => {
  const checks = checksOf(def);
  const regex = checks.find((check) => check.format === 'regex' && check.pattern)?.pattern;
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? Infinity;
  // to the schema's length: no filter, which could spin forever on a rule nothing here meets
  const fit = (value: unknown) =>
    typeof value === 'string' ? value.padEnd(minLength, 'я').slice(0, maxLength) : value;
  if (regex) {
    try {
      return fc.stringMatching(new RegExp(regex.source, regex.flags.replace(/[gy]/g, '')), { size: 'xsmall' });
    } catch {
      // a pattern fast-check cannot invert: fall through to plain text
    }
  }
  if (def.format === 'email') return fc.constantFrom('ivan@example.com', 'petrova@mail.ru');
  if (def.format === 'url') return fc.constantFrom('https://example.com', 'https://t.me/ivan');
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  const named = key ? textByName.find(([pattern]) => pattern.test(key))?.[1] : undefined;
  const text = named ? fc.oneof({ weight: 3, arbitrary: named }, { weight: 1, arbitrary: commonText }) : commonText;
  return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.string({ maxLength: 60 }) }).map(fit);
};

const numberFor = (def: Def, key: string | undefined): fc.Arbitrary<unknown> => {
  const checks = checksOf(def);
  const integer = def.format === 'safeint' || def.format === 'int32' || checks.some((check) => check.check === 'number_format');
  let min = -1_000_000;
  let max = 1_000_000;
  let step: number | undefined;
  const gap = integer ? 1 : 1e-6;
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined) min = Math.max(min, check.value + (check.inclusive ? 0 : gap));
    if (check.check === 'less_than' && check.value !== undefined) max = Math.min(max, check.value - (check.inclusive ? 0 : gap));
    if (check.check === 'multiple_of') step = check.value;
  }
  if (Math.ceil(min) > Math.floor(max)) return fc.constant(min);
  const anywhere = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const picks = [1, 2, 3, 4, 5, 8, 100, 1000, 2500].filter((n) => n >= min && n <= max && (!step || n % step === 0));
  if (picks.length === 0) return anywhere;
  // ids (…Id, id) are small: the seeded rows are 1, 2, 3…
  const small = fc.constantFrom(...picks.filter((n) => n <= 5).concat(picks.length && picks[0] > 5 ? [picks[0]] : []));
  if (key && /id$/i.test(key)) return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: anywhere });
  return fc.oneof(small, fc.constantFrom(...picks), anywhere);
};

// `mix` gives each field its mix of right and hostile values; a well-formed body (mix = plain) only right ones.
type Mix = (schema: z.ZodType, key?: string) => fc.Arbitrary<unknown>;

const plausible = (schema: z.ZodType, mix: Mix, key?: string): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const inner = (child: z.ZodType) => mix(child, key);
  switch (def.type) {
    case 'string':
      return stringFor(def, key);
    case 'number':
    case 'int':
    case 'bigint':
      return numberFor(def, key);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.constantFrom('2024-05-01', '2024-05-01T10:00:00.000Z'); // JSON has no dates: what a client sends
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'array':
      return fc.array(inner(def.element!), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'record':
      return fc.dictionary(fc.constantFrom('a', 'b', 'name'), inner(def.valueType!), { maxKeys: 3 });
    case 'object':
      return objectFor(def.shape ?? {}, mix);
    case 'intersection':
      return fc.tuple(inner(def.left!), inner(def.right!)).map(([left, right]) =>
        left && right && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
      );
    case 'optional':
      return fc.option(inner(def.innerType!), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType!);
    case 'lazy':
      return inner(def.getter!());
    case 'union': {
      const any = fc.oneof(...(def.options ?? []).map(inner));
      return isReference(key) ? fc.oneof({ weight: 3, arbitrary: referenceId }, { weight: 2, arbitrary: any }) : any;
    }
    case 'pipe':
      // z.preprocess(f, schema) is a pipe from a transform: what comes in is what the schema after it wants
      // (a pipe is no field of its own: no second draw of a hostile value)
      return plausible(defOf(def.in!).type === 'transform' ? def.out! : def.in!, mix, key);
    default:
      // any, unknown, transform, custom…: anything at all, after what the field's name suggests
      if (isMoney(key)) return fc.oneof({ weight: 3, arbitrary: money }, { weight: 1, arbitrary: hostileValue });
      if (isReference(key)) return fc.oneof({ weight: 3, arbitrary: referenceId }, { weight: 1, arbitrary: hostileValue });
      return hostileValue;
  }
};

// A field's value: three times in four what the schema wants, else something hostile.
export const valueFor: Mix = (schema, key) =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, valueFor, key) }, { weight: 1, arbitrary: hostileValue });

const plain: Mix = (schema, key) => plausible(schema, plain, key);

const UNKNOWN_KEYS = ['isAdmin', 'role', '__proto__', 'constructor', 'prototype', 'id', 'extra', ''];

const objectFor = (shape: Record<string, z.ZodType>, mix: Mix): fc.Arbitrary<unknown> => {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, mix(field, key)]));
  // a well-formed body has every required key and nothing else; a mixed one may miss keys and carry unknown ones
  if (mix === plain) return fc.record(fields);
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), hostileValue), { maxLength: 2 }),
    )
    .map(([record, extras]) => {
      const body: Record<string, unknown> = { ...record };
      // defineProperty: `body.__proto__ = …` would set the prototype, not send the key
      for (const [key, value] of extras) Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      return body;
    });
};

// A well-formed body: every field of the kind its schema wants (for the unit test and the writes behind validation).
export const wellFormedBodyFor = (schema: z.ZodType): fc.Arbitrary<unknown> => plain(schema);

// A whole body: a well-formed one a third of the time, so the writes behind the validation are reached too; else
// fields mixed with hostile values, and now and then no object at all. A route without a body schema gets no body
// mostly, and now and then a hostile one (whatever a client sends, a handler must not trip on it).
export const bodyFor = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> =>
  schema
    ? fc.oneof(
        { weight: 3, arbitrary: plain(schema) },
        { weight: 5, arbitrary: plausible(schema, valueFor) },
        { weight: 1, arbitrary: hostileValue },
      )
    : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue });

// A path parameter: mostly an id that exists (the seed's first rows), else one that does not, or a malformed one.
export const pathParameter: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3') },
  { weight: 2, arbitrary: fc.constantFrom('999999', 'abc', '-1', '1e3', '0', '1.5', '99999999999', '%00', '%20', '__proto__') },
);
