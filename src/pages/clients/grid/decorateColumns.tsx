import { Space, type TableColumnsType } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { GridRow } from '../../../components/editable-grid/gridFields';

export const ACTIONS_COLUMN = 'actions';

export type ServerQueryFields = { sortable: ReadonlySet<string>; filterable: ReadonlySet<string> };

export type ColumnDecorations = {
  isEditingRow: (row: GridRow) => boolean;
  // what a cell shows outside editing, instead of its field kind's plain cell (a link, a coloured status)
  cells?: Partial<Record<string, (row: GridRow) => ReactNode>>;
  // in server mode: the fields the API can sort and filter by; the others lose their sorter or filter
  serverQuery?: ServerQueryFields;
  // row actions beside edit/save/cancel, shown while the row is not edited; busy while any row is
  rowActions?: (row: GridRow, state: { busy: boolean }) => ReactNode;
  busy?: boolean;
  actionsWidth?: number;
};

type Column = ColumnType<GridRow>;

const withCell = (column: Column, cell: (row: GridRow) => ReactNode, isEditingRow: (row: GridRow) => boolean): Column => ({
  ...column,
  render: (value, row, index) => (isEditingRow(row) ? column.render?.(value, row, index) : cell(row)),
});

const limitedToServer = (column: Column, key: string, { sortable, filterable }: ServerQueryFields): Column => ({
  ...column,
  ...(sortable.has(key) ? {} : { sorter: false, sortOrder: null }),
  ...(filterable.has(key) ? {} : { filterDropdown: undefined, filterIcon: undefined, filteredValue: null }),
});

// The editable grid's columns (src/components/editable-grid/gridColumns.tsx) with a screen's own cells and
// row actions.
export const decorateColumns = (columns: TableColumnsType<GridRow>, decorations: ColumnDecorations): TableColumnsType<GridRow> => {
  const { isEditingRow, cells, serverQuery, rowActions, busy = false, actionsWidth = 170 } = decorations;
  const decorated = (columns as Column[]).map((column) => {
    const key = String(column.key);
    let next = column;
    const cell = cells?.[key];
    if (cell) next = withCell(next, cell, isEditingRow);
    if (serverQuery && column.dataIndex !== undefined) next = limitedToServer(next, key, serverQuery);
    if (key === ACTIONS_COLUMN && rowActions) {
      next = {
        ...next,
        width: actionsWidth,
        render: (value, row, index) => (
          <Space size={0}>
            {column.render?.(value, row, index) as ReactNode}
            {!isEditingRow(row) && rowActions(row, { busy })}
          </Space>
        ),
      };
    }
    return next;
  });
  const hasActions = decorated.some((column) => column.key === ACTIONS_COLUMN);
  if (hasActions || !rowActions) return decorated;
  return [
    ...decorated,
    { key: ACTIONS_COLUMN, title: 'Действия', width: actionsWidth, fixed: 'right', render: (_value, row) => rowActions(row, { busy }) },
  ];
};
