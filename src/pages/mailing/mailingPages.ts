import type { PageEntry } from '../../routes/pages';
import { MAILING_TITLE } from './mailingTabs';

// operations.md §2 "Mailing", §6: the mailing page is a service tool (manage Service: the owner and the admin), in
// the 'Сервис' menu and the CRM group of /home; a mailing's detail (read Report) is opened from its table.
export const mailingPages: PageEntry[] = [
  {
    path: '/service/mailing',
    title: MAILING_TITLE,
    subject: 'Service',
    action: 'manage',
    menuSection: 'Сервис',
    homeGroup: 'crm',
    icon: 'mailing',
    resources: ['announcement-templates', 'group-chats'], // the templates' and registered chats' tabs
    load: () => import('./MailingPage'),
  },
  {
    path: '/announcements/:announcementId',
    title: 'Рассылка',
    subject: 'Report',
    action: 'read',
    icon: 'mailing',
    load: () => import('./AnnouncementPage'),
  },
];
