import { InboxOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { MANAGE_ALL_STUDENT_COLUMNS, students, type StudentRow } from '../../../../resources/students';
import { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import { useStudentGrid } from '../grid/useStudentGrid';
import { useStudentRights } from '../rights/useStudentRights';
import { ArchiveStudentDialog } from './ArchiveStudentDialog';

// core.md §2.11: the students table. Without manage-all the student's phone and both telegram ids are hidden.
export default function StudentsTablePage() {
  const { canManageAll } = useStudentRights();
  const [toArchive, setToArchive] = useState<StudentRow | null>(null);
  const grid = useStudentGrid(
    students,
    (student) => ({ label: 'Архивировать', icon: <InboxOutlined />, danger: true, onClick: () => setToArchive(student) }),
    canManageAll ? undefined : MANAGE_ALL_STUDENT_COLUMNS,
  );

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Ученики
      </Typography.Title>
      <EditableGrid {...grid} />
      <ArchiveStudentDialog student={toArchive} onClose={() => setToArchive(null)} />
    </>
  );
}
