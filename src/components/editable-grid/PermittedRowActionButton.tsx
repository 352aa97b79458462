import { useCan } from '@refinedev/core';
import type { Action, Subject } from '../../../resources/abilities';
import { RowActionButton, type RowActionButtonProps } from './RowActionButton';

// A row's button that needs a right of its own besides updating the list (ending a staff member's sessions: the
// owner's alone). Hidden until the access provider has said yes.
export function PermittedRowActionButton({ permission, ...props }: RowActionButtonProps & { permission: { action: Action; subject: Subject } }) {
  const allowed = useCan({ action: permission.action, params: { subject: permission.subject } }).data?.can === true;
  return allowed ? <RowActionButton {...props} /> : null;
}
