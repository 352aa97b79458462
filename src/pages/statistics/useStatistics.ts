import type { DayRange } from '../../../resources/operations/statistics-range';
import { useReport } from '../../crud/useReport';

// One statistics read (operations.md §7). `range`: the period asked for; null while the chosen period is not valid
// (no request goes out, §5); undefined for a read without a period.
export const useStatistics = <Body>(path: string, range: DayRange | null | undefined, enabled = true) => {
  const { query } = useReport(`statistics/${path}`, {
    query: range ? { startDate: range.start, endDate: range.end } : undefined,
    queryOptions: { enabled: enabled && range !== null, placeholderData: (previous) => previous },
  });
  return { data: query.data?.data as Body | undefined, loading: query.isLoading, error: query.error, retry: () => void query.refetch() };
};
