import { useApiUrl, useCustom, type BaseRecord, type HttpError, type UseCustomProps } from '@refinedev/core';

export type ReportQuery = Record<string, string | number | boolean | readonly string[] | undefined>; // a list repeats its key

type ReportOptions<Answer extends BaseRecord> = {
  query?: ReportQuery; // a key whose value is undefined is left out
  queryOptions?: UseCustomProps<Answer, HttpError, unknown, unknown, Answer>['queryOptions'];
};

const definedOnly = (query: ReportQuery) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

// The one read of a report: a GET of the spec's own path whose answer is not a list or a record of a declared
// resource (a gradebook, a statistic, a cash day, the schedule grid), through Refine's useCustom. Lists and
// records go through useList/useOne/useTable on their declarations instead. The screens show a failed report
// in place, so there is no toast.
export const useReport = <Answer extends BaseRecord>(path: string, { query, queryOptions }: ReportOptions<Answer> = {}) => {
  const apiUrl = useApiUrl();
  return useCustom<Answer, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    config: query ? { query: definedOnly(query) } : undefined,
    queryOptions,
    errorNotification: false,
  });
};
