import { useCreate, useDelete, useUpdate, type BaseKey } from '@refinedev/core';
import { useRef, useState } from 'react';
import type { AnyResource } from '../../../resources/define';
import { fieldValues } from './fieldValues';
import { isEditable, type GridField, type GridRow } from './gridFields';
import { normaliseValues, validateValues } from './rowValidation';
import { deleteFailedText, toastText } from './toastText';

export type EditingRow = { key: string; isNew: boolean; values: GridRow; errors: Record<string, string> };

// the spec's temporary ids of new rows are random strings
const draftKey = () => `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const editableValues = (row: GridRow, fields: GridField[]) =>
  Object.fromEntries(fields.filter(isEditable).map(({ key }) => [key, row[key]]));

// One row at a time is edited; a new row is a draft at the top until the server has it.
export const useRowEditing = (declaration: AnyResource, fields: GridField[], loaded: GridRow[]) => {
  const [editing, setEditingState] = useState<EditingRow | null>(null);
  // save() reads the latest values even when a key press arrives in the same tick as the last change
  const latest = useRef<EditingRow | null>(null);
  const setEditing = (next: EditingRow | null) => {
    latest.current = next;
    setEditingState(next);
  };

  const { mutate: create, mutation: creation } = useCreate<GridRow>();
  const { mutate: update, mutation: updating } = useUpdate<GridRow>();
  const { mutate: remove, mutation: removal } = useDelete<GridRow>();
  const target = { resource: declaration.name, meta: { declaration } };
  const idOf = (row: GridRow) => row[declaration.idField] as BaseKey;

  const startEdit = (row: GridRow) => {
    if (latest.current) return;
    setEditing({ key: String(idOf(row)), isNew: false, values: editableValues(row, fields), errors: {} });
  };

  const startCreate = () => {
    if (latest.current) return;
    const values = Object.fromEntries(
      fields.filter(isEditable).map(({ key, field }) => [key, field.defaultValue ?? fieldValues[field.kind].empty]),
    );
    setEditing({ key: draftKey(), isNew: true, values, errors: {} });
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
    const own = fields.filter((gridField) => gridField.key === key);
    setEditing({ ...current, values: normaliseValues(current.values, own) });
  };

  const cancel = () => setEditing(null);

  const save = () => {
    const current = latest.current;
    if (!current || creation.isPending || updating.isPending) return;
    const editable = fields.filter(isEditable);
    const values = normaliseValues(current.values, editable);
    const ownId = current.isNew ? undefined : idOf(loaded.find((row) => String(idOf(row)) === current.key) ?? {});
    const errors = validateValues(values, editable, { rows: loaded, idField: declaration.idField, ownId });
    setEditing({ ...current, values, errors });
    if (Object.keys(errors).length > 0) return;

    if (current.isNew) {
      create(
        {
          ...target,
          values,
          successNotification: () => ({ type: 'success', message: toastText(declaration, 'created') }),
          errorNotification: (error) => ({
            type: 'error',
            message: toastText(declaration, 'createFailed', error?.message),
          }),
        },
        // a failed new row goes away with its toast (core.md §8)
        { onSettled: () => setEditing(null) },
      );
      return;
    }
    update(
      {
        ...target,
        id: ownId as BaseKey,
        values,
        mutationMode: 'pessimistic',
        successNotification: () => ({ type: 'success', message: toastText(declaration, 'updated') }),
        errorNotification: (error) => ({
          type: 'error',
          message: toastText(declaration, 'updateFailed', error?.message),
        }),
      },
      // a refused edit stays open, so the user can correct it
      { onSuccess: () => setEditing(null) },
    );
  };

  const deleteRow = (row: GridRow, onDone: () => void) =>
    remove(
      {
        ...target,
        id: idOf(row),
        mutationMode: 'pessimistic',
        successNotification: () => ({ type: 'success', message: toastText(declaration, 'deleted') }),
        errorNotification: (error) => ({ type: 'error', message: deleteFailedText(declaration, error?.message) }),
      },
      { onSettled: onDone },
    );

  return {
    editing,
    startEdit,
    startCreate,
    change,
    blur,
    cancel,
    save,
    deleteRow,
    saving: creation.isPending || updating.isPending,
    deleting: removal.isPending,
  };
};
