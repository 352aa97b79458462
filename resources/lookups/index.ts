import { defineResource, readOnlyField } from '../define';

// Read-only lists the later screens choose from (core.md §3, §7.1).
export type SchoolYearRow = { schoolYearId: number; schoolYearDescription: string };
export type TeacherRow = { teacherId: number; teacherName: string };
export type AttendanceTypeRow = { attendanceTypeId: number; attendanceTypeName: string };
export type ExitStatusRow = { exitStatusId: number; exitStatusName: string };

export const schoolYears = defineResource<SchoolYearRow>({
  name: 'school-years',
  subject: 'Reference',
  label: { one: 'Класс', many: 'Классы' },
  menu: { hidden: true },
  idField: 'schoolYearId',
  api: { list: 'school-years-info' },
  fields: { schoolYearDescription: readOnlyField('text', 'Класс', 160) },
});

export const teachers = defineResource<TeacherRow>({
  name: 'teachers',
  subject: 'Reference',
  label: { one: 'Преподаватель', many: 'Преподаватели' },
  menu: { hidden: true },
  idField: 'teacherId',
  api: { list: 'teacher-name-list-info' },
  database: { table: 'staff', rows: { role: 'Преподаватель', archived: false } },
  fields: { teacherName: readOnlyField('text', 'Преподаватель', 240) },
});

export const attendanceTypes = defineResource<AttendanceTypeRow>({
  name: 'attendance-types',
  subject: 'Reference',
  label: { one: 'Формат занятий', many: 'Форматы занятий' },
  menu: { hidden: true },
  idField: 'attendanceTypeId',
  api: { list: 'attendance-types-info' },
  fields: { attendanceTypeName: readOnlyField('text', 'Формат занятий', 200) },
});

export const exitStatuses = defineResource<ExitStatusRow>({
  name: 'exit-statuses',
  subject: 'Reference',
  label: { one: 'Причина архивации', many: 'Причины архивации' },
  menu: { hidden: true },
  idField: 'exitStatusId',
  api: { list: 'exit-statuses-info' },
  fields: { exitStatusName: readOnlyField('text', 'Причина архивации', 240) },
});
