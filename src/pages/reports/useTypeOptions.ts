import { useList } from '@refinedev/core';
import { expenseTypes, type ExpenseTypeRow } from '../../../resources/expenses';
import { paymentDescriptors } from '../../../resources/payment-descriptors';
import type { PaymentDescriptorRow } from '../../../resources/payment-new';

export type TypeOption = { id: number; name: string };

const whole = { pagination: { mode: 'off' as const }, errorNotification: false as const };

// The payment types and the expense types the filter drawers list, whole lists of their declarations.
export const usePaymentTypeOptions = (enabled = true) => {
  const { query } = useList<PaymentDescriptorRow>({
    resource: paymentDescriptors.name,
    meta: { declaration: paymentDescriptors },
    ...whole,
    queryOptions: { enabled },
  });
  const options: TypeOption[] | undefined = query.data?.data.map((row) => ({ id: row.paymentDescriptorId, name: row.paymentDescriptorName }));
  return { options, failed: query.isError };
};

export const useExpenseTypeOptions = (enabled = true) => {
  const { query } = useList<ExpenseTypeRow>({ resource: expenseTypes.name, meta: { declaration: expenseTypes }, ...whole, queryOptions: { enabled } });
  const options: TypeOption[] | undefined = query.data?.data.map((row) => ({ id: row.expenseTypeId, name: row.expenseTypeName }));
  return { options, failed: query.isError };
};
