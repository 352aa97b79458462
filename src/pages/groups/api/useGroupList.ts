import { keys, useTable, type HttpError } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import { groups, type GroupFilterOptions, type GroupRow } from '../../../../resources/groups';
import { useReport } from '../../../crud/useReport';
import { crudFiltersOf, groupFiltersOf, type GroupFilters } from '../list/groupFilters';
import { GROUP_PAGE_SIZE } from './groupPageSize';


const filterOptionsKey = keys().data('default').resource(groups.name).action('list').params({ filterOptions: true }).get();

// The active groups a page at a time through Refine's useTable: the server searches, filters by teacher and class,
// orders (core.md §2.5) and pages; the page, its size and the filters live in the address. The counters and the
// filters' choices come from teacher-sheets-filters, read again whenever the list is (its query key is under the
// list's, so the list's invalidation after a write reaches it). The groups being saved are shown as the user left
// them until the server's list catches up (core.md §7.6: optimistic update, and the previous state back on failure).
export const useGroupList = () => {
  const table = useTable<GroupRow, HttpError>({
    resource: groups.name,
    syncWithLocation: true,
    pagination: { mode: 'server', pageSize: GROUP_PAGE_SIZE },
    queryOptions: { placeholderData: (previous) => previous }, // the page shown stays while the next loads
    errorNotification: false, // the page says it in place, with a retry
  });
  const options = useReport<GroupFilterOptions>('teacher-sheets-filters', { queryOptions: { queryKey: filterOptionsKey } });
  const query = table.tableQuery;
  const filters = useMemo(() => groupFiltersOf(table.filters), [table.filters]);
  const { setFilters: setTableFilters, setCurrentPage } = table;
  // other filters start on the first page
  const setFilters = useCallback(
    (next: GroupFilters) => {
      setTableFilters(crudFiltersOf(next), 'replace');
      setCurrentPage(1);
    },
    [setTableFilters, setCurrentPage],
  );
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

  const choices = options.result?.data;
  return {
    rows, // this page's groups
    matching: table.result.total ?? 0, // the groups the filters leave, on every page
    all: choices?.total,
    teachers: choices?.teachers ?? [],
    classes: choices?.classes ?? [],
    loading: query.isLoading,
    fetching: query.isFetching,
    error: rows ? null : query.error,
    retry: () => {
      void query.refetch();
      void options.query.refetch();
    },
    show,
    forget,
    filters,
    setFilters,
    page: { current: table.currentPage, size: table.pageSize, setCurrent: setCurrentPage, setSize: table.setPageSize },
  };
};

export type GroupList = ReturnType<typeof useGroupList>;
