import type { PageEntry } from '../../routes/pages';
import { TRIAL_CLASSES_TITLE } from '../../../resources/trial-classes';

// operations.md §2, §6; core.md §2.1: the group page (read Schedule; no menu entry: the groups list links to it)
// and the trial lessons (manage Request, in the applications' section). /teacher-subjects is built from its
// declaration (resources/teacher-subjects.ts).
export const groupPagePages: PageEntry[] = [
  {
    path: '/school-class/:schoolClassId',
    title: 'Группа',
    subject: 'Schedule',
    action: 'read',
    resources: ['student-exits'],
    icon: 'groups',
    load: () => import('./GroupPage'),
  },
  {
    path: '/clients/trial-classes',
    title: TRIAL_CLASSES_TITLE,
    subject: 'Request',
    action: 'manage',
    resources: ['trial-classes'],
    menuSection: 'Заявки',
    icon: 'grades',
    load: () => import('./trial/TrialClassesPage'),
  },
];
