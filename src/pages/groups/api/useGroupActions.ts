import type { HttpError } from '@refinedev/core';
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
  // the spec's failure text with the server's message in it
  const failure = (template: string) => (error: HttpError) => ({ message: fillMessage(template, errorMessage(error)) });

  const save = async (group: GroupRow, change: GroupChange) => {
    list.show(applyChange(group, change));
    let saved: GroupRow;
    try {
      const toasts = { success: groupToasts.updated, failure: failure(groupToasts.updateFailed) };
      saved = await api.update(group.classId, changeBody(change, api.apiUrl), toasts);
    } catch {
      list.forget(group.classId);
      return false;
    }
    list.show(saved);
    await reload();
    list.forget(group.classId);
    return true;
  };

  const archive = async (group: GroupRow) => {
    try {
      await api.archive(group, { success: groupToasts.archived, failure: failure(groupToasts.archiveFailed) });
    } catch {
      void reload(); // the first of the two calls may have gone through
      return false;
    }
    await reload();
    return true;
  };

  const refreshSheet = async (group: GroupRow) => {
    try {
      await api.refreshSheet(group.classId, { success: groupToasts.sheetUpdated, failure: failure(groupToasts.sheetFailed) });
    } catch {
      return false;
    }
    void reload(); // a first refresh creates the group's sheet: its link appears on the card
    return true;
  };

  return { save, archive, refreshSheet };
};

export type GroupActions = ReturnType<typeof useGroupActions>;
