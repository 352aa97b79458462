import { Typography } from 'antd';
import { archivedStudents } from '../../../resources/students';
import { EditableGrid } from '../../components/editable-grid/EditableGrid';
import { useStudentGrid } from '../students/grid/useStudentGrid';

// core.md §2.12: archived students in a compact grid, each with the reason it was archived; the way back
// ('Разархивировать', with its confirmation naming the student) is the declaration's row action.
export default function ArchivedStudentsPage() {
  const grid = useStudentGrid(archivedStudents);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Архив учеников
      </Typography.Title>
      <EditableGrid {...grid} size="small" />
    </>
  );
}
