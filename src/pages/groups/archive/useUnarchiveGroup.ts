import { useNotification } from '@refinedev/core';
import { groupToasts, type ArchivedGroupRow } from '../../../../resources/groups';
import { fillMessage } from '../../../lib/message';
import { errorMessage } from '../../../crud/serverErrors';
import { useGroupApi } from '../api/useGroupApi';
import { useReloadGroups } from '../api/useReloadGroups';

// operations.md §7: PATCH classes/{classId} with isArchived false; the group goes back to the active list.
export const useUnarchiveGroup = () => {
  const api = useGroupApi();
  const reload = useReloadGroups();
  const { open } = useNotification();
  return async (group: ArchivedGroupRow) => {
    try {
      await api.unarchive(group.classId);
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(groupToasts.unarchiveFailed, errorMessage(error)) });
      return false;
    }
    open?.({ type: 'success', message: groupToasts.unarchived });
    await reload();
    return true;
  };
};
