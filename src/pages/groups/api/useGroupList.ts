import { useTable, type HttpError } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import { groups, type GroupRow } from '../../../../resources/groups';
import { useWholeListStart, useWholeListUrl } from '../../../crud/useWholeListUrl';
import { crudFiltersOf, groupFiltersOf, type GroupFilters } from '../list/groupFilters';

const PAGE_SIZE = 10; // the cards are not paged; the size is never asked, so never written

// The active groups, read whole through Refine's useTable, whose filters (search, teacher, class) the page applies
// in the browser and keeps in the address; the groups being saved are shown as the user left them until the
// server's list catches up (core.md §7.6: optimistic update, and the previous state back on failure).
export const useGroupList = () => {
  const table = useTable<GroupRow, HttpError>({
    resource: groups.name,
    syncWithLocation: false, // written by useWholeListUrl
    ...useWholeListStart(PAGE_SIZE),
    errorNotification: false, // the page says it in place, with a retry
  });
  useWholeListUrl(table, PAGE_SIZE);
  const query = table.tableQuery;
  const filters = useMemo(() => groupFiltersOf(table.filters), [table.filters]);
  const { setFilters: setTableFilters } = table;
  const setFilters = useCallback((next: GroupFilters) => setTableFilters(crudFiltersOf(next), 'replace'), [setTableFilters]);
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
    filters,
    setFilters,
  };
};

export type GroupList = ReturnType<typeof useGroupList>;
