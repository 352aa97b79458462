import { useTable } from '@refinedev/antd';
import { useGo, useParsed, useSyncWithLocation, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useEffect, useMemo } from 'react';
import type { AnyResource } from '../../resources/define';
import type { ColumnQuery, PaginationMode } from '../components/editable-grid/columnQuery';
import type { GridField, GridRow } from '../components/editable-grid/gridFields';
import { serverQuery, viewRows, type GridView } from '../components/editable-grid/gridView';
import type { ReferenceId } from '../components/useReferenceOptions';
import { fillMessage } from '../lib/message';
import { viewOfQuery } from './listView';

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
// any key on them) and viewed in the browser, their view kept in the URL all the same.
export const useListTable = (declaration: AnyResource, options: Options) => {
  const { mode, fields, visibleFields, queryOf } = options;
  const onServer = mode === 'server';
  const { syncWithLocation } = useSyncWithLocation();
  const { params } = useParsed();
  const go = useGo();

  const table = useTable<GridRow>({
    resource: declaration.name,
    meta: { declaration },
    // whole lists write their own URL below: Refine leaves page and size out of it when it does not page
    syncWithLocation: onServer ? syncWithLocation : false,
    pagination: onServer
      ? { mode: 'server', pageSize: options.pageSize }
      : { mode: 'off', pageSize: params?.pageSize ?? options.pageSize, currentPage: params?.currentPage ?? 1 },
    filters: { mode: onServer ? 'server' : 'off', initial: onServer ? undefined : (params?.filters as CrudFilter[]) },
    sorters: { mode: onServer ? 'server' : 'off', initial: onServer ? undefined : (params?.sorters as CrudSort[]) },
    // a server page shown stays while the next one loads, so the table does not jump
    queryOptions: onServer ? { placeholderData: keepPrevious } : undefined,
    errorNotification: (error) => ({
      type: 'error',
      message: fillMessage(options.loadFailed ?? 'Ошибка при загрузке данных: {message}', error?.message),
    }),
  });
  const { filters, sorters, currentPage, pageSize, setFilters, setSorters, setCurrentPage, setPageSize } = table;

  // a whole list's URL names only what differs from its first view, so an untouched list keeps a bare address
  useEffect(() => {
    if (onServer || !syncWithLocation) return;
    const query = {
      currentPage: currentPage === 1 ? undefined : currentPage,
      pageSize: pageSize === options.pageSize ? undefined : pageSize,
      sorters: sorters.length > 0 ? sorters : undefined,
      filters: filters.length > 0 ? filters : undefined,
    };
    go({ type: 'replace', options: { keepQuery: true }, query });
  }, [onServer, syncWithLocation, currentPage, pageSize, sorters, filters]);

  // a visit to the bare address (the menu entry of the page one is on) starts the whole list afresh
  const urlView = [params?.currentPage, params?.pageSize, params?.sorters, params?.filters];
  const urlIsBare = urlView.every((part) => part === undefined);
  useEffect(() => {
    if (onServer || !syncWithLocation || !urlIsBare) return;
    if (currentPage === 1 && pageSize === options.pageSize && sorters.length === 0 && filters.length === 0) return;
    setFilters([], 'replace');
    setSorters([]);
    setCurrentPage(1);
    setPageSize(options.pageSize);
  }, [JSON.stringify(urlView)]);

  // queryOf is rebuilt per render; the URL's filters and sorters alone decide the view
  const view = useMemo(() => viewOfQuery(filters, sorters, fields, queryOf), [filters, sorters, fields]);
  const loaded = table.result.data;
  const rows = useMemo(
    () => (onServer ? loaded : viewRows(loaded, view, visibleFields, fields)),
    [onServer, loaded, view, visibleFields, fields],
  );

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
