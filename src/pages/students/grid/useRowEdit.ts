import { useRef, useState } from 'react';
import { isEditable, type GridField, type GridRow } from '../../../components/editable-grid/gridFields';
import { normaliseValues, validateValues } from '../../../components/editable-grid/rowValidation';

export type RowEdit = { key: string; original: GridRow; values: GridRow; errors: Record<string, string> };

type RowEditOptions = {
  keyOf: (row: GridRow) => string;
  fields: GridField[];
  // sends the row; true when all of it was saved
  save: (original: GridRow, values: GridRow) => Promise<boolean>;
};

// One row of a grid at a time is edited and saved through the page's own save (students need several calls).
export const useRowEdit = ({ keyOf, fields, save }: RowEditOptions) => {
  const [editing, setEditingState] = useState<RowEdit | null>(null);
  const [saving, setSaving] = useState(false);
  // save() reads the latest values even when a key press arrives in the same tick as the last change
  const latest = useRef<RowEdit | null>(null);
  const setEditing = (next: RowEdit | null) => {
    latest.current = next;
    setEditingState(next);
  };
  const editable = fields.filter(isEditable);

  const startEdit = (row: GridRow) => {
    if (latest.current) return;
    const values = Object.fromEntries(editable.map(({ key }) => [key, row[key]]));
    setEditing({ key: keyOf(row), original: row, values, errors: {} });
  };

  const change = (key: string, value: unknown) => {
    const current = latest.current;
    if (!current) return;
    const { [key]: _fixed, ...errors } = current.errors;
    setEditing({ ...current, values: { ...current.values, [key]: value }, errors });
  };

  const blur = (key: string) => {
    const current = latest.current;
    if (!current) return;
    setEditing({ ...current, values: normaliseValues(current.values, editable.filter((field) => field.key === key)) });
  };

  const cancel = () => {
    if (!saving) setEditing(null);
  };

  const submit = async () => {
    const current = latest.current;
    if (!current || saving) return;
    const values = normaliseValues(current.values, editable);
    const errors = validateValues(values, editable, { rows: [], idField: '', ownId: undefined });
    setEditing({ ...current, values, errors });
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      if (await save(current.original, values)) setEditing(null);
    } finally {
      setSaving(false);
    }
  };

  return { editing, saving, startEdit, change, blur, cancel, save: submit };
};

export type RowEditing = ReturnType<typeof useRowEdit>;
