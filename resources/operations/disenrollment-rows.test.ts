import { describe, expect, it } from 'vitest';
import { disenrollmentRows } from './disenrollment-rows';

const groups = [
  {
    schoolClassId: 1,
    schoolClassName: 'Математика 5А',
    teacherId: 3,
    teacherName: 'Анна Петрова',
    currentStudents: 1,
    pastStudents: 1,
    studentEnrollments: [
      { studentClassId: 10, studentId: 100, studentName: 'Иван Орлов', enrollmentDate: '2026-09-01', disenrollmentDate: null },
      { studentClassId: 11, studentId: 101, studentName: 'Ольга Белова', enrollmentDate: '2026-10-01', disenrollmentDate: '2026-10-04' },
    ],
  },
  {
    schoolClassId: 2,
    schoolClassName: 'Физика 8А',
    teacherId: 4,
    teacherName: 'Мария Иванова',
    currentStudents: 1,
    pastStudents: 0,
    studentEnrollments: [{ studentClassId: 12, studentId: 102, studentName: 'Пётр Орлов', enrollmentDate: '2026-11-20', disenrollmentDate: null }],
  },
];

describe('the disenrollment tree', () => {
  it('puts each group over its students with their stay, bucket, status and highlight', () => {
    const [maths] = disenrollmentRows(groups, '', '2026-11-26');
    expect(maths).toMatchObject({ name: 'Математика 5А', teacherName: 'Анна Петрова', counts: '1 сейчас, 1 ушли' });
    expect(maths.children).toEqual([
      expect.objectContaining({ name: 'Иван Орлов', days: 86, bucket: '30–89 дней', status: 'Активный', suspicious: false }),
      expect.objectContaining({ name: 'Ольга Белова', days: 3, bucket: 'Менее 7 дней', status: 'Ушел', suspicious: true }),
    ]);
  });

  it('filters case-insensitively: a group by its name or teacher keeps every student, otherwise matching students only', () => {
    expect(disenrollmentRows(groups, 'иванова', '2026-11-26').map((group) => group.name)).toEqual(['Физика 8А']);
    const byStudent = disenrollmentRows(groups, 'ОРЛОВ', '2026-11-26');
    expect(byStudent.map((group) => group.children!.map((student) => student.name))).toEqual([['Иван Орлов'], ['Пётр Орлов']]);
    expect(disenrollmentRows(groups, 'никто', '2026-11-26')).toEqual([]);
  });
});
