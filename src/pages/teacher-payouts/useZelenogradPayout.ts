import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import type { ZelenogradPayout } from '../../../resources/money/payouts-api';
import { useReport } from '../../crud/useReport';
import { useServerCall } from '../../crud/useServerCall';
import { ownerQueryOptions } from '../../lib/ownerQuery';
import { englishFailures } from './payoutTexts';

export type PendingOverrides = { students: Record<string, boolean>; classes: Record<string, boolean> };
const none: PendingOverrides = { students: {}, classes: {} };

// Centre 2 (money.md §4, §7 "Payouts, centre 2"): the payout read on every visit; ticks wait as pending
// overrides until Apply sends them (POST the same path) or Reset clears them. The page remounts this for another
// teacher or cycle, so pending ticks never carry over.
export const useZelenogradPayout = (teacherId: number, cycle: number) => {
  const { send } = useServerCall();
  const { open } = useNotification();
  const [pending, setPending] = useState<PendingOverrides>(none);
  const [applying, setApplying] = useState(false);
  const path = `owner/teacher-payout/zelenograd/calculate/${teacherId}/${cycle}`;
  const { query, result } = useReport<ZelenogradPayout>(path, { queryOptions: ownerQueryOptions });
  const payout = result?.data && 'classes' in result.data ? result.data : undefined;
  const pendingCount = Object.keys(pending.students).length + Object.keys(pending.classes).length;

  const toggle = (kind: keyof PendingOverrides, key: string, value: boolean, stored: boolean) =>
    setPending((current) => {
      const next = { ...current[kind] };
      if (value === stored) delete next[key];
      else next[key] = value;
      return { ...current, [kind]: next };
    });

  const apply = async () => {
    setApplying(true);
    try {
      const ticks = { staffId: teacherId, classCycle: cycle, studentOverrides: pending.students, classOverrides: pending.classes };
      await send('post', path, ticks, { idempotent: true }); // a retry of the same ticks is answered, not done twice
      open?.({ type: 'success', message: 'Изменения применены' });
      setPending(none);
      await query.refetch();
    } catch (error) {
      open?.({ type: 'error', message: englishFailures.apply, description: (error as Error | null)?.message });
    } finally {
      setApplying(false);
    }
  };

  return {
    payout,
    loading: query.isLoading,
    fetching: query.isFetching || applying,
    error: payout ? null : query.error,
    refetch: () => void query.refetch(),
    pending,
    pendingCount,
    toggleStudent: (key: string, value: boolean, stored: boolean) => toggle('students', key, value, stored),
    toggleClass: (classId: number, value: boolean, stored: boolean) => toggle('classes', String(classId), value, stored),
    apply,
    reset: () => setPending(none),
  };
};
