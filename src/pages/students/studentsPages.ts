import type { PageEntry } from '../../routes/pages';

// The students area of core.md §2.1: the table, grades, the card, the archive and the parents of students.
export const studentsPages: PageEntry[] = [
  {
    path: '/students/table',
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
    path: '/parents/parents-table',
    title: 'Родители учеников',
    subject: 'Student',
    action: 'manage',
    menuSection: 'Ученики',
    icon: 'parents',
    load: () => import('../parents/ParentsTablePage'),
  },
  {
    path: '/archive/students',
    title: 'Архив учеников',
    subject: 'Archive',
    menuSection: 'Архив',
    icon: 'archive',
    load: () => import('../archive-students/ArchivedStudentsPage'),
  },
];
