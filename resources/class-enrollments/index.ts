import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { maybeText, rowId, rowText } from '../row-fields';
import { STAY_ACTIVE, STAY_LEFT } from '../operations/stays';

// /students/class-enrollments (core.md §2: linked from home; issue 10: the spec shows no content): every
// enrolment of a student in a group with its dates, searchable and paged on the server. Read-only: enrolments are
// made on the student card and the group page.
export const classEnrollmentRowSchema = z.object({
  studentClassId: rowId,
  studentId: rowId,
  studentName: rowText,
  classId: rowId,
  className: rowText,
  teacherName: maybeText,
  subjectName: maybeText,
  enrollmentDate: rowText,
  disenrollmentDate: maybeText,
  enrollmentStatus: z.enum([STAY_ACTIVE, STAY_LEFT]),
});
export type ClassEnrollmentRow = z.infer<typeof classEnrollmentRowSchema>;


export const classEnrollments = defineResource<ClassEnrollmentRow>({
  name: 'class-enrollments',
  routes: 'own',
  subject: 'Student',
  label: { one: 'Зачисление', many: 'Зачисления в группы' },
  menu: { parent: 'Ученики', icon: 'students' },
  page: { path: '/students/class-enrollments', title: 'Зачисления в группы', action: 'read', homeGroup: 'learning' },
  idField: 'studentClassId',
  api: { list: 'class-enrollments-info' },
  storageKey: 'class-enrollments',
  fields: {
    studentName: readOnlyField('text', 'Ученик', 240),
    className: readOnlyField('text', 'Группа', 200),
    subjectName: readOnlyField('text', 'Предмет', 160),
    teacherName: readOnlyField('text', 'Преподаватель', 200),
    enrollmentDate: readOnlyField('date', 'Дата зачисления', 150),
    disenrollmentDate: readOnlyField('date', 'Дата ухода', 150),
    enrollmentStatus: readOnlyField('text', 'Статус', 120),
  },
});
