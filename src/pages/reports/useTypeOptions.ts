import { useApiUrl, useCustom } from '@refinedev/core';
import type { ExpenseTypeRow } from '../../../resources/expenses';
import type { PaymentDescriptorRow } from '../../../resources/payment-new';

export type TypeOption = { id: number; name: string };

// The payment types and the expense types the filter drawers list.
export const usePaymentTypeOptions = (enabled = true) => {
  const apiUrl = useApiUrl();
  const { query } = useCustom<PaymentDescriptorRow[]>({
    url: `${apiUrl}/payment-descriptors-info`,
    method: 'get',
    queryOptions: { enabled },
    errorNotification: false,
  });
  const options: TypeOption[] | undefined = query.data?.data.map((row) => ({ id: row.paymentDescriptorId, name: row.paymentDescriptorName }));
  return { options, failed: query.isError };
};

export const useExpenseTypeOptions = (enabled = true) => {
  const apiUrl = useApiUrl();
  const { query } = useCustom<ExpenseTypeRow[]>({
    url: `${apiUrl}/expense-types-info`,
    method: 'get',
    queryOptions: { enabled },
    errorNotification: false,
  });
  const options: TypeOption[] | undefined = query.data?.data.map((row) => ({ id: row.expenseTypeId, name: row.expenseTypeName }));
  return { options, failed: query.isError };
};
