import { Typography } from 'antd';
import { studentGrades } from '../../../../resources/grades';
import { storageKeyOf } from '../../../components/editable-grid/gridFields';
import { ServerGrid } from '../grid/ServerGrid';
import { gradeColumnBehaviours, gradeGridFields } from './gradeColumns';

// core.md §2.6: every grade of every student, one row per student and lesson, with a quick filter.
export default function StudentGradesPage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Оценки
      </Typography.Title>
      <ServerGrid
        declaration={studentGrades}
        fields={gradeGridFields}
        behaviours={gradeColumnBehaviours}
        storageKey={storageKeyOf(studentGrades)}
        size="small"
      />
    </>
  );
}
