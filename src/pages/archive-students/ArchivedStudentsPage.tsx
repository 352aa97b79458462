import { UndoOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { archivedStudents, type StudentRow } from '../../../resources/students';
import { storageKeyOf } from '../../components/editable-grid/gridFields';
import { ServerGrid } from '../students/grid/ServerGrid';
import { studentColumnBehaviours } from '../students/grid/studentCells';
import { useStudentGrid } from '../students/grid/useStudentGrid';
import { UnarchiveStudentDialog } from './UnarchiveStudentDialog';

// core.md §2.12: archived students in a compact grid, each with the reason it was archived.
export default function ArchivedStudentsPage() {
  const grid = useStudentGrid(archivedStudents);
  const [toUnarchive, setToUnarchive] = useState<StudentRow | null>(null);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Архив учеников
      </Typography.Title>
      <ServerGrid
        declaration={archivedStudents}
        fields={grid.fields}
        behaviours={studentColumnBehaviours}
        storageKey={storageKeyOf(archivedStudents)}
        size="small"
        edit={grid.edit}
        onRowDoubleClick={grid.onRowDoubleClick}
        actions={grid.actions((student) => ({
          label: 'Разархивировать',
          icon: <UndoOutlined />,
          onClick: () => setToUnarchive(student),
        }))}
      />
      <UnarchiveStudentDialog student={toUnarchive} onClose={() => setToUnarchive(null)} />
    </>
  );
}
