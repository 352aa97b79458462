import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';
import { useMemo } from 'react';
import type { AnyResource } from '../../resources/define';
import { SEARCH_FIELD } from './listView';
import { useWholeListStart, useWholeListUrl } from './useWholeListUrl';

type Options<Row> = {
  declaration: AnyResource; // whose list path the data provider reads
  pageSize: number;
  search?: (rows: readonly Row[], text: string) => Row[]; // the screen's own search (and order) of its rows
  narrow?: (rows: readonly Row[], filterOf: (field: string) => unknown) => Row[]; // the screen's other filters
  enabled?: boolean;
  retry?: (failureCount: number, error: unknown) => boolean; // the screen's own retry rule (the owner reads')
};

const valueOf = (filters: CrudFilter[], field: string) =>
  filters.find((filter) => 'field' in filter && filter.field === field && filter.operator === 'eq')?.value as unknown;

const withoutField = (filters: CrudFilter[], field: string) => filters.filter((filter) => !('field' in filter) || filter.field !== field);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

// any: the same handler serves a table of other rows than the list's (the recalculations' tree)
type AnySorter = SorterResult<any> | SorterResult<any>[];

const sortOf = (sorter: AnySorter) => {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = one?.columnKey ?? one?.field;
  return one?.order && field !== undefined ? [{ field: String(field), order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) }] : [];
};

// A hand-written antd table over Refine's useTable: a whole list read through the data provider, searched,
// filtered, sorted and paged in the browser, with page, size, sort, search (q) and the screen's filters in the
// URL as the declared lists keep them (useListTable), so a reload or a shared link keeps the view. The columns'
// own `sorter` functions sort; their order comes from the URL.
export const useBrowserTable = <Row extends BaseRecord>(options: Options<Row>) => {
  const { declaration, pageSize: defaultPageSize } = options;
  const enabled = options.enabled ?? true;
  const start = useWholeListStart(defaultPageSize);
  const table = useTable<Row, HttpError>({
    resource: declaration.name,
    meta: { declaration },
    syncWithLocation: false, // written by useWholeListUrl
    ...start,
    queryOptions: { enabled, ...(options.retry ? { retry: options.retry } : {}) },
    errorNotification: false, // each screen shows its load error in place, with a retry
  });
  useWholeListUrl(table, defaultPageSize, enabled);
  const { filters, sorters, currentPage, pageSize } = table;

  const search = String(valueOf(filters, SEARCH_FIELD) ?? '');
  const loaded = table.result.data;
  const rows = useMemo(() => {
    const searched = options.search ? options.search(loaded, search) : [...loaded];
    return options.narrow ? options.narrow(searched, (field) => valueOf(filters, field)) : searched;
  }, [loaded, search, filters]);

  // a new search or filter starts on the first page
  const setFilter = (field: string, value: unknown) => {
    const rest = withoutField(filters, field);
    table.setFilters(isEmpty(value) ? rest : [...rest, { field, operator: 'eq', value }], 'replace');
    table.setCurrentPage(1);
  };

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: AnySorter, { action }: Pick<TableCurrentDataSource<unknown>, 'action'>) => {
    if (action === 'sort') {
      table.setSorters(sortOf(sorter));
      table.setCurrentPage(1);
      return;
    }
    const nextSize = pagination.pageSize ?? pageSize;
    table.setCurrentPage(nextSize === pageSize ? (pagination.current ?? 1) : 1);
    table.setPageSize(nextSize);
  };

  // each sortable column shows the order the URL names
  const sortable = (columns: TableColumnsType<Row>): TableColumnsType<Row> =>
    columns.map((column) =>
      column.sorter && column.key !== undefined
        ? { ...column, sortOrder: sorters[0]?.field === String(column.key) ? (sorters[0].order === 'asc' ? 'ascend' : 'descend') : null }
        : column,
    );

  return {
    rows, // every row the search and filters keep, on all pages (for sums and counts)
    query: table.tableQuery,
    error: table.tableQuery.isError && loaded.length === 0 ? table.tableQuery.error : null,
    search,
    setSearch: (text: string) => setFilter(SEARCH_FIELD, text),
    filterOf: (field: string) => valueOf(filters, field),
    setFilter,
    sortable,
    tableProps: {
      dataSource: rows,
      loading: table.tableQuery.isLoading,
      onChange,
      pagination: { current: currentPage, pageSize },
    },
  };
};
