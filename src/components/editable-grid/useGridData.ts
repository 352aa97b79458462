import { useList } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { AnyResource } from '../../../resources/define';
import { fillMessage } from '../../lib/message';
import type { GridField, GridRow } from './gridFields';
import { emptyView, serverQuery, viewRows, type GridView } from './gridView';

export type PaginationMode = 'client' | 'server';

// Small lists come whole and are searched, filtered, sorted and paged in the browser; big ones ask the
// server for one page at a time with the same view as simple-rest parameters.
export const useGridData = (
  declaration: AnyResource,
  options: {
    mode: PaginationMode;
    pageSize: number;
    fields: GridField[];
    visibleFields: GridField[];
    loadFailed?: string; // the screen's own load-failure text, where the spec gives one
  },
) => {
  const { mode, fields, visibleFields } = options;
  const [view, setView] = useState<GridView>(emptyView);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize);
  const onServer = mode === 'server';
  const query = useMemo(() => (onServer ? serverQuery(view) : { filters: [], sorters: [] }), [onServer, view]);

  const { result, query: listQuery } = useList<GridRow>({
    resource: declaration.name,
    meta: { declaration },
    pagination: onServer ? { mode: 'server', currentPage: page, pageSize } : { mode: 'off' },
    filters: query.filters,
    sorters: query.sorters,
    errorNotification: (error) => ({
      type: 'error',
      message: fillMessage(options.loadFailed ?? 'Ошибка при загрузке данных: {message}', error?.message),
    }),
  });

  const loaded = result.data;
  const rows = useMemo(
    () => (onServer ? loaded : viewRows(loaded, view, visibleFields, fields)),
    [onServer, loaded, view, visibleFields, fields],
  );

  // a new view starts on its first page
  const changeView = (patch: Partial<GridView>) => {
    setView((previous) => ({ ...previous, ...patch }));
    setPage(1);
  };

  return {
    loaded,
    rows,
    total: onServer ? result.total : undefined,
    loading: listQuery.isLoading,
    view,
    setSearch: (search: string) => changeView({ search }),
    setColumnFilter: (key: string, text: string) => changeView({ filters: { ...view.filters, [key]: text } }),
    setSort: (sort: GridView['sort']) => changeView({ sort }),
    page,
    setPage,
    pageSize,
    setPageSize,
  };
};
