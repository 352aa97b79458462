import { InboxOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MANAGE_ALL_STUDENT_COLUMNS, students, studentToasts, type StudentRow } from '../../../../resources/students';
import { storageKeyOf, type GridRow } from '../../../components/editable-grid/gridFields';
import { EditRowActions } from '../grid/EditRowActions';
import { ServerGrid } from '../grid/ServerGrid';
import { studentColumnBehaviours } from '../grid/studentCells';
import { studentGridFields } from '../grid/studentGridFields';
import { useRowEdit } from '../grid/useRowEdit';
import { useStudentRights } from '../rights/useStudentRights';
import { useSaveStudentRow } from '../save/useSaveStudentRow';
import { ArchiveStudentDialog } from './ArchiveStudentDialog';

const asStudent = (row: GridRow) => row as unknown as StudentRow;
const keyOf = (row: GridRow) => String(asStudent(row).studentId);

// core.md §2.11: the students table. Without manage-all the student's phone and both telegram ids are hidden;
// without update rights the grid is read-only and has no actions column.
export default function StudentsTablePage() {
  const { canUpdate, canManageAll } = useStudentRights();
  const fields = useMemo(
    () => studentGridFields(students, canManageAll ? [] : MANAGE_ALL_STUDENT_COLUMNS),
    [canManageAll],
  );
  const saveRow = useSaveStudentRow(students);
  const edit = useRowEdit({ keyOf, fields, save: (original, values) => saveRow(asStudent(original), values) });
  const [toArchive, setToArchive] = useState<StudentRow | null>(null);
  const { open } = useNotification();

  const startEdit = (row: GridRow) => {
    if (canUpdate) edit.startEdit(row);
    else open?.({ type: 'error', message: studentToasts.noRights });
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Ученики
      </Typography.Title>
      <ServerGrid
        declaration={students}
        fields={fields}
        behaviours={studentColumnBehaviours}
        storageKey={storageKeyOf(students)}
        edit={canUpdate ? edit : undefined}
        onRowDoubleClick={startEdit}
        actions={
          canUpdate
            ? {
                width: 100,
                render: (row) => (
                  <EditRowActions
                    editing={edit.editing?.key === keyOf(row)}
                    busy={edit.editing !== null}
                    saving={edit.saving}
                    onEdit={() => edit.startEdit(row)}
                    onSave={() => void edit.save()}
                    onCancel={edit.cancel}
                    extra={{ label: 'Архивировать', icon: <InboxOutlined />, danger: true, onClick: () => setToArchive(asStudent(row)) }}
                  />
                ),
              }
            : undefined
        }
      />
      <ArchiveStudentDialog student={toArchive} onClose={() => setToArchive(null)} />
    </>
  );
}
