import { TASKS_ARCHIVE_TITLE, TASKS_TITLE } from '../../../resources/tasks';
import type { PageEntry } from '../../routes/pages';

// operations.md §2 and §6: the board and its archive, both read Task (a TEACHER reads and moves tasks). The
// board sits with the applications (core.md §2.3 puts tasks among the sales buttons), the archive in 'Архив'.
export const tasksPages: PageEntry[] = [
  {
    path: '/tasks',
    title: TASKS_TITLE,
    subject: 'Task',
    action: 'read',
    resources: ['tasks'],
    references: ['task-statuses', 'task-priority-types', 'task-staff'],
    menuSection: 'Заявки',
    homeGroup: 'sales',
    icon: 'tasks',
    load: () => import('./TasksBoardPage'),
  },
  {
    path: '/archive/tasks',
    title: TASKS_ARCHIVE_TITLE,
    subject: 'Task',
    action: 'read',
    resources: ['tasks-archive'],
    menuSection: 'Архив',
    icon: 'archive',
    load: () => import('./ArchivedTasksPage'),
  },
];
