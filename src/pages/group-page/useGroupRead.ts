import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';

// One read of the group page (operations.md §7 "Group page and exits"), its state as the page shows it.
export const useGroupRead = <Body>(path: string) => {
  const apiUrl = useApiUrl();
  const { query } = useCustom<Record<string, unknown>, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    errorNotification: false,
  });
  return {
    data: query.data?.data as unknown as Body | undefined,
    loading: query.isLoading,
    error: query.error ?? undefined,
    retry: () => void query.refetch(),
  };
};
