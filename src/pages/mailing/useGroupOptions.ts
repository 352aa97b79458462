import type { GroupRow } from '../../../resources/groups';
import { useMailingRead } from './useMailingRead';

// The active groups as choices (teacher-sheets-info, core.md §7), by name.
export const useGroupOptions = () => {
  const { data, loading, error } = useMailingRead<GroupRow[]>('teacher-sheets-info');
  const options = (data ?? [])
    .map((group) => ({ value: group.classId, label: group.className }))
    .sort((left, right) => left.label.localeCompare(right.label, 'ru'));
  return { options, loading, error };
};
