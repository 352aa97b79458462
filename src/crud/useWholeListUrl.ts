import { useGo, useParsed, useSyncWithLocation, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useEffect } from 'react';

// The view of a list that is read whole and paged in the browser: Refine's useTable leaves page and size out of
// the URL when it does not page, so these lists write their URL themselves.
type WholeListView = {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSorters: (sorters: CrudSort[]) => void;
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
};

// What useTable starts with: the view a reload or a shared link names.
export const useWholeListStart = (defaultPageSize: number) => {
  const { params } = useParsed();
  return {
    pagination: { mode: 'off' as const, pageSize: params?.pageSize ?? defaultPageSize, currentPage: params?.currentPage ?? 1 },
    filters: { mode: 'off' as const, initial: params?.filters as CrudFilter[] | undefined },
    sorters: { mode: 'off' as const, initial: params?.sorters as CrudSort[] | undefined },
  };
};

export const useWholeListUrl = (table: WholeListView, defaultPageSize: number, enabled = true) => {
  const { syncWithLocation } = useSyncWithLocation();
  const { params } = useParsed();
  const go = useGo();
  const { filters, sorters, currentPage, pageSize } = table;
  const writes = enabled && syncWithLocation;

  // the URL names only what differs from the first view, so an untouched list keeps a bare address
  useEffect(() => {
    if (!writes) return;
    const query = {
      currentPage: currentPage === 1 ? undefined : currentPage,
      pageSize: pageSize === defaultPageSize ? undefined : pageSize,
      sorters: sorters.length > 0 ? sorters : undefined,
      filters: filters.length > 0 ? filters : undefined,
    };
    go({ type: 'replace', options: { keepQuery: true }, query });
  }, [writes, currentPage, pageSize, sorters, filters]);

  // a visit to the bare address (the menu entry of the page one is on) starts the list afresh
  const urlView = [params?.currentPage, params?.pageSize, params?.sorters, params?.filters];
  const urlIsBare = urlView.every((part) => part === undefined);
  useEffect(() => {
    if (!writes || !urlIsBare) return;
    if (currentPage === 1 && pageSize === defaultPageSize && sorters.length === 0 && filters.length === 0) return;
    table.setFilters([], 'replace');
    table.setSorters([]);
    table.setCurrentPage(1);
    table.setPageSize(defaultPageSize);
  }, [JSON.stringify(urlView)]);
};
