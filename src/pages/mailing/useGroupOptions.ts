import { useActiveGroups } from './mailingReads';

// The active groups as choices (teacher-sheets-info, core.md §7), by name.
export const useGroupOptions = () => {
  const { data, loading, error } = useActiveGroups();
  const options = (data ?? [])
    .map((group) => ({ value: group.classId, label: group.className }))
    .sort((left, right) => left.label.localeCompare(right.label, 'ru'));
  return { options, loading, error };
};
