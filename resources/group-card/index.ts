import { defineResource } from '../define';
import type { SchoolClassInfo } from '../group-page';

// operations.md §7 "Group page": one group's card (GET school-class-info/{id}, server/routes/group-page.ts), a
// read-only record read through useOne. Its list is the groups with their teacher (server/routes/expenses.ts),
// a narrower row of the same groups that the expense screen chooses from.
export const groupCards = defineResource<SchoolClassInfo>({
  name: 'school-class-info',
  routes: 'own',
  exported: false,
  subject: 'Schedule',
  label: { one: 'Группа', many: 'Группы' },
  menu: { hidden: true },
  idField: 'schoolClassId',
  api: { list: 'school-class-info/school-classes-with-teacher', one: 'school-class-info/:id' },
  fields: {},
});
