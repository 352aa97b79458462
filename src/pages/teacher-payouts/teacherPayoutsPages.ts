import type { PageEntry } from '../../routes/pages';

// Teacher payouts of money.md §2 (/teacher-payout), centre 1 or centre 2 by the subdomain (src/lib/centre.ts).
export const teacherPayoutsPages: PageEntry[] = [
  {
    path: '/teacher-payout',
    title: 'Зарплата',
    subject: 'Management',
    action: 'manage',
    menuSection: 'Менеджер',
    icon: 'payouts',
    resources: ['payout-amounts'], // the rate grid of centre 2
    load: () => import('./TeacherPayoutPage'),
  },
];
