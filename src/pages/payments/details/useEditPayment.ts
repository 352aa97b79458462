import { useOne } from '@refinedev/core';
import { useState } from 'react';
import type { EditPaymentInput } from '../../../../resources/money/payment-body';
import { paymentDetailsHistory, paymentHistoryToasts, paymentsHistory, type PaymentRow } from '../../../../resources/payment-history';
import { useServerCall } from '../../../crud/useServerCall';
import { fillMessage } from '../../../lib/message';

// The payment the modal edits (GET payments-info/{id}) and its save (PATCH payments-info/{id} with If-Match: the
// version read, so an edit made meanwhile by someone else is refused, not overwritten). After a save the payments
// lists are read again.
export const useEditPayment = (paymentId: number | null, onSaved: () => void) => {
  const { call } = useServerCall();
  const [saving, setSaving] = useState(false);
  const { result, query } = useOne<PaymentRow>({
    resource: paymentsHistory.name,
    id: paymentId ?? 0,
    meta: { declaration: paymentsHistory },
    queryOptions: { enabled: paymentId !== null, gcTime: 0 },
    errorNotification: false,
  });

  const save = async (input: EditPaymentInput) => {
    if (!result || saving) return;
    setSaving(true);
    try {
      await call({
        method: 'patch',
        path: `payments-info/${result.paymentId}`,
        values: input,
        headers: { 'If-Match': `"${result.version}"` },
        idempotent: true,
        success: paymentHistoryToasts.updated,
        failure: (error) => ({ message: fillMessage(paymentHistoryToasts.updateFailed, error.message) }),
        refresh: [paymentDetailsHistory.name, paymentsHistory.name],
      });
      onSaved();
    } catch {
      // the failure toast has said why; the modal stays open with what was typed
    } finally {
      setSaving(false);
    }
  };

  return { payment: paymentId === null ? undefined : result, loading: query.isLoading, failed: query.isError, retry: () => void query.refetch(), save, saving };
};
