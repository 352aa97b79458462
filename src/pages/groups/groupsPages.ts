import type { PageEntry } from '../../routes/pages';
import { GROUP_PAGE_SIZE } from './api/groupPageSize';

// core.md §2.1, §2.3, §2.4: the group list ('Отчеты', in both menus) and the archived groups.
export const groupsPages: PageEntry[] = [
  {
    path: '/teacher-sheets',
    resources: ['teacher-sheets'],
    listPageSize: GROUP_PAGE_SIZE,
    title: 'Отчеты',
    subject: 'TeacherSheet',
    menuSection: 'Отчеты',
    shortMenuSection: 'Отчеты',
    homeGroup: 'learning',
    icon: 'groups',
    load: () => import('./GroupsPage'),
  },
  {
    path: '/archive/teacher-sheets',
    resources: ['teacher-sheets-archive'],
    title: 'Архив групп',
    subject: 'TeacherSheet',
    menuSection: 'Архив',
    icon: 'archive',
    load: () => import('./archive/ArchivedGroupsPage'),
  },
];
