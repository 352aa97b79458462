import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import type { AnyResource } from '../../../resources/define';
import { fieldValues } from './fieldValues';
import { isEditable, type GridField, type GridRow } from './gridFields';
import { normaliseValues } from './rowValidation';
import { failureNotification, toastText } from './toastText';
import type { GridWrites } from './useDeclarationWrites';

export type EditingRow = {
  key: string;
  isNew: boolean;
  original: GridRow; // the row as loaded; empty for a new one
  initial: GridRow; // the editable values the form starts from
};

// the spec's temporary ids of new rows are random strings
const draftKey = () => `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const pick = (row: GridRow, fields: GridField[]) => Object.fromEntries(fields.map(({ key }) => [key, row[key]]));

type RowFormOptions = {
  declaration: AnyResource;
  fields: GridField[];
  create: GridWrites['create'];
  update?: GridWrites['update']; // the screen's own update (students: several calls) instead of the declaration's
};

// One row of a grid edited at a time in Refine's edit form (useForm of @refinedev/antd, the form half of
// useEditableTable): its cells are the form's fields with the declaration's rules, and a save is the hook's
// useUpdate with the declaration's toasts. The row comes from the list already loaded, so the form fetches
// nothing. A new row is a draft at the top of the same form until the server has it.
export const useRowForm = ({ declaration, fields, create, update }: RowFormOptions) => {
  const editable = fields.filter(isEditable);
  const rowForm = useForm<GridRow, HttpError, GridRow>({
    resource: declaration.name,
    meta: { declaration },
    action: 'edit',
    redirect: false,
    mutationMode: 'pessimistic',
    queryOptions: { enabled: false },
    successNotification: () => ({ type: 'success', message: toastText(declaration, 'updated') }),
    errorNotification: (error) => failureNotification(declaration, 'updateFailed', error?.message),
  });
  const { form, setId } = rowForm;
  const [editing, setEditingState] = useState<EditingRow | null>(null);
  const [saving, setSaving] = useState(false);
  // save() reads the latest state even when a key press arrives in the same tick as the last change
  const latest = useRef<EditingRow | null>(null);
  const writing = useRef(false);
  const setEditing = (next: EditingRow | null) => {
    latest.current = next;
    setEditingState(next);
    setId(next && !next.isNew ? (next.original[declaration.idField] as string | number) : undefined);
  };

  // the form starts from the row (or the draft's defaults) each time another row is opened
  useEffect(() => {
    if (editing) form.resetFields();
  }, [editing?.key]);

  const startEdit = (row: GridRow) => {
    if (latest.current) return;
    setEditing({ key: String(row[declaration.idField]), isNew: false, original: row, initial: pick(row, editable) });
  };

  const startCreate = () => {
    if (latest.current) return;
    const initial = Object.fromEntries(editable.map(({ key, field }) => [key, field.defaultValue ?? fieldValues[field.kind].empty]));
    setEditing({ key: draftKey(), isNew: true, original: {}, initial });
  };

  // names are capitalised as soon as the cell is left
  const blur = (key: string) => {
    const value: unknown = form.getFieldValue(key);
    const normalised = normaliseValues({ [key]: value }, editable.filter((gridField) => gridField.key === key));
    if (normalised[key] !== value) form.setFieldValue(key, normalised[key]);
  };

  const cancel = () => {
    if (!writing.current) setEditing(null);
  };

  const save = async () => {
    const current = latest.current;
    if (!current || writing.current) return;
    // every editable value, those of hidden columns too, with names capitalised before the rules run
    const values = normaliseValues({ ...current.initial, ...pick(form.getFieldsValue(true) as GridRow, editable) }, editable);
    form.setFields(Object.entries(values).map(([name, value]) => ({ name, value })));
    try {
      await form.validateFields();
    } catch {
      return; // each cell shows its rule's message
    }
    const problem = declaration.rowCheck?.(values);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [problem.message] }]);
      return;
    }
    writing.current = true;
    setSaving(true);
    try {
      if (current.isNew) {
        await create(values);
        setEditing(null); // a failed new row goes away with its toast (core.md §8)
      } else if (await updateRow(current, values)) {
        setEditing(null); // a refused edit stays open to be corrected
      }
    } finally {
      writing.current = false;
      setSaving(false);
    }
  };

  const updateRow = async (current: EditingRow, values: GridRow) => {
    if (update) return update(current.original, values);
    try {
      await rowForm.onFinish(values);
      return true;
    } catch {
      return false; // the hook has shown the failure toast
    }
  };

  return { form, formProps: rowForm.formProps, editing, startEdit, startCreate, blur, cancel, save, saving };
};
