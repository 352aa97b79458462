import { useList } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { AnyResource } from '../../../../resources/define';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import type { ReferenceId } from '../../../components/useReferenceOptions';
import { fillMessage } from '../../../lib/message';
import { emptyServerView, serverFilters, serverSorters, type ServerView } from './serverView';

// One page of a big list at a time (20,000 students): the server searches, filters, sorts and counts.
export const useServerRows = (declaration: AnyResource, initialPageSize: number) => {
  const [view, setView] = useState<ServerView>(emptyServerView);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const filters = useMemo(() => serverFilters(view), [view]);
  const sorters = useMemo(() => serverSorters(view), [view]);

  const { result, query } = useList<GridRow>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'server', currentPage: page, pageSize },
    filters,
    sorters,
    // the page shown stays while the next one loads, so the table does not jump
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: (error) => ({ type: 'error', message: fillMessage('Ошибка при загрузке данных: {message}', error?.message) }),
  });

  // a new view starts on its first page
  const changeView = (change: (previous: ServerView) => ServerView) => {
    setView(change);
    setPage(1);
  };

  return {
    rows: result.data,
    total: result.total,
    loading: query.isFetching,
    view,
    page,
    pageSize,
    setPaging: (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
    setSearch: (search: string) => changeView((previous) => ({ ...previous, search })),
    setTextFilter: (field: string, text: string) =>
      changeView((previous) => ({ ...previous, textFilters: { ...previous.textFilters, [field]: text } })),
    setChoiceFilter: (field: string, ids: ReferenceId[]) =>
      changeView((previous) => ({ ...previous, choiceFilters: { ...previous.choiceFilters, [field]: ids } })),
    setSort: (sort: ServerView['sort']) => changeView((previous) => ({ ...previous, sort })),
  };
};

export type ServerRows = ReturnType<typeof useServerRows>;
