import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { exitStatuses, type ExitStatusRow } from '../../../../resources/lookups';

// core.md §9: the exit-status list is kept for 120000 ms.
const EXIT_STATUSES_FRESH_MS = 120_000;

export const useExitStatusOptions = () => {
  const { result, query } = useList<ExitStatusRow>({
    resource: exitStatuses.name,
    meta: { declaration: exitStatuses },
    pagination: { mode: 'off' },
    queryOptions: { staleTime: EXIT_STATUSES_FRESH_MS },
  });
  const options = useMemo(
    () => result.data.map((status) => ({ value: status.exitStatusId, label: status.exitStatusName })),
    [result.data],
  );
  return { options, loading: query.isLoading };
};
