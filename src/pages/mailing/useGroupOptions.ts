import { sortedByLabel } from '../../lib/byLabel';
import { useActiveGroups } from './mailingReads';

// The active groups as choices (teacher-sheets-info, core.md §7), by name.
export const useGroupOptions = () => {
  const { data, loading, error } = useActiveGroups();
  const options = sortedByLabel((data ?? []).map((group) => ({ value: group.classId, label: group.className })));
  return { options, loading, error };
};
