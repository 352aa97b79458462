import type { AnyResource, FieldDeclaration } from '../../../resources/define';

export type GridRow = Record<string, unknown>;
export type GridField = { key: string; field: FieldDeclaration };

export const gridFields = (declaration: AnyResource): GridField[] =>
  Object.entries(declaration.fields).flatMap(([key, field]) => (field ? [{ key, field }] : []));

export const isEditable = ({ field }: GridField) => field.editable !== false;

export const storageKeyOf = (declaration: AnyResource) => declaration.storageKey ?? declaration.name;

// The column that names a row: the first text field, or for lookups declared without fields
// (teachers, school years) the first string property besides the id.
export const labelFieldOf = (declaration: AnyResource, sample?: GridRow): string | undefined => {
  const declared = gridFields(declaration).find(({ field }) => field.kind === 'text');
  if (declared) return declared.key;
  if (!sample) return undefined;
  return Object.keys(sample).find((key) => key !== declaration.idField && typeof sample[key] === 'string');
};

export const rowLabel = (declaration: AnyResource, row: GridRow): string => {
  const key = labelFieldOf(declaration, row);
  const label = key ? row[key] : undefined;
  return label === undefined || label === null || label === '' ? String(row[declaration.idField] ?? '') : String(label);
};
