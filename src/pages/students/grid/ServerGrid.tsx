import { Table, type TableProps } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import type { AnyResource } from '../../../../resources/define';
import { ColumnChooser } from '../../../components/editable-grid/ColumnChooser';
import type { GridField, GridRow } from '../../../components/editable-grid/gridFields';
import { GridToolbar } from '../../../components/editable-grid/GridToolbar';
import { ResizableHeaderCell } from '../../../components/editable-grid/ResizableHeaderCell';
import { useGridColumnSettings } from '../../../components/editable-grid/useGridColumnSettings';
import { buildServerGridColumns, type ColumnBehaviours } from './serverGridColumns';
import type { RowEditing } from './useRowEdit';
import { useServerRows } from './useServerRows';

type ServerGridProps = {
  declaration: AnyResource; // the list read, page by page
  fields: GridField[]; // its columns, in order
  behaviours: ColumnBehaviours;
  storageKey: string; // column visibility and widths in local storage
  size?: 'small' | 'middle';
  pageSize?: number;
  edit?: RowEditing;
  actions?: { width: number; render: (row: GridRow) => ReactNode };
  onRowDoubleClick?: (row: GridRow) => void;
};

const headerComponents = { header: { cell: ResizableHeaderCell } };
const pageSizes = [10, 25, 50, 100];

// Keys typed in a popup (a date panel, which React bubbles here through its portal) or in an open choice list
// are theirs, and Enter on a button presses that button.
const ownsKey = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  if (event.defaultPrevented || target.getAttribute('aria-expanded') === 'true') return true;
  return event.key === 'Enter' && !!target.closest('button');
};

// A grid over a big list: server paging, sorting, quick and column filters, stored column settings, and
// optionally one row edited at a time (Enter saves, Escape cancels).
export function ServerGrid(props: ServerGridProps) {
  const { declaration, fields, behaviours, edit, size = 'middle', pageSize = 25 } = props;
  const settings = useGridColumnSettings(props.storageKey, fields);
  const data = useServerRows(declaration, pageSize);
  const keyOf = (row: GridRow) => String(row[declaration.idField]);

  const columns = buildServerGridColumns({
    fields: settings.visibleFields,
    behaviours,
    view: data.view,
    onTextFilter: data.setTextFilter,
    onChoiceFilter: data.setChoiceFilter,
    widthOf: settings.widthOf,
    onResize: settings.resize,
    onResizeEnd: settings.commitWidth,
    keyOf,
    editing: edit && { row: edit.editing, change: edit.change, blur: edit.blur },
    actions: props.actions,
  });

  const onTableChange: TableProps<GridRow>['onChange'] = (paging, _filters, sorter, { action }) => {
    if (action === 'paginate') data.setPaging(paging.current ?? 1, paging.pageSize ?? data.pageSize);
    if (action === 'sort') {
      const first = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = first?.columnKey !== undefined ? behaviours[String(first.columnKey)]?.sortField : undefined;
      data.setSort(first?.order && field ? { field, order: first.order === 'ascend' ? 'asc' : 'desc' } : null);
    }
  };

  const onRowKeyDown = (event: KeyboardEvent, row: GridRow) => {
    if (!edit?.editing || edit.editing.key !== keyOf(row) || ownsKey(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void edit.save();
    } else if (event.key === 'Escape') {
      edit.cancel();
    }
  };

  return (
    <div>
      <GridToolbar
        search={data.view.search}
        onSearch={data.setSearch}
        addDisabled
        extra={
          <ColumnChooser
            fields={fields}
            visibleKeys={new Set(settings.visibleFields.map(({ key }) => key))}
            onChange={settings.setVisible}
          />
        }
      />
      <Table<GridRow>
        rowKey={keyOf}
        columns={columns}
        dataSource={data.rows}
        loading={data.loading}
        components={headerComponents}
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        size={size}
        locale={{ emptyText: 'Нет данных' }}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: pageSizes,
          showTotal: (total) => `Всего: ${total}`,
        }}
        onChange={onTableChange}
        onRow={(row) => ({
          onKeyDown: (event) => onRowKeyDown(event, row),
          onDoubleClick: props.onRowDoubleClick && (() => props.onRowDoubleClick?.(row)),
        })}
      />
    </div>
  );
}
