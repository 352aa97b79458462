import { useList } from '@refinedev/core';
import { exitStatuses, type ExitStatusRow } from '../../../../resources/lookups';

// core.md §9: the exit-status list is cached for 120000 ms.
const EXIT_STATUSES_FRESH_MS = 120_000;

export const useExitStatusOptions = () => {
  const { result } = useList<ExitStatusRow>({
    resource: exitStatuses.name,
    meta: { declaration: exitStatuses },
    pagination: { mode: 'off' },
    queryOptions: { staleTime: EXIT_STATUSES_FRESH_MS },
  });
  return result.data.map((status) => ({ value: status.exitStatusId, label: status.exitStatusName }));
};
