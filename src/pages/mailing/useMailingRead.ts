import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';

type ReadOptions<Body> = {
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  enabled?: boolean;
  refetchInterval?: number | false;
  // read again every refetchInterval only while the answer says so (a mailing still PENDING)
  refetchWhile?: (body: Body | undefined) => boolean;
};

// One GET of the mailing screens (operations.md §7 "Mailing"), with the state a screen shows.
export const useMailingRead = <Body>(path: string, { query, enabled = true, refetchInterval = false, refetchWhile }: ReadOptions<Body> = {}) => {
  const apiUrl = useApiUrl();
  const { query: read } = useCustom<Record<string, unknown>, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    config: { query },
    errorNotification: false,
    queryOptions: {
      enabled,
      refetchInterval: refetchWhile
        ? (state) => (refetchWhile(state.state.data?.data as unknown as Body | undefined) ? refetchInterval : false)
        : refetchInterval,
    },
  });
  return {
    data: read.data?.data as unknown as Body | undefined,
    loading: read.isLoading,
    fetching: read.isFetching,
    error: read.error ?? undefined,
    retry: () => void read.refetch(),
  };
};
