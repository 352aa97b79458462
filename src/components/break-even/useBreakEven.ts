import { useCan } from '@refinedev/core';
import { useEffect } from 'react';
import type { BreakEvenRow } from '../../../resources/money/break-even';
import { useReport } from '../../crud/useReport';
import { ownerQueryOptions } from '../../lib/ownerQuery';

// docs/money.md §16: break-even is the owner's alone (resources/break-even); the screens ask only when they may.
export const useCanReadBreakEven = () => useCan({ action: 'read', params: { subject: 'BreakEven' } }).data?.can === true;

// One group's break-even and next cycle's forecast (GET owner/break-even/{id}).
export const useGroupBreakEven = (schoolClassId: number, enabled: boolean) =>
  useReport<BreakEvenRow>(`owner/break-even/${schoolClassId}`, { queryOptions: { ...ownerQueryOptions, enabled } });

// The formation board's planned groups at once (GET owner/break-even/formation?ids=…), by group id.
// `people` is the board's count of planned people: a change asks again, so a mark follows an added or removed one.
export const useGroupsBreakEven = (ids: readonly number[], enabled: boolean, people: number) => {
  const { query } = useReport<BreakEvenRow[]>('owner/break-even/formation', {
    query: { ids: [...ids].sort((left, right) => left - right).join(',') },
    queryOptions: { ...ownerQueryOptions, enabled: enabled && ids.length > 0 },
  });
  const { refetch } = query;
  const active = enabled && ids.length > 0;
  useEffect(() => {
    if (active) void refetch();
  }, [people, active, refetch]);
  return new Map((query.data?.data ?? []).map((row) => [row.schoolClassId, row]));
};
