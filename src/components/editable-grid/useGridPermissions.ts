import { useCan } from '@refinedev/core';
import type { AnyResource } from '../../../resources/define';

export type GridPermissions = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

// Refine's action names; the access provider turns them into CASL's on the declaration's subject.
type RefineAction = 'create' | 'edit' | 'delete';

// Until the access provider has answered, the grid stays read-only: better a late button than a wrong one.
const useAllowed = (declaration: AnyResource, action: RefineAction) =>
  useCan({ resource: declaration.name, action }).data?.can === true;

// Without update rights the grid is read-only (core.md §2.11): no actions column, no adding, no deleting.
// mayUpdate is the user's right alone: a read-only list's own row actions (a new registration code) ask only it.
export const useGridPermissions = (declaration: AnyResource): GridPermissions & { mayUpdate: boolean } => {
  const mayCreate = useAllowed(declaration, 'create');
  const mayUpdate = useAllowed(declaration, 'edit');
  const mayDelete = useAllowed(declaration, 'delete');
  const canUpdate = mayUpdate && !!declaration.api.update;
  return {
    mayUpdate,
    canUpdate,
    canCreate: canUpdate && mayCreate && !!declaration.api.create,
    canDelete: canUpdate && mayDelete && !!declaration.api.remove,
  };
};
