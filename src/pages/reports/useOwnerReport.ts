import { useReport } from '../../crud/useReport';
import { ownerQueryOptions } from '../../lib/ownerQuery';

export type ReportFilters = { startDate: string; endDate: string; paymentDescriptorIds?: number[]; expenseTypeIds?: number[] };

// A comma list, or nothing when every type is chosen (the server then counts every type, also ones added later).
const idsParam = (ids: number[] | undefined) => (ids === undefined ? {} : { ids: ids.join(',') });

// GET owner/… with the period and the chosen types; a 403 is not asked again (money.md §6).
export const useOwnerReport = <Item>(path: string, filters: ReportFilters, enabled = true) => {
  const query: Record<string, string> = { startDate: filters.startDate, endDate: filters.endDate };
  const descriptors = idsParam(filters.paymentDescriptorIds).ids;
  const expenseTypes = idsParam(filters.expenseTypeIds).ids;
  if (descriptors !== undefined) query.paymentDescriptorIds = descriptors;
  if (expenseTypes !== undefined) query.expenseTypeIds = expenseTypes;
  const { query: result } = useReport<Item[]>(path, {
    query,
    queryOptions: { ...ownerQueryOptions, enabled, placeholderData: (previous) => previous },
  });
  return { items: result.data?.data, query: result };
};
