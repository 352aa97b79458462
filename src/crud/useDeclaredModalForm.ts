import { useModalForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useState } from 'react';
import type { AnyResource } from '../../resources/define';
import { failureNotification, toastText } from '../components/editable-grid/toastText';

type Row = Record<string, unknown>;

// A declaration's add or edit dialog on Refine's useModalForm: the write is the hook's useCreate or useUpdate
// through the data provider (the declaration's path and write names), with the declaration's toasts; a refused
// write keeps the dialog open with the server's reason. An edited row comes from the list already loaded, so the
// form fetches nothing; its fields start from that row.
export const useDeclaredModalForm = (declaration: AnyResource, action: 'create' | 'edit') => {
  const [row, setRow] = useState<Row | null>(null);
  const created = action === 'create';
  const modalForm = useModalForm<BaseRecord, HttpError, BaseRecord>({
    resource: declaration.name,
    meta: { declaration },
    action,
    redirect: false,
    mutationMode: 'pessimistic',
    syncWithLocation: false,
    queryOptions: { enabled: false },
    successNotification: () => ({ type: 'success', message: toastText(declaration, created ? 'created' : 'updated') }),
    errorNotification: (error) => failureNotification(declaration, created ? 'createFailed' : 'updateFailed', error?.message),
  });
  const fieldNames = declaration.form?.fields ?? [];
  const initialValues = Object.fromEntries(fieldNames.map((name) => [name, row?.[name] ?? declaration.fields[name]?.defaultValue]));
  return {
    ...modalForm,
    row,
    initialValues,
    // a row to edit, or nothing for a new one
    open: (next?: Row) => {
      setRow(next ?? null);
      modalForm.show(next ? (next[declaration.idField] as string | number) : undefined);
    },
  };
};

export type DeclaredModalForm = ReturnType<typeof useDeclaredModalForm>;
