import { SCHEDULE_TITLE } from '../../../resources/schedule';
import type { PageEntry } from '../../routes/pages';

// operations.md §2: the screens of this area (issue 10). The grid is guarded by read Schedule (§6); it sits in the
// 'Расписание' section of both menus (core.md §2.4).
export const schedulePages: PageEntry[] = [
  {
    path: '/service/class-schedule',
    title: SCHEDULE_TITLE,
    subject: 'Schedule',
    action: 'read',
    menuSection: 'Расписание',
    shortMenuSection: 'Расписание',
    homeGroup: 'learning',
    icon: 'schedule',
    load: () => import('./ScheduleGridPage'),
  },
];
