import { describe, expect, it } from 'vitest';
import { students } from '../../../resources/students';
import { columnQuery } from './columnQuery';
import { buildGridColumns } from './gridColumns';
import { gridFields, type GridRow } from './gridFields';
import { emptyView } from './gridView';

const fields = gridFields(students);
const row: GridRow = { studentId: 1, studentName: 'Иван Петров' };
const nothing = () => undefined;

const columnsOf = (decorated: boolean) =>
  buildGridColumns({
    fields,
    overrides: {},
    queryOf: (key) => columnQuery(fields.find((field) => field.key === key)!, undefined, { mode: 'server', queryColumns: 'kind' }),
    view: emptyView,
    onTextFilter: nothing,
    onChoiceFilter: nothing,
    widthOf: () => 160,
    onResize: nothing,
    onResizeEnd: nothing,
    editing: null,
    rulesOf: () => [],
    valueOf: nothing,
    saving: false,
    rowKeyOf: (candidate) => String(candidate.studentId),
    permissions: { canUpdate: true, canCreate: true, canDelete: true },
    actionsWidth: 110,
    onBlur: nothing,
    onEdit: nothing,
    onSave: nothing,
    onCancel: nothing,
    onDelete: nothing,
    decorated,
  });

const actionsOf = (decorated: boolean) => {
  const actions = columnsOf(decorated).find((column) => column.key === 'actions')!;
  return (actions as { render: (value: unknown, row: GridRow, index: number) => unknown }).render(undefined, row, 0);
};

describe('a grid first shows its rows, then their decorations (issue 21)', () => {
  it('keeps the columns, their widths and the sorters on the first render', () => {
    const plain = columnsOf(false);
    const decorated = columnsOf(true);
    expect(plain.map((column) => [column.key, column.width, 'sorter' in column && column.sorter])).toEqual(
      decorated.map((column) => [column.key, column.width, 'sorter' in column && column.sorter]),
    );
  });

  it('leaves out the header filters and the row buttons until the decorated render', () => {
    expect(columnsOf(false).some((column) => 'filterDropdown' in column)).toBe(false);
    expect(columnsOf(true).some((column) => 'filterDropdown' in column)).toBe(true);
    expect(actionsOf(false)).toBeNull();
    expect(actionsOf(true)).not.toBeNull();
  });
});
