import { defineAbilityFor, type Role } from '../../resources/abilities';
import type { PageAccess, PageEntry } from './pages';

// A registry as later screens will fill it, for the tests of what is built from it.
const noPage = async () => ({ default: () => null });

export const samplePages: PageEntry[] = [
  { path: '/service/mailing', title: 'Рассылка', subject: 'Service', action: 'manage', menuSection: 'Сервис', homeGroup: 'crm', icon: 'settings', load: noPage },
  { path: '/service/class-schedule', title: 'Расписание', subject: 'Schedule', menuSection: 'Расписание', shortMenuSection: 'Расписание', homeGroup: 'crm', icon: 'settings', load: noPage },
  { path: '/teacher-sheets', title: 'Отчеты', subject: 'TeacherSheet', menuSection: 'Отчеты', shortMenuSection: 'Отчеты', homeGroup: 'learning', icon: 'settings', load: noPage },
  { path: '/students/grades', title: 'Оценки', subject: 'Grade', menuSection: 'Ученики', shortMenuSection: 'Оценки', homeGroup: 'learning', icon: 'settings', load: noPage },
  { path: '/payments/new', title: 'Внести оплату', subject: 'Payment', action: 'manage', menuSection: 'Внести оплату', homeGroup: 'finance', icon: 'settings', load: noPage },
  { path: '/students/:studentId', title: 'Карточка ученика', subject: 'Student', icon: 'settings', load: noPage },
  { path: '/settings/:tab', to: '/settings/client-statuses', title: 'Справочники', subject: 'Reference', action: 'manage', menuSection: 'Разное', homeGroup: 'crm', icon: 'settings', load: noPage },
];

// A role's page access by the CASL rules the access provider applies (resources/abilities.ts), answered at once.
export const accessOf = (role: Role): PageAccess => {
  const ability = defineAbilityFor(role);
  return (page) => ability.can(page.action ?? 'read', page.subject);
};
