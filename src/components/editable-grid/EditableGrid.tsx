import { Flex, Form, Table, type TableProps } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AnyResource } from '../../../resources/define';
import { ExportButton } from '../../crud/ExportButton';
import { useHistoryRowAction } from '../../crud/RecordHistoryButton';
import { ConfirmDialog } from '../ConfirmDialog';
import { ReferenceLabelsProvider } from '../referenceLabels';
import { ColumnChooser } from './ColumnChooser';
import { columnQuery, type ColumnOverrides, type PaginationMode, type QueryColumns } from './columnQuery';
import { buildGridColumns, type RowActionsRender } from './gridColumns';
import { gridFields, rowLabel, storageKeyOf, type GridField, type GridRow } from './gridFields';
import { GridToolbar } from './GridToolbar';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { keyBelongsElsewhere } from './rowKeys';
import { useDeclarationWrites, type GridWrites } from './useDeclarationWrites';
import { useDeclaredRowActions } from './useDeclaredRowActions';
import { useGridColumnSettings } from './useGridColumnSettings';
import { useGridPermissions, type GridPermissions } from './useGridPermissions';
import { cellRule } from './rowValidation';
import { useRowForm } from './useRowForm';
import { PAGE_SIZES, useListTable } from '../../crud/useListTable';
import { DEFAULT_PAGE_SIZE, pagingOf } from '../../crud/paging';
import { columnsInView, useRowsInViewFirst } from '../../crud/rowsInViewFirst';

type EditableGridProps = {
  declaration: AnyResource;
  fields?: GridField[]; // the declaration's fields unless the screen adjusts them, in column order
  columns?: ColumnOverrides;
  queryColumns?: QueryColumns;
  // 'client' for small lists read whole; 'server' pages, sorts and filters through the API
  pagination?: PaginationMode;
  pageSize?: number;
  pageSizeOptions?: number[];
  showTotal?: boolean;
  size?: 'small' | 'middle';
  // what the screen allows on top of the user's rights: canUpdate false makes the grid read-only
  allow?: Partial<GridPermissions>;
  writes?: Partial<GridWrites>; // the screen's own create, update (students: several calls) or delete
  rowActions?: RowActionsRender;
  actionsWidth?: number;
  loadFailed?: string;
  onRowDoubleClick?: (row: GridRow, grid: { startEdit: (row: GridRow) => void }) => void;
};

const headerComponents = { header: { cell: ResizableHeaderCell } };

// the lists whose names the grid's own cells show (a screen's cell reads the row's own names)
const namedReferences = (fields: GridField[], overrides: ColumnOverrides) => [
  ...new Set(
    fields.flatMap(({ key, field }) =>
      (field.kind === 'reference' || field.kind === 'multiReference') && field.target && !overrides[key]?.cell ? [field.target] : [],
    ),
  ),
];
const noOverrides: ColumnOverrides = {};

