import { useUpdate, type BaseKey } from '@refinedev/core';
import type { AnyResource } from '../../../resources/define';
import { fillMessage } from '../../lib/message';

export type ArchiveToasts = { archived: string; archiveFailed: string; restored: string; restoreFailed: string };

// Archives a row of a declaration, or brings it back: the declaration's update (PATCH { isArchived }) through
// Refine's useUpdate, which reads the list again, with the screen's own toasts.
export const useArchiveToggle = (declaration: AnyResource, toasts: ArchiveToasts) => {
  const { mutateAsync, mutation } = useUpdate();
  const toggle = async (id: BaseKey, isArchived: boolean) => {
    try {
      await mutateAsync({
        resource: declaration.name,
        meta: { declaration },
        id,
        values: { isArchived },
        mutationMode: 'pessimistic',
        successNotification: () => ({ type: 'success', message: isArchived ? toasts.archived : toasts.restored }),
        errorNotification: (error) => ({ type: 'error', message: fillMessage(isArchived ? toasts.archiveFailed : toasts.restoreFailed, error?.message) }),
      });
      return true;
    } catch {
      return false; // the failure's toast is shown
    }
  };
  return { toggle, toggling: mutation.isPending };
};
