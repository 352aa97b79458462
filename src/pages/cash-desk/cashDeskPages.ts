import type { PageEntry } from '../../routes/pages';

// The cash desk of money.md §2 (/payments/box-office); the page heads itself 'Касса (dd.MM.yyyy)' with its day.
export const cashDeskPages: PageEntry[] = [
  {
    path: '/payments/box-office',
    title: 'Касса',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Платежи',
    homeGroup: 'finance',
    icon: 'cashDesk',
    load: () => import('./CashDeskPage'),
  },
];
