import { useSyncWithLocation, useTable } from '@refinedev/core';
import { useMemo } from 'react';
import type { AnyResource } from '../../resources/define';
import type { ColumnQuery, PaginationMode } from '../components/editable-grid/columnQuery';
import type { GridField, GridRow } from '../components/editable-grid/gridFields';
import { serverQuery, viewRows, type GridView } from '../components/editable-grid/gridView';
import type { ReferenceId } from '../components/useReferenceOptions';
import { fillMessage } from '../lib/message';
import { useFirstRowsMarks } from './firstRowsMarks';
import { viewOfQuery } from './listView';
import { useWholeListStart, useWholeListUrl } from './useWholeListUrl';

export const PAGE_SIZES = [10, 25, 50, 100];

type Options = {
  mode: PaginationMode;
  pageSize: number;
  fields: GridField[];
  visibleFields: GridField[];
  queryOf: (key: string) => ColumnQuery;
  loadFailed?: string; // the screen's own load-failure text, where the spec gives one
};

const noQuery = { filters: [], sorters: [] };

const keepPrevious = <T,>(previous: T | undefined) => previous;

// A list's rows and view through Refine's useTable, so that page, page size, sort, column filters and the
// search (q) live in the URL and survive a reload or a shared link. Big lists ('server') are paged,
// sorted and filtered by the API; whole lists are fetched once with no query at all (the server refuses
// any key on them) and viewed in the browser, their view kept in the URL all the same. The core hook, not the
// antd binding's: the grid draws its own table, and the binding's breakpoint rendered the whole grid a second
// time before its first paint (issue 21 item 3).
export const useListTable = (declaration: AnyResource, options: Options) => {
  const { mode, fields, visibleFields, queryOf } = options;
  const onServer = mode === 'server';
  const { syncWithLocation } = useSyncWithLocation();
  const wholeStart = useWholeListStart(options.pageSize);

  const table = useTable<GridRow>({
    resource: declaration.name,
    meta: { declaration },
    // whole lists write their own URL (useWholeListUrl): Refine leaves page and size out of it when it does not page
    syncWithLocation: onServer ? syncWithLocation : false,
    ...(onServer ? { pagination: { mode: 'server' as const, pageSize: options.pageSize } } : wholeStart),
    // a server page shown stays while the next one loads, so the table does not jump
    queryOptions: onServer ? { placeholderData: keepPrevious } : undefined,
    errorNotification: (error) => ({
      type: 'error',
      message: fillMessage(options.loadFailed ?? 'Ошибка при загрузке данных: {message}', error?.message),
    }),
  });
  const { filters, sorters, currentPage, pageSize, setFilters, setSorters, setCurrentPage, setPageSize } = table;

  useWholeListUrl(table, options.pageSize, !onServer);

  // queryOf is rebuilt per render; the URL's filters and sorters alone decide the view
  const view = useMemo(() => viewOfQuery(filters, sorters, fields, queryOf), [filters, sorters, fields]);
  const loaded = table.result.data;
  const rows = useMemo(
    () => (onServer ? loaded : viewRows(loaded, view, visibleFields, fields)),
    [onServer, loaded, view, visibleFields, fields],
  );
  // Refine answers an empty list while the first read is on its way: the marks wait for the read's own rows
  useFirstRowsMarks(table.tableQuery.isSuccess ? loaded : undefined);

  // a new view starts on its first page
  const changeView = (next: GridView) => {
    const query = serverQuery(next, queryOf);
    setFilters(query.filters, 'replace');
    setSorters(query.sorters);
    setCurrentPage(1);
  };

  return {
    loaded,
    rows,
    total: onServer ? table.result.total : undefined, // antd counts a whole list itself
    loading: onServer ? table.tableQuery.isFetching : table.tableQuery.isLoading,
    // what the export asks for: the list's own query, which for a whole list is none (the server refuses one)
    query: onServer ? { filters, sorters } : noQuery,
    view,
    setSearch: (search: string) => changeView({ ...view, search }),
    setColumnFilter: (key: string, text: string) => changeView({ ...view, filters: { ...view.filters, [key]: text } }),
    setChoiceFilter: (key: string, ids: ReferenceId[]) => changeView({ ...view, choices: { ...view.choices, [key]: ids } }),
    setSort: (sort: GridView['sort']) => changeView({ ...view, sort }),
    page: currentPage,
    setPage: setCurrentPage,
    pageSize,
    // another page size starts again on the first page
    setPaging: (nextPage: number, nextSize: number) => {
      setCurrentPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  };
};
