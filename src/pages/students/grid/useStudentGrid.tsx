import { useNotification } from '@refinedev/core';
import { useMemo, type ComponentProps } from 'react';
import type { AnyResource } from '../../../../resources/define';
import { studentToasts, type StudentRow } from '../../../../resources/students';
import type { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { RowActionButton, type RowActionButtonProps } from '../../../components/editable-grid/RowActionButton';
import { useStudentRights } from '../rights/useStudentRights';
import { useSaveStudentRow } from '../save/useSaveStudentRow';
import { studentColumns } from './studentColumns';
import { studentGridFields } from './studentGridFields';

const asStudent = (row: GridRow) => row as unknown as StudentRow;

const noHiddenColumns: readonly string[] = [];

type ExtraAction = Omit<RowActionButtonProps, 'disabled'>;
type GridProps = ComponentProps<typeof EditableGrid>;

// What the students and archive grids share: their columns, the students' save (several calls), server
// paging, and the rights rule (core.md §2.11): without update rights no editing and no actions column, and
// an attempt to edit anyway (a double click on a row) is answered 'У вас нет прав на редактирование данных
// студента'. Rows are neither added nor deleted here.
export const useStudentGrid = (
  declaration: AnyResource,
  extraAction?: (student: StudentRow) => ExtraAction, // beside the declaration's own row actions
  hidden: readonly string[] = noHiddenColumns,
): GridProps => {
  const { canUpdate } = useStudentRights();
  const fields = useMemo(() => studentGridFields(declaration, hidden), [declaration, hidden]);
  const saveRow = useSaveStudentRow(declaration);
  const { open } = useNotification();

  return {
    declaration,
    fields,
    columns: studentColumns,
    queryColumns: 'declared',
    pagination: 'server',
    showTotal: true,
    allow: { canUpdate, canCreate: false, canDelete: false },
    writes: { update: (original, values) => saveRow(asStudent(original), values) },
    actionsWidth: 100,
    rowActions:
      canUpdate && extraAction
        ? (row, { busy }) => <RowActionButton {...extraAction(asStudent(row))} disabled={busy} />
        : undefined,
    onRowDoubleClick: (row, grid) => {
      if (canUpdate) grid.startEdit(row);
      else open?.({ type: 'error', message: studentToasts.noRights });
    },
  };
};
