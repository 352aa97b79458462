import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { AnyResource } from '../../../resources/define';
import { SEARCH_FIELD } from '../../crud/listView';

// any: the same handler serves a table of other rows than the list's (the recalculations' tree)
type AnySorter = SorterResult<any> | SorterResult<any>[];

const sortOf = (sorter: AnySorter) => {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = one?.columnKey ?? one?.field;
  return one?.order && field !== undefined ? [{ field: String(field), order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) }] : [];
};

const searchOf = (filters: CrudFilter[]) =>
  String((filters.find((filter) => 'field' in filter && filter.field === SEARCH_FIELD) as { value?: unknown } | undefined)?.value ?? '');

// A debtors tab (issue 22): Refine's useTable over the tab's server list — paged, sorted and searched (q) by the
// API, which answers X-Total-Count — with page, size, sort and search in the URL. The columns that sort say
// `sorter: true` under the server's sort names (their keys).
export const useDebtorTable = <Row extends BaseRecord>(declaration: AnyResource, pageSize: number) => {
  const table = useTable<Row, HttpError>({
    resource: declaration.name,
    meta: { declaration },
    syncWithLocation: true,
    pagination: { mode: 'server', pageSize },
    queryOptions: { placeholderData: (previous) => previous }, // the page shown stays while the next loads
    errorNotification: false, // each tab shows its load error in place, with a retry
  });
  const { filters, sorters, currentPage, pageSize: size } = table;
  const loaded = table.result.data;

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: AnySorter, extra: { action: string }) => {
    if (extra.action === 'sort') {
      table.setSorters(sortOf(sorter));
      table.setCurrentPage(1);
      return;
    }
    const nextSize = pagination.pageSize ?? size;
    table.setCurrentPage(nextSize === size ? (pagination.current ?? 1) : 1);
    table.setPageSize(nextSize);
  };

  const sortable = (columns: TableColumnsType<Row>): TableColumnsType<Row> =>
    columns.map((column) =>
      column.sorter && column.key !== undefined
        ? { ...column, sorter: true, sortOrder: sorters[0]?.field === String(column.key) ? (sorters[0].order === 'asc' ? 'ascend' : 'descend') : null }
        : column,
    );

  const search = searchOf(filters);
  return {
    rows: loaded, // this page's rows
    total: table.result.total ?? 0,
    query: table.tableQuery,
    listQuery: { filters, sorters }, // what the export and the footer ask for
    error: table.tableQuery.isError && loaded.length === 0 ? table.tableQuery.error : null,
    search,
    // a new search starts on the first page
    setSearch: (text: string) => {
      const rest = filters.filter((filter) => !('field' in filter) || filter.field !== SEARCH_FIELD);
      table.setFilters(text.trim() === '' ? rest : [...rest, { field: SEARCH_FIELD, operator: 'eq', value: text }], 'replace');
      table.setCurrentPage(1);
    },
    sortable,
    tableProps: {
      dataSource: loaded,
      loading: table.tableQuery.isFetching,
      onChange,
      pagination: { current: currentPage, pageSize: size, total: table.result.total ?? 0 },
    },
  };
};
