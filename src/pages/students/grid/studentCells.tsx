import { Link } from 'react-router';
import type { StudentRow } from '../../../../resources/students';
import { ChipList } from '../../../components/ChipList';
import type { ColumnBehaviours } from './serverGridColumns';
import { GroupChips } from './GroupChips';

const student = (row: Record<string, unknown>) => row as unknown as StudentRow;

export const studentCardPath = (studentId: number) => `/students/${studentId}`;

// How the student grids show their cells and which server sorts and filters they offer (docs/api-core.md
// "Students": sort allowlist, _like filters, =id filters). Choice columns show the row's own names.
export const studentColumnBehaviours: ColumnBehaviours = {
  studentName: {
    cell: (row) => <Link to={studentCardPath(student(row).studentId)}>{student(row).studentName}</Link>,
    sortField: 'studentName',
    textFilter: 'studentName',
  },
  schoolYearId: {
    cell: (row) => student(row).schoolYearDescription,
    sortField: 'schoolYearDescription',
    choiceFilter: { field: 'schoolYearId', target: 'school-years' },
  },
  studentSchoolClasses: {
    cell: (row) => <GroupChips groups={student(row).studentSchoolClasses} />,
    choiceFilter: { field: 'classId', target: 'teacher-sheets' },
  },
  subjects: {
    cell: (row) => <ChipList chips={student(row).subjects.map((subject) => ({ key: subject.subjectId, label: subject.subjectName }))} />,
    choiceFilter: { field: 'subjectId', target: 'subjects' },
  },
  attendanceTypes: {
    cell: (row) => (
      <ChipList chips={student(row).attendanceTypes.map((type) => ({ key: type.attendanceLinkId, label: type.attendanceTypeName }))} />
    ),
    choiceFilter: { field: 'attendanceTypeId', target: 'attendance-types' },
  },
  studentPhoneNumber: { textFilter: 'studentPhoneNumber' },
  studentTelegramId: { textFilter: 'studentTelegramId' },
  parentName: { sortField: 'parentName', textFilter: 'parentName' },
  parentPhoneNumber: { textFilter: 'parentPhoneNumber' },
  studentCityId: {
    cell: (row) => student(row).studentCityName,
    sortField: 'studentCityName',
    choiceFilter: { field: 'studentCityId', target: 'student-cities' },
  },
  studentSchoolId: {
    cell: (row) => student(row).studentSchoolName,
    sortField: 'studentSchoolName',
    choiceFilter: { field: 'studentSchoolId', target: 'student-schools' },
  },
  marketingChannelId: {
    cell: (row) => student(row).marketingChannelName,
    sortField: 'marketingChannelName',
    choiceFilter: { field: 'marketingChannelId', target: 'marketing-channels' },
  },
  dateOfBirth: { sortField: 'dateOfBirth' },
  additionalComment: { textFilter: 'additionalComment' },
  creationDate: { sortField: 'creationDate' },
  exitStatusId: {
    cell: (row) => student(row).exitStatusName,
    sortField: 'exitStatusName',
    choiceFilter: { field: 'exitStatusId', target: 'exit-statuses' },
  },
};
