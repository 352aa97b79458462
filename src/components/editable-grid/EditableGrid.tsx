import { Table, type TableProps } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { AnyResource } from '../../../resources/define';
import { ConfirmDialog } from '../ConfirmDialog';
import { ColumnChooser } from './ColumnChooser';
import { buildGridColumns } from './gridColumns';
import { gridFields, rowLabel, storageKeyOf, type GridRow } from './gridFields';
import { GridToolbar } from './GridToolbar';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { useGridColumnSettings } from './useGridColumnSettings';
import { useGridData, type PaginationMode } from './useGridData';
import { useGridPermissions } from './useGridPermissions';
import { useRowEditing } from './useRowEditing';

type EditableGridProps = {
  declaration: AnyResource;
  // 'client' for small lists read whole; 'server' pages, sorts and filters through the API
  pagination?: PaginationMode;
  pageSize?: number;
};

const headerComponents = { header: { cell: ResizableHeaderCell } };

// Keys typed in a popup (a colour or date panel, which React bubbles here through its portal) or in an open
// choice list are theirs, and Enter on a button presses that button.
const ownsKey = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  if (event.defaultPrevented || target.getAttribute('aria-expanded') === 'true') return true;
  return event.key === 'Enter' && !!target.closest('button');
};

export function EditableGrid({ declaration, pagination = 'client', pageSize = 25 }: EditableGridProps) {
  const fields = useMemo(() => gridFields(declaration), [declaration]);
  const settings = useGridColumnSettings(storageKeyOf(declaration), fields);
  const data = useGridData(declaration, { mode: pagination, pageSize, fields, visibleFields: settings.visibleFields });
  const rows = useRowEditing(declaration, fields, data.loaded);
  const permissions = useGridPermissions(declaration);
  const [toDelete, setToDelete] = useState<GridRow | null>(null);

  const { editing } = rows;
  const rowKeyOf = (row: GridRow) => String(row[declaration.idField]);
  const dataSource = useMemo(
    () => (editing?.isNew ? [{ [declaration.idField]: editing.key, ...editing.values }, ...data.rows] : data.rows),
    [editing, data.rows, declaration.idField],
  );

  const columns = buildGridColumns({
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
    permissions,
    onChange: rows.change,
    onBlur: rows.blur,
    onEdit: rows.startEdit,
    onSave: rows.save,
    onCancel: rows.cancel,
    onDelete: setToDelete,
  });

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
    if (!editing || rowKeyOf(row) !== editing.key || ownsKey(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      rows.save();
    } else if (event.key === 'Escape') {
      rows.cancel();
    }
  };

  return (
    <div>
      <GridToolbar
        search={data.view.search}
        onSearch={data.setSearch}
        onAdd={permissions.canCreate ? addRow : undefined}
        addDisabled={editing !== null}
        extra={
          <ColumnChooser
            fields={fields}
            visibleKeys={new Set(settings.visibleFields.map(({ key }) => key))}
            onChange={settings.setVisible}
          />
        }
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
      <ConfirmDialog
        open={toDelete !== null}
        title="Удалить запись?"
        text={toDelete && `«${rowLabel(declaration, toDelete)}» будет удалена. Это действие нельзя отменить.`}
        confirmText="Удалить"
        danger
        loading={rows.deleting}
        onConfirm={() => toDelete && rows.deleteRow(toDelete, () => setToDelete(null))}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
