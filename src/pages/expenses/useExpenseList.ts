import { useApiUrl, useCustom } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { ExpenseRow, ExpenseSummary } from '../../../resources/expenses';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { filterQuery, listQuery, type ExpenseView } from './expenseListQuery';

// One page of expense-info and the summary of the whole filtered list (the count for the pager, the sum for the
// footer), both asked with the view's filters.
export const useExpenseList = (view: ExpenseView) => {
  const apiUrl = useApiUrl();
  const page = useCustom<ExpenseRow[]>({
    url: `${apiUrl}/expense-info`,
    method: 'get',
    config: { query: listQuery(view) },
    queryOptions: { ...ownerQueryOptions, placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const summary = useCustom<ExpenseSummary>({
    url: `${apiUrl}/expense-info/summary`,
    method: 'get',
    config: { query: filterQuery(view) },
    queryOptions: { ...ownerQueryOptions, placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const rows = Array.isArray(page.result?.data) ? (page.result.data as ExpenseRow[]) : undefined;
  const totals = summary.result?.data && 'count' in summary.result.data ? (summary.result.data as ExpenseSummary) : undefined;
  return {
    rows,
    summary: totals,
    loading: page.query.isFetching,
    error: page.query.error ?? summary.query.error,
    refetch: () => Promise.all([page.query.refetch(), summary.query.refetch()]),
  };
};
