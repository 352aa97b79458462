import type { PageEntry } from '../../routes/pages';

// operations.md §2 "Statistics": /students/statistics (read Student, §6), in the students' sections of both menus.
export const statisticsPages: PageEntry[] = [
  {
    path: '/students/statistics',
    title: 'Статистика',
    subject: 'Student',
    action: 'read',
    menuSection: 'Ученики',
    shortMenuSection: 'Ученики',
    homeGroup: 'learning',
    icon: 'statistics',
    load: () => import('./StatisticsPage'),
  },
];
