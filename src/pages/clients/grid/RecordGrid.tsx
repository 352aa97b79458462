import { Table, type TableProps } from 'antd';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import type { AnyResource } from '../../../../resources/define';
import { ColumnChooser } from '../../../components/editable-grid/ColumnChooser';
import { buildGridColumns } from '../../../components/editable-grid/gridColumns';
import { gridFields, storageKeyOf, type GridRow } from '../../../components/editable-grid/gridFields';
import { GridToolbar } from '../../../components/editable-grid/GridToolbar';
import { ResizableHeaderCell } from '../../../components/editable-grid/ResizableHeaderCell';
import { useGridColumnSettings } from '../../../components/editable-grid/useGridColumnSettings';
import { useGridData, type PaginationMode } from '../../../components/editable-grid/useGridData';
import { useGridPermissions } from '../../../components/editable-grid/useGridPermissions';
import { useRowEditing } from '../../../components/editable-grid/useRowEditing';
import { decorateColumns, type ColumnDecorations } from './decorateColumns';

type RecordGridProps = {
  declaration: AnyResource;
  pagination?: PaginationMode;
  pageSize?: number;
  allowAdd?: boolean; // a new row at the top, where the declaration's create body is the spec's
  loadFailed?: string;
} & Pick<ColumnDecorations, 'cells' | 'serverQuery' | 'rowActions' | 'actionsWidth'>;

const headerComponents = { header: { cell: ResizableHeaderCell } };

// Keys typed in a popup, an open choice list or Enter on a button belong to them, not to the row.
const ownsKey = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  if (event.defaultPrevented || target.getAttribute('aria-expanded') === 'true') return true;
  return event.key === 'Enter' && !!target.closest('button');
};

// The shared editable grid's parts (settings, data, row editing) with the applications' own cells and row
// actions: the application list links names and colours statuses, and rows are archived or converted.
export function RecordGrid({
  declaration,
  pagination = 'client',
  pageSize = 25,
  allowAdd = true,
  loadFailed,
  ...decorations
}: RecordGridProps) {
  const fields = useMemo(() => gridFields(declaration), [declaration]);
  const settings = useGridColumnSettings(storageKeyOf(declaration), fields);
  const data = useGridData(declaration, {
    mode: pagination,
    pageSize,
    fields,
    visibleFields: settings.visibleFields,
    loadFailed,
  });
  const rows = useRowEditing(declaration, fields, data.loaded);
  const permissions = useGridPermissions(declaration);
  const { editing } = rows;
  const rowKeyOf = (row: GridRow) => String(row[declaration.idField]);
  const isEditingRow = (row: GridRow) => editing !== null && rowKeyOf(row) === editing.key;
  const dataSource = useMemo(
    () => (editing?.isNew ? [{ [declaration.idField]: editing.key, ...editing.values }, ...data.rows] : data.rows),
    [editing, data.rows, declaration.idField],
  );

  const baseColumns = buildGridColumns({
    fields: settings.visibleFields,
    mode: pagination,
    view: data.view,
    onColumnFilter: data.setColumnFilter,
    widthOf: settings.widthOf,
    onResize: settings.resize,
    onResizeEnd: settings.commitWidth,
    editing,
    saving: rows.saving,
    rowKeyOf,
    permissions: { ...permissions, canDelete: false },
    onChange: rows.change,
    onBlur: rows.blur,
    onEdit: rows.startEdit,
    onSave: rows.save,
    onCancel: rows.cancel,
    onDelete: () => undefined, // no row of these lists is deleted (canDelete is off)
  });
  const columns = decorateColumns(baseColumns, { ...decorations, isEditingRow, busy: editing !== null });

  const addRow = () => {
    rows.startCreate();
    data.setPage(1);
  };

  const onTableChange: TableProps<GridRow>['onChange'] = (paging, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      data.setPage(paging.current ?? 1);
      data.setPageSize(paging.pageSize ?? pageSize);
    }
    if (action === 'sort') {
      const first = Array.isArray(sorter) ? sorter[0] : sorter;
      data.setSort(first?.order && first.columnKey ? { key: String(first.columnKey), order: first.order } : null);
    }
  };

  const onRowKeyDown = (event: KeyboardEvent, row: GridRow) => {
    if (!isEditingRow(row) || ownsKey(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      rows.save();
    } else if (event.key === 'Escape') {
      rows.cancel();
    }
  };

  const toolbarExtra: ReactNode = (
    <ColumnChooser
      fields={fields}
      visibleKeys={new Set(settings.visibleFields.map(({ key }) => key))}
      onChange={settings.setVisible}
    />
  );

  return (
    <div>
      <GridToolbar
        search={data.view.search}
        onSearch={data.setSearch}
        onAdd={allowAdd && permissions.canCreate ? addRow : undefined}
        addDisabled={editing !== null}
        extra={toolbarExtra}
      />
      <Table<GridRow>
        rowKey={rowKeyOf}
        columns={columns}
        dataSource={dataSource}
        loading={data.loading}
        components={headerComponents}
        tableLayout="fixed"
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: 'Нет данных' }}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          hideOnSinglePage: pagination === 'client',
        }}
        onChange={onTableChange}
        onRow={(row) => ({ onKeyDown: (event) => onRowKeyDown(event, row) })}
      />
    </div>
  );
}
