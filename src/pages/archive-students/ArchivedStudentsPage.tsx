import { UndoOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { archivedStudents, studentToasts, type StudentRow } from '../../../resources/students';
import { storageKeyOf, type GridRow } from '../../components/editable-grid/gridFields';
import { EditRowActions } from '../students/grid/EditRowActions';
import { ServerGrid } from '../students/grid/ServerGrid';
import { studentColumnBehaviours } from '../students/grid/studentCells';
import { studentGridFields } from '../students/grid/studentGridFields';
import { useRowEdit } from '../students/grid/useRowEdit';
import { useStudentRights } from '../students/rights/useStudentRights';
import { useSaveStudentRow } from '../students/save/useSaveStudentRow';
import { UnarchiveStudentDialog } from './UnarchiveStudentDialog';

const asStudent = (row: GridRow) => row as unknown as StudentRow;
const keyOf = (row: GridRow) => String(asStudent(row).studentId);

// core.md §2.12: archived students in a compact grid, each with the reason it was archived.
export default function ArchivedStudentsPage() {
  const { canUpdate } = useStudentRights();
  const fields = useMemo(() => studentGridFields(archivedStudents), []);
  const saveRow = useSaveStudentRow(archivedStudents);
  const edit = useRowEdit({ keyOf, fields, save: (original, values) => saveRow(asStudent(original), values) });
  const [toUnarchive, setToUnarchive] = useState<StudentRow | null>(null);
  const { open } = useNotification();

  const startEdit = (row: GridRow) => {
    if (canUpdate) edit.startEdit(row);
    else open?.({ type: 'error', message: studentToasts.noRights });
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Архив учеников
      </Typography.Title>
      <ServerGrid
        declaration={archivedStudents}
        fields={fields}
        behaviours={studentColumnBehaviours}
        storageKey={storageKeyOf(archivedStudents)}
        size="small"
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
                    extra={{ label: 'Разархивировать', icon: <UndoOutlined />, onClick: () => setToUnarchive(asStudent(row)) }}
                  />
                ),
              }
            : undefined
        }
      />
      <UnarchiveStudentDialog student={toUnarchive} onClose={() => setToUnarchive(null)} />
    </>
  );
}
