import { SearchOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Suspense, type HTMLAttributes } from 'react';
import { ColumnTextFilter } from './ColumnTextFilter';
import { FieldError } from './FieldError';
import { fieldKinds } from './fieldKinds';
import { fieldValues } from './fieldValues';
import { isEditable, type GridField, type GridRow } from './gridFields';
import type { GridView } from './gridView';
import type { ResizableHeaderProps } from './ResizableHeaderCell';
import { RowActions } from './RowActions';
import type { PaginationMode } from './useGridData';
import type { GridPermissions } from './useGridPermissions';
import type { EditingRow } from './useRowEditing';

const ACTIONS_COLUMN = 'actions';
const FILLER_COLUMN = 'filler';

type GridColumnsOptions = {
  fields: GridField[]; // the visible ones, in order
  mode: PaginationMode;
  view: GridView;
  onColumnFilter: (key: string, text: string) => void;
  widthOf: (field: GridField) => number;
  onResize: (key: string, width: number) => void;
  onResizeEnd: (key: string, width: number) => void;
  editing: EditingRow | null;
  saving: boolean;
  rowKeyOf: (row: GridRow) => string;
  permissions: GridPermissions;
  onChange: (key: string, value: unknown) => void;
  onBlur: (key: string) => void;
  onEdit: (row: GridRow) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: (row: GridRow) => void;
};

const rightAligned = new Set(['money', 'number']);

export const buildGridColumns = (options: GridColumnsOptions): TableColumnsType<GridRow> => {
  const { fields, mode, view, editing, rowKeyOf } = options;
  const isEditingRow = (row: GridRow) => editing !== null && rowKeyOf(row) === editing.key;
  const firstEditable = fields.find(isEditable)?.key;

  const dataColumns: TableColumnsType<GridRow> = fields.map((gridField) => {
    const { key, field } = gridField;
    const { Cell, Editor } = fieldKinds[field.kind];
    const kind = fieldValues[field.kind];
    const filterable = mode === 'server' ? kind.serverFilter : !!kind.toText;
    const filterText = view.filters[key] ?? '';
    const width = options.widthOf(gridField);
    const headerProps: ResizableHeaderProps = {
      width,
      onResize: (next) => options.onResize(key, next),
      onResizeEnd: (next) => options.onResizeEnd(key, next),
    };
    return {
      key,
      dataIndex: key,
      title: field.label,
      width,
      align: rightAligned.has(field.kind) ? 'right' : undefined,
      sorter: !!kind.compare,
      sortOrder: view.sort?.key === key ? view.sort.order : null,
      filterDropdown: filterable
        ? ({ close }) => (
            <ColumnTextFilter
              label={field.label}
              value={filterText}
              onApply={(text) => {
                options.onColumnFilter(key, text);
                close();
              }}
            />
          )
        : undefined,
      filteredValue: filterable && filterText ? [filterText] : null,
      filterIcon: filterable ? (filtered: boolean) => <SearchOutlined style={filtered ? { color: 'var(--ant-color-primary)' } : undefined} /> : undefined,
      // antd hands these on to the header cell component (ResizableHeaderCell)
      onHeaderCell: () => headerProps as HTMLAttributes<HTMLElement>,
      render: (value: unknown, row: GridRow) => {
        if (!isEditingRow(row) || !isEditable(gridField) || !editing) return <Cell value={value} field={field} row={row} />;
        const error = editing.errors[key];
        return (
          // a lazily loaded editor shows the cell's value until it arrives
          <Suspense fallback={<Cell value={editing.values[key]} field={field} row={row} />}>
            <Editor
              value={editing.values[key]}
              field={field}
              onChange={(next) => options.onChange(key, next)}
              onBlur={() => options.onBlur(key)}
              autoFocus={key === firstEditable}
              invalid={!!error}
            />
            <FieldError message={error} />
          </Suspense>
        );
      },
    };
  });

  // takes the width the data columns leave, so that they keep theirs and the actions stay at the right edge
  const fillerColumn: TableColumnsType<GridRow>[number] = { key: FILLER_COLUMN, render: () => null };
  if (!options.permissions.canUpdate) return [...dataColumns, fillerColumn];
  const actionsColumn: TableColumnsType<GridRow>[number] = {
    key: ACTIONS_COLUMN,
    title: 'Действия',
    width: 110,
    fixed: 'right',
    render: (_value: unknown, row: GridRow) => (
      <RowActions
        editing={isEditingRow(row)}
        busy={editing !== null}
        saving={options.saving}
        canDelete={options.permissions.canDelete}
        onEdit={() => options.onEdit(row)}
        onSave={options.onSave}
        onCancel={options.onCancel}
        onDelete={() => options.onDelete(row)}
      />
    ),
  };
  return [...dataColumns, fillerColumn, actionsColumn];
};
