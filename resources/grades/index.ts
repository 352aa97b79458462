import { z } from 'zod';
import { defineResource } from '../define';
import { maybeText, rowId, rowText } from '../row-fields';

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
export const studentGradeRowSchema = z.object({
  uniqueKey: rowText, // `${studentId}-${lessonId}`
  studentId: rowId,
  studentName: rowText,
  classId: rowId,
  className: rowText,
  lessonId: rowId,
  lessonName: maybeText,
  lessonDate: maybeText, // YYYY-MM-DD
  lessonNumber: rowId,
  attendanceGrade: maybeText,
  classworkGrade: maybeText,
  homeworkGrade: maybeText,
  lessonCycleNumber: rowId,
});
export type StudentGradeRow = z.infer<typeof studentGradeRowSchema>;

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
