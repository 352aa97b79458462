import { useList, type BaseRecord } from '@refinedev/core';
import type { CashCount, CashExpenseRow, CashPaymentRow, CashStatistics, LatestRecord } from '../../../resources/money/cash-desk';
import { expensePaymentTypes as expensePaymentTypeList, type ExpensePaymentTypeRow } from '../../../resources/expenses';
import { paymentDescriptors } from '../../../resources/payment-descriptors';
import type { PaymentDescriptorRow } from '../../../resources/payment-new';
import type { AnyResource } from '../../../resources';
import { useReport, type ReportQuery } from '../../crud/useReport';
import { idQuery } from './cashDeskInput';

// The reads of the cash desk (money.md §7 "Cash desk"), each shown in place when it fails (no toast).
const useRead = <Answer>(path: string, query?: ReportQuery) => {
  const { query: read } = useReport<BaseRecord>(path, { query, queryOptions: { placeholderData: (previous) => previous } });
  return { data: read.data?.data as unknown as Answer | undefined, loading: read.isLoading, fetching: read.isFetching, error: read.error, refetch: () => read.refetch() };
};

// A whole list of a declaration, in the shape of the reads above.
const useWholeList = <Row extends BaseRecord>(declaration: AnyResource) => {
  const { query } = useList<Row>({ resource: declaration.name, meta: { declaration }, pagination: { mode: 'off' }, errorNotification: false });
  return { data: query.data?.data, loading: query.isLoading, fetching: query.isFetching, error: query.error, refetch: () => query.refetch() };
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
  const descriptors = useWholeList<PaymentDescriptorRow>(paymentDescriptors);
  const expensePaymentTypes = useWholeList<ExpensePaymentTypeRow>(expensePaymentTypeList);
  return { descriptors, expensePaymentTypes };
};
