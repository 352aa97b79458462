import { useNotification } from '@refinedev/core';
import { useMemo, type ComponentProps } from 'react';
import type { AnyResource } from '../../../../resources/define';
import { studentToasts, type StudentRow } from '../../../../resources/students';
import type { GridRow } from '../../../components/editable-grid/gridFields';
import { useStudentRights } from '../rights/useStudentRights';
import { useSaveStudentRow } from '../save/useSaveStudentRow';
import { EditRowActions } from './EditRowActions';
import { studentGridFields } from './studentGridFields';
import { useRowEdit } from './useRowEdit';

export const asStudent = (row: GridRow) => row as unknown as StudentRow;
const keyOf = (row: GridRow) => String(asStudent(row).studentId);

const noHiddenColumns: readonly string[] = [];

type ExtraAction = ComponentProps<typeof EditRowActions>['extra'];

// What the students and archive grids share: their columns, row editing with the students' save, and the
// rights rule (core.md §2.11): without update rights no editing and no actions column, and an attempt to
// edit anyway (a double click on a row) is answered 'У вас нет прав на редактирование данных студента'.
export const useStudentGrid = (declaration: AnyResource, hidden: readonly string[] = noHiddenColumns) => {
  const { canUpdate } = useStudentRights();
  const fields = useMemo(() => studentGridFields(declaration, hidden), [declaration, hidden]);
  const saveRow = useSaveStudentRow(declaration);
  const edit = useRowEdit({ keyOf, fields, save: (original, values) => saveRow(asStudent(original), values) });
  const { open } = useNotification();

  const onRowDoubleClick = (row: GridRow) => {
    if (canUpdate) edit.startEdit(row);
    else open?.({ type: 'error', message: studentToasts.noRights });
  };

  const actions = (extraFor: (student: StudentRow) => ExtraAction) =>
    canUpdate
      ? {
          width: 100,
          render: (row: GridRow) => (
            <EditRowActions
              editing={edit.editing?.key === keyOf(row)}
              busy={edit.editing !== null}
              saving={edit.saving}
              onEdit={() => edit.startEdit(row)}
              onSave={() => void edit.save()}
              onCancel={edit.cancel}
              extra={extraFor(asStudent(row))}
            />
          ),
        }
      : undefined;

  return { fields, edit: canUpdate ? edit : undefined, onRowDoubleClick, actions };
};
