import { Typography } from 'antd';
import { studentGrades } from '../../../../resources/grades';
import { EditableGrid } from '../../../components/editable-grid/EditableGrid';
import { gradeColumns, gradeGridFields } from './gradeColumns';

// core.md §2.6: every grade of every student, one row per student and lesson, with a quick filter.
export default function StudentGradesPage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Оценки
      </Typography.Title>
      <EditableGrid
        declaration={studentGrades}
        fields={gradeGridFields}
        columns={gradeColumns}
        queryColumns="declared"
        pagination="server"
        showTotal
        size="small"
      />
    </>
  );
}
