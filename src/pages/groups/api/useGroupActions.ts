import { useNotification } from '@refinedev/core';
import { groupToasts, type GroupRow } from '../../../../resources/groups';
import { fillMessage } from '../../../lib/message';
import { applyChange, changeBody, type GroupChange } from '../card/groupChanges';
import { errorMessage } from '../../../crud/serverErrors';
import { useGroupApi } from './useGroupApi';
import type { GroupList } from './useGroupList';
import { useReloadGroups } from './useReloadGroups';

// The writes of a group card (core.md §2.5, §7.2) with the toasts of §8. Each answers whether it succeeded.
export const useGroupActions = (list: Pick<GroupList, 'show' | 'forget'>) => {
  const api = useGroupApi();
  const reload = useReloadGroups();
  const { open } = useNotification();
  const fail = (template: string, error: unknown) =>
    open?.({ type: 'error', message: fillMessage(template, errorMessage(error)) });

  const save = async (group: GroupRow, change: GroupChange) => {
    list.show(applyChange(group, change));
    let saved: GroupRow;
    try {
      saved = await api.update(group.classId, changeBody(change, api.apiUrl));
    } catch (error) {
      list.forget(group.classId);
      fail(groupToasts.updateFailed, error);
      return false;
    }
    list.show(saved);
    open?.({ type: 'success', message: groupToasts.updated });
    await reload();
    list.forget(group.classId);
    return true;
  };

  const archive = async (group: GroupRow) => {
    try {
      await api.archive(group);
    } catch (error) {
      fail(groupToasts.archiveFailed, error);
      void reload(); // the first of the two calls may have gone through
      return false;
    }
    open?.({ type: 'success', message: groupToasts.archived });
    await reload();
    return true;
  };

  const refreshSheet = async (group: GroupRow) => {
    try {
      await api.refreshSheet(group.classId);
    } catch (error) {
      fail(groupToasts.sheetFailed, error);
      return false;
    }
    open?.({ type: 'success', message: groupToasts.sheetUpdated });
    void reload(); // a first refresh creates the group's sheet: its link appears on the card
    return true;
  };

  return { save, archive, refreshSheet };
};

export type GroupActions = ReturnType<typeof useGroupActions>;
