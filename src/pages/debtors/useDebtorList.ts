import { useApiUrl, useCustom, type BaseRecord } from '@refinedev/core';

// One of the debtors page's lists (money.md §7): a whole list, read when its tab is first shown and kept by Refine's
// query cache while the other tabs are open. Errors are shown in place, with a retry, not as a toast.
export const useDebtorList = <Row extends BaseRecord>(path: string, enabled = true) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<Row[]>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    queryOptions: { enabled },
    errorNotification: false,
  });
  // before the first answer (or while the tab is not shown) Refine's result holds no array
  const rows = Array.isArray(result?.data) ? (result.data as Row[]) : undefined;
  return {
    rows,
    loading: query.isLoading,
    fetching: query.isFetching,
    error: rows ? null : query.error,
    refetch: () => query.refetch(),
  };
};
