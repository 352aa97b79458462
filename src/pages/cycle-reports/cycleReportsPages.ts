import type { PageEntry } from '../../routes/pages';

// Payments by cycle of money.md §2: one group, and all groups.
export const cycleReportsPages: PageEntry[] = [
  {
    path: '/payments/class-reports',
    title: 'Платежи по группе',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Платежи',
    homeGroup: 'finance',
    icon: 'cycleReports',
    load: () => import('./GroupCycleReportPage'),
  },
  {
    path: '/payments/class-reports-by-cycle',
    title: 'Платежи по циклам',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Платежи',
    icon: 'cycleReports',
    load: () => import('./CyclePaymentsPage'),
  },
];
