import { defineResource } from './define';

export type GradeType = 'attendance' | 'classwork' | 'homework';
export const gradeTypeLabels: Record<GradeType, string> = {
  attendance: 'Посещаемость',
  classwork: 'Классная работа',
  homework: 'Домашняя работа',
};

// operations.md §5 "Gradebook": the attendance values a cell may hold ('' = nothing marked).
export const ATTENDANCE_VALUES = ['+', '+(опоздание)', '+(отправлен материал)', '+(дистанционно)', '+(отработка)', '-', ''] as const;
export type AttendanceValue = (typeof ATTENDANCE_VALUES)[number];
export const isPresent = (value: string | null | undefined) => typeof value === 'string' && value.startsWith('+');

// core.md §3 "Student grade row": one row per student and lesson, as student-grades-info returns it.
export type StudentGradeRow = {
  uniqueKey: string; // `${studentId}-${lessonId}`
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  lessonId: number;
  lessonName: string | null;
  lessonDate: string | null; // YYYY-MM-DD
  lessonNumber: number;
  attendanceGrade: string | null;
  classworkGrade: string | null;
  homeworkGrade: string | null;
  lessonCycleNumber: number;
};

export const studentGrades = defineResource<StudentGradeRow>({
  name: 'student-grades',
  routes: 'own',
  subject: 'Grade',
  label: { one: 'Оценка', many: 'Оценки' },
  menu: { hidden: true },
  idField: 'uniqueKey',
  api: { list: 'student-grades-info' },
  storageKey: 'student-grades',
  fields: {},
});
