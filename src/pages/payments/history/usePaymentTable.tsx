import type { TableColumnsType, TableProps } from 'antd';
import { useMemo } from 'react';
import type { AnyResource } from '../../../../resources/define';
import type { ColumnQuery } from '../../../components/editable-grid/columnQuery';
import { gridFields, type GridRow } from '../../../components/editable-grid/gridFields';
import { ExportButton } from '../../../crud/ExportButton';
import { PAGE_SIZES, useListTable } from '../../../crud/useListTable';
import { DEFAULT_PAGE_SIZE } from '../../../crud/paging';
import { useRowsInViewFirst } from '../../../crud/rowsInViewFirst';

// the antd size of the payments lists, which also sets how many rows their first render has (rowsInView)
const TABLE_SIZE = 'middle';

// A column of a payments list: its declared field (title, width), its cell, and the API field it sorts by, if any
// (docs/api-money.md lists what the server sorts by).
export type PaymentColumn<Row> = { key: string; sort?: string; render: (row: Row) => React.ReactNode };

// A read-only list of the payments area, paged, sorted and searched by the API with the page, size, sort and
// search in the URL (useListTable), shown in an antd Table, and its 'Выгрузить в Excel' for the same query and columns.
export const usePaymentTable = <Row extends object>(declaration: AnyResource, columns: PaymentColumn<Row>[], loadFailed: string) => {
  const fields = useMemo(() => gridFields(declaration), [declaration]);
  const queryOf = (key: string): ColumnQuery => ({ sortField: columns.find((column) => column.key === key)?.sort });
  const data = useListTable(declaration, { mode: 'server', pageSize: DEFAULT_PAGE_SIZE, fields, visibleFields: fields, queryOf, loadFailed });
  // the rows in view first; the rest, and the pages' row buttons (`decorated`), a render later (issue 21)
  const firstRows = useRowsInViewFirst((data.rows ?? []) as unknown as Row[], data.loading, TABLE_SIZE);

  const tableColumns: TableColumnsType<Row> = columns.map((column) => {
    const field = declaration.fields[column.key];
    const sorted = data.view.sort?.key === column.key ? data.view.sort.order : null;
    return {
      key: column.key,
      title: field?.label ?? column.key,
      width: field?.column?.width,
      sorter: column.sort !== undefined,
      sortOrder: column.sort !== undefined ? sorted : undefined,
      render: (_value: unknown, row: Row) => column.render(row),
    };
  });

  const onChange: TableProps<Row>['onChange'] = (paging, _filters, sorter, { action }) => {
    if (action === 'paginate') data.setPaging(paging.current ?? 1, paging.pageSize ?? data.pageSize);
    if (action === 'sort') {
      const first = Array.isArray(sorter) ? sorter[0] : sorter;
      data.setSort(first?.order && first.columnKey ? { key: String(first.columnKey), order: first.order } : null);
    }
  };

  const tableProps: TableProps<Row> = {
    rowKey: (row) => String((row as GridRow)[declaration.idField]),
    columns: tableColumns,
    dataSource: firstRows.rows,
    loading: data.loading,
    size: TABLE_SIZE,
    tableLayout: 'fixed',
    scroll: { x: 'max-content' },
    locale: { emptyText: 'Нет данных' },
    onChange,
    pagination: {
      current: data.page,
      pageSize: data.pageSize,
      total: data.total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: (total) => `Всего: ${total}`,
    },
  };
  const exportButton = <ExportButton name={declaration.name} query={data.query} fields={columns.map((column) => column.key)} />;
  return { tableProps, decorated: !firstRows.first, search: data.view.search, setSearch: data.setSearch, exportButton };
};
