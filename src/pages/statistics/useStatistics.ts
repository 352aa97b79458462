import { useApiUrl, useCustom } from '@refinedev/core';
import type { DayRange } from '../../../resources/operations/statistics-range';

// One statistics read (operations.md §7). `range`: the period asked for; null while the chosen period is not valid
// (no request goes out, §5); undefined for a read without a period.
export const useStatistics = <Body>(path: string, range: DayRange | null | undefined, enabled = true) => {
  const apiUrl = useApiUrl();
  const { query } = useCustom({
    url: `${apiUrl}/statistics/${path}`,
    method: 'get',
    config: range ? { query: { startDate: range.start, endDate: range.end } } : undefined,
    queryOptions: { enabled: enabled && range !== null, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return { data: query.data?.data as Body | undefined, loading: query.isLoading, error: query.error, retry: () => void query.refetch() };
};