// One grid for every list of the app: declared columns with the screen's overrides, client or server
// paging, one row edited at a time (Enter saves, Escape cancels), stored column visibility and widths.
export function EditableGrid(props: EditableGridProps) {
  const { declaration, columns: overrides = noOverrides, pageSize = DEFAULT_PAGE_SIZE } = props;
  const pagination = props.pagination ?? pagingOf(declaration);
  const fields = useMemo(() => props.fields ?? gridFields(declaration), [props.fields, declaration]);
  const referenceTargets = useMemo(() => namedReferences(fields, overrides), [fields, overrides]);
  const settings = useGridColumnSettings(declaration.columnStorage ?? storageKeyOf(declaration), fields);
  const queryOf = (key: string) => {
    const gridField = fields.find((candidate) => candidate.key === key);
    const options = { mode: pagination, queryColumns: props.queryColumns ?? 'kind' };
    return gridField ? columnQuery(gridField, overrides[key], options) : {};
  };
  const data = useListTable(declaration, {
    mode: pagination,
    pageSize,
    fields,
    visibleFields: settings.visibleFields,
    queryOf,
    loadFailed: props.loadFailed,
  });
  const declaredWrites = useDeclarationWrites(declaration);
  const writes = { ...declaredWrites, ...props.writes };
  const rows = useRowForm({ declaration, fields, create: writes.create, update: props.writes?.update });
  // a cell's uniqueness rule reads the rows loaded when it runs
  const loadedRows = useRef(data.loaded);
  loadedRows.current = data.loaded;
  const rights = useGridPermissions(declaration);
  const allow = props.allow ?? {};
  const canUpdate = rights.canUpdate && allow.canUpdate !== false;
  const permissions: GridPermissions = {
    canUpdate,
    canCreate: canUpdate && rights.canCreate && allow.canCreate !== false,
    canDelete: canUpdate && rights.canDelete && allow.canDelete !== false,
  };
  const declaredActions = useDeclaredRowActions(declaration);
  const historyAction = useHistoryRowAction(declaration, (row) => rowLabel(declaration, row));
  const { rowActions } = props;
  const declaredShown = declaredActions.hasActions && rights.mayUpdate && allow.canUpdate !== false;
  // the declaration's own row actions (unarchive) for users who may update, then the screen's, then the record's
  // history for those who may read it (issue 23 part 4)
  const allRowActions: RowActionsRender | undefined =
    declaredShown || historyAction
      ? (row, state) => (
          <>
            {declaredShown && declaredActions.buttons(row, state.busy)}
            {rowActions?.(row, state)}
            {historyAction?.(row, state)}
          </>
        )
      : rowActions;
  const [toDelete, setToDelete] = useState<GridRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteRow = async (row: GridRow) => {
    setDeleting(true);
    try {
      await writes.remove(row);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const { editing } = rows;
  const rowKeyOf = (row: GridRow) => String(row[declaration.idField]);
  const allRows = useMemo(
    () => (editing?.isNew ? [{ [declaration.idField]: editing.key, ...editing.initial }, ...data.rows] : data.rows),
    [editing, data.rows, declaration.idField],
  );
  const size = props.size ?? 'middle';
  // Rows in view before the rest, and before decorations (issue 21): the first answer's first render shows the
  // values of the rows in view; the rows below them, the header's filters and the rows' action buttons (a button,
  // an icon and a tooltip each, three a row) follow in a render React does after that one
  const firstRows = useRowsInViewFirst(allRows, data.loading, size);
  const columns = buildGridColumns({
    decorated: !firstRows.first,
    // and of those rows, the columns in view: the ones to their right come with the rest
    fields: firstRows.first ? columnsInView(settings.visibleFields, settings.widthOf, window.innerWidth) : settings.visibleFields,
    overrides,
    queryOf,
    view: data.view,
    onTextFilter: data.setColumnFilter,
    onChoiceFilter: data.setChoiceFilter,
    widthOf: settings.widthOf,
    onResize: settings.resize,
    onResizeEnd: settings.commitWidth,
    editing,
    rulesOf: (gridField) => [
      cellRule(gridField, () => ({
        rows: loadedRows.current,
        idField: declaration.idField,
        ownId: editing?.isNew ? undefined : editing?.original[declaration.idField],
      })),
    ],
    valueOf: (key) => rows.form.getFieldValue(key),
    saving: rows.saving,
    rowKeyOf,
    permissions,
    rowActions: allRowActions,
    actionsWidth: (props.actionsWidth ?? 110) + (historyAction ? 32 : 0),
    onBlur: rows.blur,
    onEdit: rows.startEdit,
    onSave: () => void rows.save(),
    onCancel: rows.cancel,
    onDelete: setToDelete,
  });

  const addRow = () => {
    rows.startCreate();
    data.setPage(1);
  };

  const onTableChange: TableProps<GridRow>['onChange'] = (paging, _filters, sorter, { action }) => {
    if (action === 'paginate') data.setPaging(paging.current ?? 1, paging.pageSize ?? data.pageSize);
    if (action === 'sort') {
      const first = Array.isArray(sorter) ? sorter[0] : sorter;
      data.setSort(first?.order && first.columnKey ? { key: String(first.columnKey), order: first.order } : null);
    }
  };

  const onRowKeyDown = (event: KeyboardEvent, row: GridRow) => {
    if (!editing || rowKeyOf(row) !== editing.key || keyBelongsElsewhere(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void rows.save();
    } else if (event.key === 'Escape') {
      rows.cancel();
    }
  };

  const { onRowDoubleClick } = props;
  return (
    <div>
      <GridToolbar
        search={data.view.search}
        onSearch={data.setSearch}
        onAdd={permissions.canCreate ? addRow : undefined}
        addLabel={declaration.addLabel}
        addDisabled={editing !== null}
        extra={
          <Flex gap={8}>
            <ExportButton
              name={declaration.name}
              query={data.query}
              fields={settings.visibleFields.map(({ key }) => key)}
            />
            <ColumnChooser
              fields={fields}
              visibleKeys={new Set(settings.visibleFields.map(({ key }) => key))}
              onChange={settings.setVisible}
            />
          </Flex>
        }
      />
      {/* the edited row's cells are the fields of its form; component={false}: no <form> element around the table */}
      <Form {...rows.formProps} initialValues={editing?.initial} component={false}>
        <ReferenceLabelsProvider targets={referenceTargets}>
          <Table<GridRow>
            rowKey={rowKeyOf}
            columns={columns}
            dataSource={firstRows.rows}
            loading={data.loading}
            components={headerComponents}
            tableLayout="fixed"
            scroll={{ x: 'max-content' }}
            // the sort hints are tooltips, each a popup trigger that updates its state once mounted: decorations
            showSorterTooltip={!firstRows.first}
            size={size}
            locale={{ emptyText: 'Нет данных' }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              showSizeChanger: true,
              pageSizeOptions: props.pageSizeOptions ?? PAGE_SIZES,
              hideOnSinglePage: pagination === 'client',
              showTotal: props.showTotal ? (total) => `Всего: ${total}` : undefined,
            }}
            onChange={onTableChange}
            onRow={(row) => ({
              onKeyDown: (event) => onRowKeyDown(event, row),
              onDoubleClick: onRowDoubleClick && (() => onRowDoubleClick(row, { startEdit: rows.startEdit })),
            })}
          />
        </ReferenceLabelsProvider>
      </Form>
      {declaredActions.dialog}
      <ConfirmDialog
        open={toDelete !== null}
        title="Удалить запись?"
        text={toDelete && `«${rowLabel(declaration, toDelete)}» будет удалена. Это действие нельзя отменить.`}
        confirmText="Удалить"
        danger
        loading={deleting}
        onConfirm={() => toDelete && deleteRow(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
