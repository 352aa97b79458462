import { useCreate, useDelete, type BaseKey } from '@refinedev/core';
import type { AnyResource } from '../../../resources/define';
import type { GridRow } from './gridFields';
import { failureNotification, toastText } from './toastText';

// How a grid writes a row; each answers whether the write went through (its toasts are shown either way).
export type GridWrites = {
  create: (values: GridRow) => Promise<boolean>;
  update: (original: GridRow, values: GridRow) => Promise<boolean>;
  remove: (row: GridRow) => Promise<boolean>;
};

const settled = (run: (callbacks: { onSuccess: () => void; onError: () => void }) => void) =>
  new Promise<boolean>((resolve) => run({ onSuccess: () => resolve(true), onError: () => resolve(false) }));

// The declaration's own create and delete through the data provider, with its toasts (an edited row is
// saved by its form: useRowForm).
export const useDeclarationWrites = (declaration: AnyResource): Omit<GridWrites, 'update'> => {
  const { mutate: create } = useCreate<GridRow>();
  const { mutate: remove } = useDelete<GridRow>();
  const target = { resource: declaration.name, meta: { declaration } };
  const idOf = (row: GridRow) => row[declaration.idField] as BaseKey;

  return {
    create: (values) =>
      settled((callbacks) =>
        create(
          {
            ...target,
            values,
            successNotification: () => ({ type: 'success', message: toastText(declaration, 'created') }),
            errorNotification: (error) => failureNotification(declaration, 'createFailed', error?.message),
          },
          callbacks,
        ),
      ),
    remove: (row) =>
      settled((callbacks) =>
        remove(
          {
            ...target,
            id: idOf(row),
            mutationMode: 'pessimistic',
            successNotification: () => ({ type: 'success', message: toastText(declaration, 'deleted') }),
            errorNotification: (error) => failureNotification(declaration, 'deleteFailed', error?.message),
          },
          callbacks,
        ),
      ),
  };
};
