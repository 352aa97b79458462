import { defineResource, readOnlyField } from '../define';
import type { ClientSchoolClassStatus } from '../formation';

// operations.md §2 formation, tab 'Статусы': the statuses of a place in a future group as the table shows them, a
// read-only declaration of client-school-class-statuses-info for the tab's read and its Excel export (the writes
// are the tab's own calls, server/routes/formation.ts).
export const formationStatuses = defineResource<ClientSchoolClassStatus>({
  name: 'formation-statuses',
  routes: 'own',
  subject: 'Request',
  label: { one: 'Статус', many: 'Статусы мест в группах' },
  menu: { hidden: true },
  idField: 'id',
  api: { list: 'client-school-class-statuses-info' },
  fields: {
    name: readOnlyField('text', 'Название', 240),
    color: readOnlyField('colour', 'Цвет', 140),
  },
});
