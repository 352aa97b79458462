import type { GridField, GridRow } from './gridFields';

const comparable = (value: unknown, caseInsensitive: boolean) => {
  const text = String(value ?? '').trim();
  return caseInsensitive ? text.toLocaleLowerCase('ru-RU') : text;
};

// Names are normalised (capitalised) on entry, as the server does again.
export const normaliseValues = (values: GridRow, fields: GridField[]): GridRow => {
  const result = { ...values };
  for (const { key, field } of fields) {
    const value = result[key];
    if (field.normalise && typeof value === 'string') result[key] = field.normalise(value);
  }
  return result;
};

// The field's own zod rule (the server's messages), then uniqueness among the rows the grid holds,
// so a duplicate is named in the cell before the server refuses it. Returns messages by field key.
export const validateValues = (
  values: GridRow,
  fields: GridField[],
  others: { rows: GridRow[]; idField: string; ownId: unknown },
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const { key, field } of fields) {
    const parsed = field.rule.safeParse(values[key]);
    if (!parsed.success) {
      errors[key] = parsed.error.issues[0]?.message ?? 'Неверное значение';
      continue;
    }
    if (!field.unique) continue;
    const own = comparable(values[key], field.unique.caseInsensitive);
    const taken = others.rows.some(
      (row) => row[others.idField] !== others.ownId && comparable(row[key], field.unique!.caseInsensitive) === own,
    );
    if (taken) errors[key] = field.unique.message;
  }
  return errors;
};
