import { defineResource } from '../define';
import type { StudentClass } from '../group-page';

// operations.md §7 "Group page": the students who are or were in a group (GET student-classes/schoolClass/{id},
// server/routes/group-page.ts), read-only; its list path names the group (studentClassesOf), like studentExitsOf.
export const studentClasses = defineResource<StudentClass>({
  name: 'student-classes',
  routes: 'own',
  exported: false, // its columns are not declared: the group page's students tab is a screen of its own
  subject: 'Schedule',
  label: { one: 'Ученик группы', many: 'Состав группы' },
  menu: { hidden: true },
  idField: 'studentId',
  api: { list: 'student-classes/schoolClass/:id' },
  fields: {},
});

export const studentClassesOf = (schoolClassId: number) => ({
  ...studentClasses,
  api: { ...studentClasses.api, list: `student-classes/schoolClass/${schoolClassId}` },
});
