import type { PageEntry } from '../../routes/pages';

// core.md §2.1, §2.3, §2.4, §2.7–2.9, §2.13: the applications area (manage Request) and its archive
// (manage Archive).

// the lists an application's cells name, read at once with the list (src/routes/preloadData.ts)
const applicationListNames = ['school-years', 'student-cities', 'student-schools', 'marketing-channels', 'subjects', 'attendance-types'];

export const clientsPages: PageEntry[] = [
  {
    path: '/clients/new',
    title: 'Добавить заявку',
    subject: 'Request',
    action: 'manage',
    menuSection: 'Заявки',
    homeGroup: 'sales',
    icon: 'applicationNew',
    load: () => import('./new/NewApplicationPage'),
  },
  {
    path: '/clients/table',
    resources: ['clients'],
    references: applicationListNames,
    title: 'Заявки',
    subject: 'Request',
    action: 'manage',
    menuSection: 'Заявки',
    homeGroup: 'sales',
    icon: 'applications',
    load: () => import('./table/ApplicationsTablePage'),
  },
  {
    path: '/archive/clients',
    resources: ['clients-archive'],
    references: applicationListNames,
    title: 'Архив заявок',
    subject: 'Archive',
    action: 'manage',
    menuSection: 'Архив',
    icon: 'archive',
    load: () => import('./archive/ArchivedClientsPage'),
  },
  {
    path: '/clients/:clientId',
    title: 'Заявка',
    subject: 'Request',
    action: 'manage',
    icon: 'applications',
    load: () => import('./card/ClientPage'),
  },
];
