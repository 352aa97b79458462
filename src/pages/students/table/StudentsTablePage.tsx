import { InboxOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { MANAGE_ALL_STUDENT_COLUMNS, students, type StudentRow } from '../../../../resources/students';
import { storageKeyOf } from '../../../components/editable-grid/gridFields';
import { ServerGrid } from '../grid/ServerGrid';
import { studentColumnBehaviours } from '../grid/studentCells';
import { useStudentGrid } from '../grid/useStudentGrid';
import { useStudentRights } from '../rights/useStudentRights';
import { ArchiveStudentDialog } from './ArchiveStudentDialog';

// core.md §2.11: the students table. Without manage-all the student's phone and both telegram ids are hidden.
export default function StudentsTablePage() {
  const { canManageAll } = useStudentRights();
  const grid = useStudentGrid(students, canManageAll ? undefined : MANAGE_ALL_STUDENT_COLUMNS);
  const [toArchive, setToArchive] = useState<StudentRow | null>(null);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Ученики
      </Typography.Title>
      <ServerGrid
        declaration={students}
        fields={grid.fields}
        behaviours={studentColumnBehaviours}
        storageKey={storageKeyOf(students)}
        edit={grid.edit}
        onRowDoubleClick={grid.onRowDoubleClick}
        actions={grid.actions((student) => ({
          label: 'Архивировать',
          icon: <InboxOutlined />,
          danger: true,
          onClick: () => setToArchive(student),
        }))}
      />
      <ArchiveStudentDialog student={toArchive} onClose={() => setToArchive(null)} />
    </>
  );
}
