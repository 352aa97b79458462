import type { FormRule } from 'antd';
import type { GridField, GridRow } from './gridFields';

type OtherRows = { rows: GridRow[]; idField: string; ownId: unknown };

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
// so a duplicate is named in the cell before the server refuses it.
export const fieldError = ({ key, field }: GridField, value: unknown, others: OtherRows): string | undefined => {
  const parsed = field.rule.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Неверное значение';
  const { unique } = field;
  if (!unique) return undefined;
  const own = comparable(value, unique.caseInsensitive);
  const taken = others.rows.some(
    (row) => row[others.idField] !== others.ownId && comparable(row[key], unique.caseInsensitive) === own,
  );
  return taken ? unique.message : undefined;
};

// The same check as the rule of a grid cell's form field.
export const cellRule = (gridField: GridField, others: () => OtherRows): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const message = fieldError(gridField, value, others());
    if (message) throw new Error(message);
  },
});
