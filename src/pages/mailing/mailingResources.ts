import { defineResource } from '../../../resources/define';
import type { AnnouncementDetail, AnnouncementRow } from './mailingTypes';

// The mailing table as Refine's useTable reads it (operations.md §7 "Mailing": announcements-controller/table);
// the routes are the server's own (server/routes/mailing.ts), so this is not among resources/index.ts.
export const mailingTable = defineResource<AnnouncementRow>({
  name: 'announcements',
  subject: 'Service',
  label: { one: 'Рассылка', many: 'Рассылки' },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: { list: 'announcements-controller/table' },
  fields: {},
});

// One mailing's detail (announcements/{id}), read through useOne.
export const announcementDetails = defineResource<AnnouncementDetail>({
  name: 'announcement-details',
  subject: 'Report',
  label: { one: 'Рассылка', many: 'Рассылки' },
  menu: { hidden: true },
  idField: 'id',
  routes: 'own',
  api: { list: 'announcements', one: 'announcements/:id' },
  fields: {},
});
