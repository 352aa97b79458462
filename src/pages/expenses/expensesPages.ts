import type { PageEntry } from '../../routes/pages';

// The expenses page of money.md §2 (/expenses/table, four tabs). Tab 4 is the expense types' declared grid, so
// the page lists that declaration (it has no page of its own).
export const expensesPages: PageEntry[] = [
  {
    path: '/expenses/table',
    title: 'Расходы',
    subject: 'Management',
    action: 'manage',
    resources: ['expense-types'],
    menuSection: 'Менеджер',
    icon: 'expenses',
    load: () => import('./ExpensesPage'),
  },
];
