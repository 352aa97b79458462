import type { PageEntry } from '../../routes/pages';

// The students area of core.md §2.1: the table, grades, the card, and the archive (the parents of students are a
// declaration's own page).
export const studentsPages: PageEntry[] = [
  {
    path: '/students/table',
    resources: ['students'],
    title: 'Ученики',
    subject: 'Student',
    menuSection: 'Ученики',
    shortMenuSection: 'Ученики',
    homeGroup: 'learning',
    icon: 'students',
    load: () => import('./table/StudentsTablePage'),
  },
  {
    path: '/students/grades',
    resources: ['student-grades'],
    title: 'Оценки',
    subject: 'Grade',
    menuSection: 'Ученики',
    shortMenuSection: 'Оценки',
    homeGroup: 'learning',
    icon: 'grades',
    load: () => import('./grades/StudentGradesPage'),
  },
  {
    path: '/students/:studentId',
    title: 'Карточка ученика',
    subject: 'Student',
    icon: 'students',
    load: () => import('./card/StudentCardPage'),
  },
  {
    path: '/archive/students',
    resources: ['students-archive'],
    title: 'Архив учеников',
    subject: 'Archive',
    menuSection: 'Архив',
    icon: 'archive',
    load: () => import('../archive-students/ArchivedStudentsPage'),
  },
];
