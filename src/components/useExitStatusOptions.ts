import { useMemo } from 'react';
import { exitStatuses } from '../../resources/lookups';
import { useOpenedOnce } from '../lib/useOpenedOnce';
import { useReferenceOptions } from './useReferenceOptions';

// core.md §9: the exit-status list is kept for 120000 ms.
const EXIT_STATUSES_FRESH_MS = 120_000;

// The reasons to archive an application or a student, as choices keyed by their numeric ids, for the archive dialog:
// asked for once it has first opened, not with the list's first screen (issue 21: one request fewer there).
export const useExitStatusOptions = (dialogOpen: boolean) => {
  const enabled = useOpenedOnce(dialogOpen);
  const { options, loading } = useReferenceOptions(exitStatuses.name, { staleTime: EXIT_STATUSES_FRESH_MS, enabled });
  return useMemo(
    () => ({ options: options.map((option) => ({ value: Number(option.value), label: option.label })), loading }),
    [options, loading],
  );
};
