import { useList, useOne } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { expenseList, type ExpenseRow, type ExpenseSummary } from '../../../resources/expenses';
import { readList } from '../../crud/readList';
import { useReport } from '../../crud/useReport';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { filterQuery, listParams, type ExpenseView } from './expenseListQuery';

// expense-info/latest: the latest-dated expense (or null), read as the one record of a read-only declaration
const latestExpense = { ...readList<ExpenseRow>('expense-latest', 'Management', 'expenseId', 'expense-info'), api: { list: 'expense-info', one: 'expense-info/latest' } };

// One page of expense-info through the data provider (the view's filters, sort and page in simple-rest's query)
// and the summary of the whole filtered list (the count for the pager, the sum for the footer), a report.
export const useExpenseList = (view: ExpenseView) => {
  const page = useList<ExpenseRow>({
    resource: expenseList.name,
    meta: { declaration: expenseList },
    ...listParams(view),
    queryOptions: { ...ownerQueryOptions, placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const summary = useReport<ExpenseSummary>('expense-info/summary', {
    query: filterQuery(view),
    queryOptions: { ...ownerQueryOptions, placeholderData: keepPreviousData },
  });
  const totals = summary.result?.data && 'count' in summary.result.data ? (summary.result.data as ExpenseSummary) : undefined;
  return {
    rows: page.query.data?.data,
    summary: totals,
    loading: page.query.isFetching,
    error: page.query.error ?? summary.query.error,
    refetch: () => Promise.all([page.query.refetch(), summary.query.refetch()]),
  };
};

// The latest-dated expense, which a new row is autofilled from (null when there is none).
export const useLatestExpense = () => {
  const { query } = useOne<ExpenseRow>({
    resource: latestExpense.name,
    id: 'latest',
    meta: { declaration: latestExpense },
    queryOptions: ownerQueryOptions,
    errorNotification: false,
  });
  return { row: (query.data?.data ?? null) as ExpenseRow | null, refetch: () => query.refetch() };
};
