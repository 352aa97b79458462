import { useApiUrl, useCustom, type BaseRecord } from '@refinedev/core';
import type { CashCount, CashExpenseRow, CashPaymentRow, CashStatistics, LatestRecord } from '../../../resources/money/cash-desk';
import type { ExpensePaymentTypeRow } from '../../../resources/expenses';
import type { PaymentDescriptorRow } from '../../../resources/payment-new';
import { idQuery } from './cashDeskInput';

// The reads of the cash desk (money.md §7 "Cash desk"), each shown in place when it fails (no toast).
const useRead = <Answer>(path: string, query?: Record<string, string | undefined>, enabled = true) => {
  const apiUrl = useApiUrl();
  const { query: read } = useCustom<BaseRecord>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    config: { query: query ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) : undefined },
    queryOptions: { enabled, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return { data: read.data?.data as unknown as Answer | undefined, loading: read.isLoading, fetching: read.isFetching, error: read.error, refetch: () => read.refetch() };
};

export const useCashDay = (date: string, descriptorIds: number[], expensePaymentTypeIds: number[]) => {
  const filter = { date, descriptorIds: idQuery(descriptorIds), expensePaymentTypeIds: idQuery(expensePaymentTypeIds) };
  const statistics = useRead<CashStatistics>('cash-change/statistics', filter);
  const payments = useRead<CashPaymentRow[]>('cash-change/list', filter);
  const expenses = useRead<CashExpenseRow[]>('cash-change/expenses', filter);
  const counts = useRead<CashCount[]>('cash-change/counts', { date });
  const latest = useRead<LatestRecord>('cash-change/latest-record');
  const refetch = async () => {
    await Promise.all([statistics.refetch(), payments.refetch(), expenses.refetch(), counts.refetch(), latest.refetch()]);
  };
  return { statistics, payments, expenses, counts, latest, refetch };
};

export const useCashDeskTypes = () => {
  const descriptors = useRead<PaymentDescriptorRow[]>('payment-descriptors-info');
  const expensePaymentTypes = useRead<ExpensePaymentTypeRow[]>('expense-payment-types-info');
  return { descriptors, expensePaymentTypes };
};
