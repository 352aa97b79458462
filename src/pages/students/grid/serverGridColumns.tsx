import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Suspense, type HTMLAttributes, type ReactNode } from 'react';
import { ColumnTextFilter } from '../../../components/editable-grid/ColumnTextFilter';
import { FieldError } from '../../../components/editable-grid/FieldError';
import { fieldKinds } from '../../../components/editable-grid/fieldKinds';
import { isEditable, type GridField, type GridRow } from '../../../components/editable-grid/gridFields';
import type { ResizableHeaderProps } from '../../../components/editable-grid/ResizableHeaderCell';
import { ColumnChoiceFilter } from './ColumnChoiceFilter';
import type { ServerView } from './serverView';
import type { RowEdit } from './useRowEdit';

// How a column of a big grid shows its cells and which server sort and filter it offers (docs/api-core.md
// allowlists: a column sorts or filters only where the API can).
export type ColumnBehaviour = {
  cell?: (row: GridRow) => ReactNode;
  sortField?: string;
  textFilter?: string; // field_like
  choiceFilter?: { field: string; target: string }; // field=id, repeated
};
export type ColumnBehaviours = Partial<Record<string, ColumnBehaviour>>;

export const ACTIONS_COLUMN = 'actions';

type ServerGridColumnsOptions = {
  fields: GridField[]; // the visible ones, in order
  behaviours: ColumnBehaviours;
  view: ServerView;
  onTextFilter: (field: string, text: string) => void;
  onChoiceFilter: (field: string, ids: (string | number)[]) => void;
  widthOf: (field: GridField) => number;
  onResize: (key: string, width: number) => void;
  onResizeEnd: (key: string, width: number) => void;
  keyOf: (row: GridRow) => string;
  editing?: { row: RowEdit | null; change: (key: string, value: unknown) => void; blur: (key: string) => void };
  actions?: { width: number; render: (row: GridRow) => ReactNode };
};

const filterIcon = (filtered: boolean, icon: ReactNode) => (
  <span style={filtered ? { color: 'var(--ant-color-primary)' } : undefined}>{icon}</span>
);

const filterOf = (options: ServerGridColumnsOptions, { field }: GridField, behaviour: ColumnBehaviour) => {
  const { textFilter, choiceFilter } = behaviour;
  if (textFilter) {
    const text = options.view.textFilters[textFilter] ?? '';
    return {
      filterDropdown: ({ close }: { close: () => void }) => (
        <ColumnTextFilter
          label={field.label}
          value={text}
          onApply={(next) => {
            options.onTextFilter(textFilter, next);
            close();
          }}
        />
      ),
      filteredValue: text ? [text] : null,
      filterIcon: (filtered: boolean) => filterIcon(filtered, <SearchOutlined />),
    };
  }
  if (choiceFilter) {
    const ids = options.view.choiceFilters[choiceFilter.field] ?? [];
    return {
      filterDropdown: ({ close }: { close: () => void }) => (
        <ColumnChoiceFilter
          label={field.label}
          target={choiceFilter.target}
          value={ids}
          onApply={(next) => {
            options.onChoiceFilter(choiceFilter.field, next);
            close();
          }}
        />
      ),
      filteredValue: ids.length > 0 ? ids.map(String) : null,
      filterIcon: (filtered: boolean) => filterIcon(filtered, <FilterOutlined />),
    };
  }
  return {};
};

export const buildServerGridColumns = (options: ServerGridColumnsOptions): TableColumnsType<GridRow> => {
  const { fields, behaviours, view, editing, keyOf } = options;
  const editRow = editing?.row ?? null;
  const firstEditable = fields.find(isEditable)?.key;

  const dataColumns: TableColumnsType<GridRow> = fields.map((gridField) => {
    const { key, field } = gridField;
    const behaviour = behaviours[key] ?? {};
    const { Cell, Editor } = fieldKinds[field.kind];
    const width = options.widthOf(gridField);
    const headerProps: ResizableHeaderProps = {
      width,
      onResize: (next) => options.onResize(key, next),
      onResizeEnd: (next) => options.onResizeEnd(key, next),
    };
    const sorted = behaviour.sortField !== undefined && view.sort?.field === behaviour.sortField;
    return {
      key,
      dataIndex: key,
      title: field.label,
      width,
      sorter: behaviour.sortField !== undefined,
      sortOrder: sorted && view.sort ? (view.sort.order === 'asc' ? 'ascend' : 'descend') : null,
      ...filterOf(options, gridField, behaviour),
      // antd hands these on to the header cell component (ResizableHeaderCell)
      onHeaderCell: () => headerProps as HTMLAttributes<HTMLElement>,
      render: (value: unknown, row: GridRow) => {
        if (!editing || !editRow || editRow.key !== keyOf(row) || !isEditable(gridField)) {
          return behaviour.cell ? behaviour.cell(row) : <Cell value={value} field={field} row={row} />;
        }
        const error = editRow.errors[key];
        return (
          // a lazily loaded editor shows the cell's value until it arrives
          <Suspense fallback={<Cell value={editRow.values[key]} field={field} row={row} />}>
            <Editor
              value={editRow.values[key]}
              field={field}
              onChange={(next) => editing.change(key, next)}
              onBlur={() => editing.blur(key)}
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
  const filler: TableColumnsType<GridRow>[number] = { key: 'filler', render: () => null };
  if (!options.actions) return [...dataColumns, filler];
  const { width, render } = options.actions;
  return [...dataColumns, filler, { key: ACTIONS_COLUMN, title: 'Действия', width, fixed: 'right', render: (_value, row) => render(row) }];
};
