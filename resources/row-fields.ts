import { z } from 'zod';

// The building blocks of the row schemas: each row's TypeScript type is z.infer of its schema, and the server
// answers through the same schema object (issue 7: one zod row per shape).
export const rowId = z.number().int();
export const rowText = z.string();
export const maybeText = z.string().nullable();
export const maybeId = rowId.nullable();
export const money = z.string(); // decimal strings, "1500.00" (numeric(12,2))
