import { useList } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { AnyResource } from '../../../resources/define';
import { fillMessage } from '../../lib/message';
import type { ReferenceId } from '../useReferenceOptions';
import type { ColumnQuery, PaginationMode } from './columnQuery';
import type { GridField, GridRow } from './gridFields';
import { emptyView, serverQuery, viewRows, type GridView } from './gridView';

// Small lists come whole and are searched, filtered, sorted and paged in the browser; big ones ask the
// server for one page at a time with the same view as simple-rest parameters.
export const useGridData = (
  declaration: AnyResource,
  options: {
    mode: PaginationMode;
    pageSize: number;
    fields: GridField[];
    visibleFields: GridField[];
    queryOf: (key: string) => ColumnQuery;
    loadFailed?: string; // the screen's own load-failure text, where the spec gives one
  },
) => {
  const { mode, fields, visibleFields, queryOf } = options;
  const [view, setView] = useState<GridView>(emptyView);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize);
  const onServer = mode === 'server';
  // queryOf is rebuilt per render; the view alone decides what is asked
  const query = useMemo(() => (onServer ? serverQuery(view, queryOf) : { filters: [], sorters: [] }), [onServer, view]);

  const { result, query: listQuery } = useList<GridRow>({
    resource: declaration.name,
    meta: { declaration },
    pagination: onServer ? { mode: 'server', currentPage: page, pageSize } : { mode: 'off' },
    filters: query.filters,
    sorters: query.sorters,
    // a server page shown stays while the next one loads, so the table does not jump
    queryOptions: onServer ? { placeholderData: (previous) => previous } : undefined,
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
  const changeView = (change: (previous: GridView) => GridView) => {
    setView(change);
    setPage(1);
  };

  return {
    loaded,
    rows,
    total: onServer ? result.total : undefined,
    loading: onServer ? listQuery.isFetching : listQuery.isLoading,
    view,
    setSearch: (search: string) => changeView((previous) => ({ ...previous, search })),
    setColumnFilter: (key: string, text: string) =>
      changeView((previous) => ({ ...previous, filters: { ...previous.filters, [key]: text } })),
    setChoiceFilter: (key: string, ids: ReferenceId[]) =>
      changeView((previous) => ({ ...previous, choices: { ...previous.choices, [key]: ids } })),
    setSort: (sort: GridView['sort']) => changeView((previous) => ({ ...previous, sort })),
    page,
    setPage,
    pageSize,
    // another page size starts again on the first page
    setPaging: (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  };
};
