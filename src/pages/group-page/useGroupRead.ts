import type { BaseRecord } from '@refinedev/core';
import { useReport } from '../../crud/useReport';

// One read of the group page (operations.md §7 "Group page and exits"), its state as the page shows it.
export const useGroupRead = <Body extends BaseRecord>(path: string) => {
  const { query } = useReport<Body>(path);
  return {
    data: query.data?.data,
    loading: query.isLoading,
    error: query.error ?? undefined,
    retry: () => void query.refetch(),
  };
};
