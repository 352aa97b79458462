import type { HttpError } from '@refinedev/core';
import { App } from 'antd';
import { cashDeskTexts, type CashCount } from '../../../resources/money/cash-desk';
import { errorMessage } from '../../crud/serverErrors';
import { useServerCall, type CallRequest } from '../../crud/useServerCall';
import type { ChangeEdit } from './PaymentsTable';

const PROGRESS_KEY = 'cash-desk-progress';

type DeskCall<Answer> = Pick<CallRequest<Answer>, 'method' | 'path' | 'values'>;

// the spec's failure text with the server's reason beneath it
const failure = (message: string) => (error: HttpError) => ({ message, description: errorMessage(error) });

// The desk's writes (money.md §7 "Cash desk") with the spec's progress, success and failure texts (§8); the server's
// reason goes beneath a failure. Each answers whether it succeeded, then the day is read again. Each is a money
// write: it carries an Idempotency-Key, the same for a retry of the same values (useServerCall's idempotent).
export const useCashDeskWrites = (refetch: () => Promise<void>) => {
  const { call } = useServerCall();
  const { message } = App.useApp();

  const run = async <Answer>(progress: string, success: string, failed: string, request: DeskCall<Answer>): Promise<Answer | undefined> => {
    void message.open({ key: PROGRESS_KEY, type: 'loading', content: progress, duration: 0 });
    try {
      return await call<Answer>({ ...request, idempotent: true, success, failure: failure(failed) });
    } catch {
      return undefined; // the failure toast has said why
    } finally {
      message.destroy(PROGRESS_KEY);
      await refetch();
    }
  };

  return {
    openDay: async (date: string, values: { startAmount: string; notes: string | null }) =>
      (await run(cashDeskTexts.updating, cashDeskTexts.created, cashDeskTexts.updateFailed, {
        method: 'post',
        path: 'daily-change-record',
        values: { recordDate: date, startAmount: values.startAmount, endAmount: null, notes: values.notes },
      })) !== undefined,
    saveChange: async ({ row, paidByClient, change, notes }: ChangeEdit) =>
      (await run(
        cashDeskTexts.updating,
        cashDeskTexts.updated,
        cashDeskTexts.updateFailed,
        row.cashChangeId === null
          ? { method: 'post', path: 'cash-change', values: { paymentId: row.paymentId, paymentChangeAmount: change, notes, totalAmountPaidByClient: paidByClient } }
          : {
              method: 'patch',
              path: `cash-change/${row.cashChangeId}`,
              values: { id: row.cashChangeId, paymentChangeAmount: change, notes, totalAmountPaidByClient: paidByClient },
            },
      )) !== undefined,
    count: async (recordId: number, countedAmount: string): Promise<CashCount | undefined> => {
      try {
        return await call<CashCount>({
          method: 'post',
          path: `daily-change-record/${recordId}/count`,
          values: { countedAmount },
          idempotent: true,
          failure: failure(cashDeskTexts.updateFailed),
        });
      } catch {
        return undefined; // the failure toast has said why
      } finally {
        await refetch();
      }
    },
    closeDay: async (recordId: number, values: { endAmount: string; notes: string | null }) =>
      (await run(cashDeskTexts.closing, cashDeskTexts.closed, cashDeskTexts.closeFailed, {
        method: 'post',
        path: `daily-change-record/${recordId}/close`,
        values,
      })) !== undefined,
  };
};
