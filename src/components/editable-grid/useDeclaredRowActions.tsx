import { useState } from 'react';
import type { AnyResource, RowActionDeclaration } from '../../../resources/define';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { icons, isIconName } from '../../layout/icons';
import { fillMessage } from '../../lib/message';
import { ConfirmDialog } from '../ConfirmDialog';
import type { GridRow } from './gridFields';
import { PermittedRowActionButton } from './PermittedRowActionButton';
import { RowActionButton } from './RowActionButton';

type Chosen = { action: RowActionDeclaration; row: GridRow };

// '{field}' in a declared text is the row's value of that field
export const fillRowText = (text: string, row: GridRow) =>
  text.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(row, key) ? String(row[key] ?? '') : placeholder));

// The row actions a declaration names (resources/define.ts RowActionDeclaration): a button per action on each
// row, its confirmation, then its one call through useServerCall with its toasts and the lists read again.
export const useDeclaredRowActions = (declaration: AnyResource) => {
  const { write, writing } = useServerCall();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [open, setOpen] = useState(false); // the last choice stays shown while the dialog closes
  const actions = declaration.rowActions ?? [];

  const run = async ({ action, row }: Chosen) => {
    await write({
      method: action.call.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete',
      path: action.call.path.replace(':id', encodeURIComponent(String(row[declaration.idField]))),
      values: action.body,
      success: action.toasts.success,
      failure: (error) => ({ message: fillMessage(action.toasts.failure, serverMessageOf(error) ?? error.message) }),
      refresh: [...action.refresh],
    });
    setOpen(false); // a refusal has said why in its toast
  };

  const buttons = (row: GridRow, busy: boolean) =>
    actions
      .filter((action) => !action.onlyWith || (row[action.onlyWith] !== null && row[action.onlyWith] !== undefined))
      .map((action) => {
        const props = {
          label: action.label,
          icon: isIconName(action.icon) ? icons[action.icon] : undefined,
          disabled: busy,
          onClick: () => {
            setChosen({ action, row });
            setOpen(true);
          },
        };
        return action.permission ? (
          <PermittedRowActionButton key={action.label} permission={action.permission} {...props} />
        ) : (
          <RowActionButton key={action.label} {...props} />
        );
      });

  const dialog = (
    <ConfirmDialog
      open={open}
      title={chosen?.action.confirm.title ?? ''}
      text={chosen && fillRowText(chosen.action.confirm.text, chosen.row)}
      confirmText={chosen?.action.label ?? ''}
      loading={writing}
      onConfirm={() => (chosen ? run(chosen) : undefined)}
      onCancel={() => setOpen(false)}
    />
  );

  return { hasActions: actions.length > 0, buttons, dialog };
};
