import { useRef, useState } from 'react';
import { fieldValues } from './fieldValues';
import { isEditable, type GridField, type GridRow } from './gridFields';
import { normaliseValues, validateValues } from './rowValidation';
import type { GridWrites } from './useDeclarationWrites';

export type EditingRow = {
  key: string;
  isNew: boolean;
  original: GridRow; // the row as loaded; empty for a new one
  values: GridRow;
  errors: Record<string, string>;
};

// the spec's temporary ids of new rows are random strings
const draftKey = () => `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const editableValues = (row: GridRow, fields: GridField[]) =>
  Object.fromEntries(fields.filter(isEditable).map(({ key }) => [key, row[key]]));

// One row at a time is edited; a new row is a draft at the top until the server has it.
export const useRowEditing = (options: { idField: string; fields: GridField[]; loaded: GridRow[]; writes: GridWrites }) => {
  const { idField, fields, loaded, writes } = options;
  const [editing, setEditingState] = useState<EditingRow | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // save() reads the latest values even when a key press arrives in the same tick as the last change
  const latest = useRef<EditingRow | null>(null);
  const writing = useRef(false);
  const setEditing = (next: EditingRow | null) => {
    latest.current = next;
    setEditingState(next);
  };
  const editable = fields.filter(isEditable);

  const startEdit = (row: GridRow) => {
    if (latest.current) return;
    setEditing({ key: String(row[idField]), isNew: false, original: row, values: editableValues(row, fields), errors: {} });
  };

  const startCreate = () => {
    if (latest.current) return;
    const values = Object.fromEntries(editable.map(({ key, field }) => [key, field.defaultValue ?? fieldValues[field.kind].empty]));
    setEditing({ key: draftKey(), isNew: true, original: {}, values, errors: {} });
  };

  const change = (key: string, value: unknown) => {
    const current = latest.current;
    if (!current) return;
    const { [key]: _fixed, ...errors } = current.errors;
    setEditing({ ...current, values: { ...current.values, [key]: value }, errors });
  };

  // names are capitalised as soon as the cell is left
  const blur = (key: string) => {
    const current = latest.current;
    if (!current) return;
    setEditing({ ...current, values: normaliseValues(current.values, editable.filter((gridField) => gridField.key === key)) });
  };

  const cancel = () => {
    if (!writing.current) setEditing(null);
  };

  const save = async () => {
    const current = latest.current;
    if (!current || writing.current) return;
    const values = normaliseValues(current.values, editable);
    const ownId = current.isNew ? undefined : current.original[idField];
    const errors = validateValues(values, editable, { rows: loaded, idField, ownId });
    setEditing({ ...current, values, errors });
    if (Object.keys(errors).length > 0) return;
    writing.current = true;
    setSaving(true);
    try {
      const saved = current.isNew ? await writes.create(values) : await writes.update(current.original, values);
      // a failed new row goes away with its toast (core.md §8); a refused edit stays open to be corrected
      if (current.isNew || saved) setEditing(null);
    } finally {
      writing.current = false;
      setSaving(false);
    }
  };

  const deleteRow = async (row: GridRow, onDone: () => void) => {
    setDeleting(true);
    try {
      await writes.remove(row);
    } finally {
      setDeleting(false);
      onDone();
    }
  };

  return { editing, startEdit, startCreate, change, blur, cancel, save, deleteRow, saving, deleting };
};
