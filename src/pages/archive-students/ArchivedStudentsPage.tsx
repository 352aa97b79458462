import { UndoOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { archivedStudents, type StudentRow } from '../../../resources/students';
import { EditableGrid } from '../../components/editable-grid/EditableGrid';
import { useStudentGrid } from '../students/grid/useStudentGrid';
import { UnarchiveStudentDialog } from './UnarchiveStudentDialog';

// core.md §2.12: archived students in a compact grid, each with the reason it was archived.
export default function ArchivedStudentsPage() {
  const [toUnarchive, setToUnarchive] = useState<StudentRow | null>(null);
  const grid = useStudentGrid(archivedStudents, (student) => ({
    label: 'Разархивировать',
    icon: <UndoOutlined />,
    onClick: () => setToUnarchive(student),
  }));

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Архив учеников
      </Typography.Title>
      <EditableGrid {...grid} size="small" />
      <UnarchiveStudentDialog student={toUnarchive} onClose={() => setToUnarchive(null)} />
    </>
  );
}
