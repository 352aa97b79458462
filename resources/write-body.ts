import type { AnyResource, FieldDeclaration } from './define';
import { normalisePhone } from './phone';

export type WriteBody = Record<string, unknown>;

// core.md §7: a reference travels as the address of the referenced record, `${apiBase}/${collection}/${id}`,
// or null when nothing is chosen. An address that is already one is kept.
export const referenceAddress = (apiBase: string, collection: string, id: unknown): string | null => {
  if (id === null || id === undefined || id === '') return null;
  const value = String(id);
  if (value.startsWith(`${apiBase}/`)) return value;
  return `${apiBase}/${collection}/${encodeURIComponent(value)}`;
};

const collectionOf = (name: string, field: FieldDeclaration) => {
  if (!field.target) throw new Error(`Поле «${name}» ссылается на запись, но не называет её ресурс (target)`);
  return field.target;
};

const writeValue = (name: string, field: FieldDeclaration, value: unknown, apiBase: string): unknown => {
  const entered = typeof value === 'string' && field.normalise ? field.normalise(value) : value;
  switch (field.kind) {
    case 'reference':
      return referenceAddress(apiBase, collectionOf(name, field), entered);
    case 'multiReference': {
      const ids = Array.isArray(entered) ? entered : [];
      return ids.map((id) => referenceAddress(apiBase, collectionOf(name, field), id)).filter((address) => address);
    }
    case 'phone': {
      if (entered === null || entered === undefined) return null;
      // an invalid number goes out as typed, so that the server answers with its Russian message
      const phone = normalisePhone(String(entered));
      return phone === undefined ? entered : phone;
    }
    default:
      return entered;
  }
};

// The body of a create (no id) or an update (with id) from a row keyed by the read names: only declared,
// editable fields that the row carries, under their write names (core.md §7.5, STYLE "Who reads it").
export const toWriteBody = (
  declaration: AnyResource,
  row: Record<string, unknown>,
  options: { apiBase: string; id?: string | number },
): WriteBody => {
  const body: WriteBody = {};
  if (options.id !== undefined && declaration.sendIdOnUpdate) body.id = options.id;
  for (const [name, field] of Object.entries(declaration.fields) as [string, FieldDeclaration | undefined][]) {
    if (!field || field.editable === false || row[name] === undefined) continue;
    body[field.writeAs ?? name] = writeValue(name, field, row[name], options.apiBase);
  }
  return body;
};
