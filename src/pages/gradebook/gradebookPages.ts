import type { PageEntry } from '../../routes/pages';

// operations.md §2: /gradebook/{schoolClassId} (read GradeBook, §6), opened from a group, with no menu entry.
export const gradebookPages: PageEntry[] = [
  {
    path: '/gradebook/:id',
    title: 'Группа',
    subject: 'GradeBook',
    action: 'read',
    icon: 'grades',
    load: () => import('./GradebookPage'),
  },
];
