import { useApiUrl, useCustom, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { payoutTexts, type SnapshotAnswer } from '../../../resources/money/payouts-api';
import { useServerCall } from '../../crud/useServerCall';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { englishFailures } from './payoutTexts';

// Centre 1 (money.md §7 "Payouts, centre 1"): opening a teacher and cycle posts snapshot-recalculate, which
// creates the snapshot or recalculates it keeping its adjustments; every write answers the new snapshot.
export const useOdintsovoSnapshot = (teacherId: number, cycle: number) => {
  const apiUrl = useApiUrl();
  const { send } = useServerCall();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const { query, result } = useCustom<SnapshotAnswer>({
    url: `${apiUrl}/owner/teacher-payout/snapshot-recalculate/${teacherId}/${cycle}/ODINTSOVO`,
    method: 'post',
    config: { payload: {} },
    queryOptions: { ...ownerQueryOptions, staleTime: Infinity, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const answer = result?.data && 'details' in result.data ? result.data : undefined;

  const run = async (path: string, body: object | undefined, success: string, failure: string, method: 'post' | 'delete' = 'post') => {
    setBusy(true);
    try {
      await send(method, path, body, { idempotent: true }); // a retry of the same change is answered, not done twice
      await query.refetch();
      open?.({ type: 'success', message: success });
      return true;
    } catch (error) {
      open?.({ type: 'error', message: failure, description: (error as Error | null)?.message });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const params = `${teacherId}/${cycle}/ODINTSOVO`;
  return {
    answer,
    loading: query.isLoading,
    fetching: query.isFetching || busy,
    error: answer ? null : query.error,
    refetch: () => void query.refetch(),
    addOverride: (detailId: number, newAmount: string, reason: string) =>
      run(`owner/teacher-payout/override/${detailId}`, { newAmount, reason: reason.trim() || null }, payoutTexts.overrideAdded, englishFailures.override),
    removeOverride: (overrideId: number) =>
      run(`owner/teacher-payout/override/${overrideId}`, undefined, payoutTexts.overrideRemoved, englishFailures.remove, 'delete'),
    recalculateWithOverrides: () =>
      run(`owner/teacher-payout/recalculate-with-overrides/${params}`, {}, payoutTexts.recalculatedWithOverrides, englishFailures.recalculate),
    recalculateFresh: () => run(`owner/teacher-payout/recalculate-fresh/${params}`, {}, payoutTexts.recalculated, englishFailures.recalculate),
  };
};
