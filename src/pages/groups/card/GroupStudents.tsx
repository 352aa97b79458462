import { Typography } from 'antd';
import { Link } from 'react-router';
import { groupTexts, type EnrolledStudent } from '../../../../resources/groups';
import { studentPath } from './groupLinks';

export function GroupStudents({ students }: { students: EnrolledStudent[] }) {
  return (
    <div>
      <Typography.Text type="secondary">Ученики</Typography.Text>
      {students.length === 0 ? (
        <div>
          <Typography.Text>{groupTexts.noStudents}</Typography.Text>
        </div>
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: 24 }}>
          {students.map((student) => (
            <li key={student.studentId}>
              <Link to={studentPath(student.studentId)}>{student.studentName}</Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
