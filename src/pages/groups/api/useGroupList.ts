import { useList } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import { groups, type GroupRow } from '../../../../resources/groups';

// The active groups, with the groups being saved shown as the user left them until the server's list catches
// up (core.md §7.6: optimistic update, and the previous state back on failure).
export const useGroupList = () => {
  const { query } = useList<GroupRow>({
    resource: groups.name,
    pagination: { mode: 'off' },
    errorNotification: false, // the page says it in place, with a retry
  });
  const [pending, setPending] = useState<ReadonlyMap<number, GroupRow>>(() => new Map());

  const loaded = query.data?.data;
  const rows = useMemo(() => loaded?.map((group) => pending.get(group.classId) ?? group), [loaded, pending]);

  const show = useCallback((group: GroupRow) => setPending((current) => new Map(current).set(group.classId, group)), []);
  const forget = useCallback(
    (classId: number) =>
      setPending((current) => {
        const next = new Map(current);
        next.delete(classId);
        return next;
      }),
    [],
  );

  return {
    rows,
    loading: query.isLoading,
    error: rows ? null : query.error,
    retry: () => void query.refetch(),
    show,
    forget,
  };
};

export type GroupList = ReturnType<typeof useGroupList>;
