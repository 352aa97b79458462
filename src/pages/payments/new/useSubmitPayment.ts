import { useNotification, type HttpError } from '@refinedev/core';
import { useRef, useState } from 'react';
import { fromKopecks } from '../../../../resources/money/kopecks';
import { paymentDetailsHistory, paymentsHistory } from '../../../../resources/payment-history';
import type { AddPaymentBody } from '../../../../resources/money/payment-body';
import { paymentToasts, type AddPaymentAnswer, type DuplicateAnswer, type DuplicateDetail } from '../../../../resources/payment-new';
import { serverMessageOf } from '../../../crud/serverErrors';
import { useServerCall } from '../../../crud/useServerCall';
import type { AddPaymentInput } from '../../../../resources/money/payment-body';

// Lists that show what a payment changes (the other payment screens read them again).
const REFRESHED = [paymentsHistory.name, paymentDetailsHistory.name, 'debtors'];

type Pending = { input: AddPaymentInput; change: number };

// POST addPayment, then POST cash-change when change was given (money.md §4, §7, §8; docs/api-money.md).
// - One Idempotency-Key per attempt at a body (useServerCall's idempotent): a double click or a retry of the same
//   body after a lost answer reuses it (the server answers the same payment), another body (the confirmed resend
//   included) gets a new one.
// - addPayment's 409 is read as an answer (meta.answerStatuses): the duplicate warning's duplicateDetails do not
//   survive Refine's HttpError ({message, statusCode, errors}).
// - The toast comes after both calls, so it says whether the change was saved too: the calls themselves are quiet.
export const useSubmitPayment = ({ onSaved }: { onSaved: () => void }) => {
  const { apiUrl, call, refresh } = useServerCall();
  const { open } = useNotification();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const [duplicates, setDuplicates] = useState<{ details: DuplicateDetail[]; pending: Pending } | null>(null);

  const registerChange = async (paymentId: number, change: number) => {
    try {
      await call({
        method: 'post',
        path: 'cash-change',
        values: { payment: `${apiUrl}/payments/${paymentId}`, changeAmount: fromKopecks(change), notes: null },
        idempotent: true,
      });
      return true;
    } catch {
      return false;
    }
  };

  const send = async ({ input, change }: Pending) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const answer = await call<AddPaymentAnswer | DuplicateAnswer>({
        method: 'post',
        path: 'addPayment',
        values: input,
        idempotent: true,
        meta: { answerStatuses: [409] },
      });
      if ('duplicateDetails' in answer) {
        setDuplicates({ details: answer.duplicateDetails, pending: { input, change } });
        return;
      }
      const { paymentId } = answer;
      const changeSaved = change > 0 ? await registerChange(paymentId, change) : true;
      open?.(changeSaved ? { type: 'success', message: paymentToasts.created } : { type: 'error', message: paymentToasts.changeFailed });
      await refresh(REFRESHED).catch(() => undefined);
      onSaved();
    } catch (error) {
      const message = serverMessageOf(error as HttpError);
      open?.({ type: 'error', message: message ? paymentToasts.failedWith(message) : paymentToasts.failed });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return {
    saving,
    submit: (body: AddPaymentBody, input: AddPaymentInput) => send({ input, change: body.change }),
    duplicates: duplicates?.details ?? null,
    // the confirmed resend: the same payment with possibleDuplicateConfirmed, so another body and another key
    confirmDuplicate: () => {
      if (!duplicates) return;
      setDuplicates(null);
      void send({ ...duplicates.pending, input: { ...duplicates.pending.input, possibleDuplicateConfirmed: true } });
    },
    cancelDuplicate: () => setDuplicates(null),
  };
};
