import { z } from 'zod';
import { referenceIdOf } from '../../resources/reference-address';

// Create bodies name their references by id (core.md §7.2, §7.3); an address sent instead is read as its id.
// What is neither stays as it is, for the body's own rule to refuse with its message.
export const withIdsResolved = <Schema extends z.ZodType>(keys: Record<string, readonly string[]>, schema: Schema) =>
  z.preprocess((body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const resolved: Record<string, unknown> = { ...body };
    for (const [key, collections] of Object.entries(keys)) {
      const value = resolved[key];
      if (typeof value !== 'string') continue;
      const id = referenceIdOf(value, collections);
      if (id !== undefined) resolved[key] = id;
    }
    return resolved;
  }, schema);
