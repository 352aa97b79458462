import { useNotification, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { cashDeskTexts, type CashCount } from '../../../resources/money/cash-desk';
import { errorMessage } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import type { ChangeEdit } from './PaymentsTable';

const PROGRESS_KEY = 'cash-desk-progress';

// The desk's writes (money.md §7 "Cash desk") with the spec's progress, success and failure texts (§8); the server's
// reason goes beneath a failure. Each answers whether it succeeded, then the day is read again.
export const useCashDeskWrites = (refetch: () => Promise<void>) => {
  const { send } = useServerCall();
  const { open } = useNotification();
  const { message } = App.useApp();

  const run = async <Answer>(progress: string, success: string, failure: string, call: () => Promise<Answer>): Promise<Answer | undefined> => {
    void message.open({ key: PROGRESS_KEY, type: 'loading', content: progress, duration: 0 });
    try {
      const answer = await call();
      open?.({ type: 'success', message: success });
      return answer;
    } catch (error) {
      open?.({ type: 'error', message: failure, description: errorMessage(error as HttpError) });
      return undefined;
    } finally {
      message.destroy(PROGRESS_KEY);
      await refetch();
    }
  };

  return {
    openDay: async (date: string, values: { startAmount: string; notes: string | null }) =>
      (await run(cashDeskTexts.updating, cashDeskTexts.created, cashDeskTexts.updateFailed, () =>
        send('post', 'daily-change-record', { recordDate: date, startAmount: values.startAmount, endAmount: null, notes: values.notes }),
      )) !== undefined,
    saveChange: async ({ row, paidByClient, change, notes }: ChangeEdit) =>
      (await run(cashDeskTexts.updating, cashDeskTexts.updated, cashDeskTexts.updateFailed, () =>
        row.cashChangeId === null
          ? send('post', 'cash-change', { paymentId: row.paymentId, paymentChangeAmount: change, notes, totalAmountPaidByClient: paidByClient })
          : send('patch', `cash-change/${row.cashChangeId}`, { id: row.cashChangeId, paymentChangeAmount: change, notes, totalAmountPaidByClient: paidByClient }),
      )) !== undefined,
    count: async (recordId: number, countedAmount: string): Promise<CashCount | undefined> => {
      try {
        return await send<CashCount>('post', `daily-change-record/${recordId}/count`, { countedAmount });
      } catch (error) {
        open?.({ type: 'error', message: cashDeskTexts.updateFailed, description: errorMessage(error as HttpError) });
        return undefined;
      } finally {
        await refetch();
      }
    },
    closeDay: async (recordId: number, values: { endAmount: string; notes: string | null }) =>
      (await run(cashDeskTexts.closing, cashDeskTexts.closed, cashDeskTexts.closeFailed, () => send('post', `daily-change-record/${recordId}/close`, values))) !== undefined,
  };
};
