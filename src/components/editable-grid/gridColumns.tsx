import { Form, type FormRule, type TableColumnsType } from 'antd';
import { Suspense, type HTMLAttributes, type ReactNode } from 'react';
import type { ReferenceId } from '../useReferenceOptions';
import { columnFilterProps } from './columnFilterProps';
import type { ColumnOverrides, ColumnQuery } from './columnQuery';
import { fieldKinds } from './fieldKinds';
import { FormCellEditor } from './FormCellEditor';
import { isEditable, type GridField, type GridRow } from './gridFields';
import type { GridView } from './gridView';
import type { ResizableHeaderProps } from './ResizableHeaderCell';
import { RowActions } from './RowActions';
import type { GridPermissions } from './useGridPermissions';
import type { EditingRow } from './useRowForm';

const ACTIONS_COLUMN = 'actions';
const FILLER_COLUMN = 'filler';

export type RowActionsRender = (row: GridRow, state: { busy: boolean }) => ReactNode;

type GridColumnsOptions = {
  fields: GridField[]; // the visible ones, in order
  overrides: ColumnOverrides;
  queryOf: (key: string) => ColumnQuery;
  view: GridView;
  onTextFilter: (key: string, text: string) => void;
  onChoiceFilter: (key: string, ids: ReferenceId[]) => void;
  widthOf: (field: GridField) => number;
  onResize: (key: string, width: number) => void;
  onResizeEnd: (key: string, width: number) => void;
  editing: EditingRow | null;
  rulesOf: (field: GridField) => FormRule[];
  valueOf: (key: string) => unknown; // the edited row's value as the form holds it
  saving: boolean;
  rowKeyOf: (row: GridRow) => string;
  permissions: GridPermissions;
  rowActions?: RowActionsRender;
  actionsWidth: number;
  onBlur: (key: string) => void;
  onEdit: (row: GridRow) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: (row: GridRow) => void;
  // false on the grid's first render: the rows' values only, without the header's filters and the rows' action
  // buttons, which come a render later (EditableGrid)
  decorated: boolean;
};

const rightAligned = new Set(['money', 'number']);

export const buildGridColumns = (options: GridColumnsOptions): TableColumnsType<GridRow> => {
  const { fields, view, editing, rowKeyOf, permissions, rowActions } = options;
  const isEditingRow = (row: GridRow) => editing !== null && rowKeyOf(row) === editing.key;
  const firstEditable = fields.find(isEditable)?.key;
  const filterHandlers = { view, onText: options.onTextFilter, onChoice: options.onChoiceFilter };

  const dataColumns: TableColumnsType<GridRow> = fields.map((gridField) => {
    const { key, field } = gridField;
    const { Cell, Editor } = fieldKinds[field.kind];
    const customCell = options.overrides[key]?.cell;
    const { sortField, filter } = options.queryOf(key);
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
      sorter: sortField !== undefined,
      sortOrder: sortField !== undefined && view.sort?.key === key ? view.sort.order : null,
      ...(options.decorated ? columnFilterProps(key, field.label, filter, filterHandlers) : {}),
      // antd hands these on to the header cell component (ResizableHeaderCell)
      onHeaderCell: () => headerProps as HTMLAttributes<HTMLElement>,
      render: (value: unknown, row: GridRow) => {
        if (!isEditingRow(row) || !isEditable(gridField) || !editing) {
          return customCell ? customCell(row) : <Cell value={value} field={field} row={row} />;
        }
        return (
          // a lazily loaded editor shows the cell's value until it arrives
          <Suspense fallback={<Cell value={options.valueOf(key)} field={field} row={row} />}>
            <Form.Item name={key} rules={options.rulesOf(gridField)} style={{ margin: 0 }}>
              <FormCellEditor
                Editor={Editor}
                field={field}
                onBlur={() => options.onBlur(key)}
                autoFocus={key === firstEditable}
              />
            </Form.Item>
          </Suspense>
        );
      },
    };
  });

  // takes the width the data columns leave, so that they keep theirs and the actions stay at the right edge
  const fillerColumn: TableColumnsType<GridRow>[number] = { key: FILLER_COLUMN, render: () => null };
  if (!permissions.canUpdate && !rowActions) return [...dataColumns, fillerColumn];
  const busy = editing !== null;
  const actionsColumn: TableColumnsType<GridRow>[number] = {
    key: ACTIONS_COLUMN,
    title: 'Действия',
    width: options.actionsWidth,
    fixed: 'right',
    render: (_value: unknown, row: GridRow) =>
      !options.decorated ? null : permissions.canUpdate ? (
        <RowActions
          editing={isEditingRow(row)}
          busy={busy}
          saving={options.saving}
          canDelete={permissions.canDelete}
          onEdit={() => options.onEdit(row)}
          onSave={options.onSave}
          onCancel={options.onCancel}
          onDelete={() => options.onDelete(row)}
          extra={rowActions?.(row, { busy })}
        />
      ) : (
        rowActions?.(row, { busy })
      ),
  };
  return [...dataColumns, fillerColumn, actionsColumn];
};
