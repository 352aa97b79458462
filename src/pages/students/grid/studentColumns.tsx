import { Link } from 'react-router';
import type { StudentRow } from '../../../../resources/students';
import { ChipList } from '../../../components/ChipList';
import type { ColumnOverrides } from '../../../components/editable-grid/columnQuery';
import { GroupChips } from './GroupChips';

const student = (row: Record<string, unknown>) => row as unknown as StudentRow;

export const studentCardPath = (studentId: number) => `/students/${studentId}`;

// How the student grids show their cells and which server sorts and filters they offer (docs/api-core.md
// "Students": sort allowlist, _like filters, =id filters). Choice columns show the row's own names.
export const studentColumns: ColumnOverrides = {
  studentName: {
    cell: (row) => <Link to={studentCardPath(student(row).studentId)}>{student(row).studentName}</Link>,
    sort: 'studentName',
    filter: { text: 'studentName' },
  },
  schoolYearId: {
    cell: (row) => student(row).schoolYearDescription,
    sort: 'schoolYearDescription',
    filter: { choice: { field: 'schoolYearId', target: 'school-years' } },
  },
  studentSchoolClasses: {
    cell: (row) => <GroupChips groups={student(row).studentSchoolClasses} />,
    filter: { choice: { field: 'classId', target: 'teacher-sheets' } },
  },
  subjects: {
    cell: (row) => <ChipList chips={student(row).subjects.map((subject) => ({ key: subject.subjectId, label: subject.subjectName }))} />,
    filter: { choice: { field: 'subjectId', target: 'subjects' } },
  },
  attendanceTypes: {
    cell: (row) => (
      <ChipList chips={student(row).attendanceTypes.map((type) => ({ key: type.attendanceLinkId, label: type.attendanceTypeName }))} />
    ),
    filter: { choice: { field: 'attendanceTypeId', target: 'attendance-types' } },
  },
  studentPhoneNumber: { filter: { text: 'studentPhoneNumber' } },
  studentTelegramId: { filter: { text: 'studentTelegramId' } },
  parentName: { sort: 'parentName', filter: { text: 'parentName' } },
  parentPhoneNumber: { filter: { text: 'parentPhoneNumber' } },
  studentCityId: {
    cell: (row) => student(row).studentCityName,
    sort: 'studentCityName',
    filter: { choice: { field: 'studentCityId', target: 'student-cities' } },
  },
  studentSchoolId: {
    cell: (row) => student(row).studentSchoolName,
    sort: 'studentSchoolName',
    filter: { choice: { field: 'studentSchoolId', target: 'student-schools' } },
  },
  marketingChannelId: {
    cell: (row) => student(row).marketingChannelName,
    sort: 'marketingChannelName',
    filter: { choice: { field: 'marketingChannelId', target: 'marketing-channels' } },
  },
  dateOfBirth: { sort: 'dateOfBirth' },
  additionalComment: { filter: { text: 'additionalComment' } },
  creationDate: { sort: 'creationDate' },
  exitStatusId: {
    cell: (row) => student(row).exitStatusName,
    sort: 'exitStatusName',
    filter: { choice: { field: 'exitStatusId', target: 'exit-statuses' } },
  },
};
