import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AnyResource, FieldDeclaration } from '../../resources/define';

export type WriteMode = 'create' | 'update';

type WritableField = { name: string; key: string; field: FieldDeclaration };

// Fields a client may write, each with its body key (writeAs) and read name (accepted as an alias).
export const writableFields = (declaration: AnyResource): WritableField[] =>
  Object.entries(declaration.fields as Record<string, FieldDeclaration | undefined>)
    .filter((entry): entry is [string, FieldDeclaration] => entry[1] !== undefined && entry[1].editable !== false)
    .map(([name, field]) => ({ name, key: field.writeAs ?? name, field }));

// PostgreSQL refuses NUL in text, and a lone surrogate would be stored as U+FFFD: neither is anything a person typed.
const wellFormed = (value: string) => !/[\p{Cs}\u0000]/u.test(value);

const idValue = z.union([z.number().int(), z.string().regex(/^\d+$/)]);

// The message a field's own rule gives for a missing value ('Название статуса не может быть пустым').
const missingMessage = (field: FieldDeclaration) => {
  const result = field.rule.safeParse(undefined);
  return result.success ? undefined : result.error.issues[0]?.message;
};

// The body of a write: the declaration's rules keyed by writeAs; unknown keys are refused (mass assignment),
// except the id, which an update body may repeat (core.md §7.5).
export const writeSchema = (declaration: AnyResource, mode: WriteMode) => {
  const fields = writableFields(declaration);
  const shape: Record<string, z.ZodType> = { id: idValue.optional(), [declaration.idField]: idValue.optional() };
  for (const { name, key, field } of fields) {
    shape[key] = field.rule.optional();
    if (name !== key) shape[name] = field.rule.optional();
  }
  return z.strictObject(shape).superRefine((body, context) => {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' && !wellFormed(value)) {
        context.addIssue({ code: 'custom', path: [key], message: 'Текст содержит недопустимые символы' });
      }
    }
    for (const { name, key, field } of fields) {
      const written = body[key];
      const aliased = body[name];
      if (name !== key && written !== undefined && aliased !== undefined && written !== aliased) {
        context.addIssue({ code: 'custom', path: [key], message: `Поля ${key} и ${name} противоречат друг другу` });
      }
      if (mode === 'create' && written === undefined && aliased === undefined && field.defaultValue === undefined) {
        const message = missingMessage(field);
        if (message) context.addIssue({ code: 'custom', path: [key], message });
      }
    }
  });
};

const columnSchema = (column: PgColumn): z.ZodType => {
  const base =
    column.dataType === 'number'
      ? z.number()
      : column.dataType === 'boolean'
        ? z.boolean()
        : column.dataType === 'date'
          ? z.date()
          : column.dataType === 'json'
            ? z.unknown()
            : z.string();
  return column.notNull ? base : base.nullable();
};

// The row a list or a write answers, in the declaration's read names.
export const rowSchema = (fields: Record<string, PgColumn>) =>
  z.object(Object.fromEntries(Object.entries(fields).map(([name, column]) => [name, columnSchema(column)])));

// an id in a path or a query string
export const idValueOf = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idValueOf });

// the page of a list that a route of its own reads (simple-rest's _start/_end; all of it without them)
const listPosition = z.coerce.number().int().min(0).max(1_000_000_000).optional();
export const pageQueryKeys = { _start: listPosition, _end: listPosition };
