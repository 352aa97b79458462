import type { PageEntry } from '../../routes/pages';

// The debtors page of money.md §2 (three tabs).
export const debtorsPages: PageEntry[] = [
  {
    path: '/payments/debtors',
    title: 'Должники',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Платежи',
    homeGroup: 'finance',
    icon: 'debtors',
    load: () => import('./DebtorsPage'),
  },
];
