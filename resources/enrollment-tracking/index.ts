import { defineResource, readOnlyField } from '../define';
import { disenrollmentRows, type DisenrollmentRow } from '../operations/disenrollment-rows';
import type { EnrollmentTracking } from '../statistics';

// the tree flattened for the export: each group's row, then its students' rows
const flatten = (rows: DisenrollmentRow[]): Record<string, unknown>[] =>
  rows.flatMap(({ children, counts, ...group }) => [
    { ...group, status: counts },
    ...(children ?? []).map((student) => ({ ...student })),
  ]);

// operations.md §2 "Statistics", tab 'Ушедшие учеников': the groups with their students' stays (GET
// statistics/enrollment/tracking, read whole; the tab filters and pages it in the browser). The fields are the
// tab's columns; its Excel export writes the tree the tab shows, a group's row and then its students'.
export const enrollmentTracking = defineResource<EnrollmentTracking & Omit<DisenrollmentRow, 'key' | 'children'>>({
  name: 'enrollment-tracking',
  routes: 'own',
  subject: 'Student',
  label: { one: 'Зачисление', many: 'Ушедшие ученики' },
  menu: { hidden: true },
  idField: 'schoolClassId',
  api: { list: 'statistics/enrollment/tracking' },
  fields: {
    name: readOnlyField('text', 'Группа / ученик', 280),
    teacherName: readOnlyField('text', 'Преподаватель', 200),
    enrollmentDate: readOnlyField('date', 'Дата зачисления', 140),
    disenrollmentDate: readOnlyField('date', 'Дата ухода', 130),
    days: readOnlyField('number', 'Дней', 90),
    bucket: readOnlyField('text', 'Срок', 140),
    status: readOnlyField('text', 'Статус', 110),
  },
  exportRows: (rows, search, today) => flatten(disenrollmentRows(rows as unknown as EnrollmentTracking[], search, today)),
});
