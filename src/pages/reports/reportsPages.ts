import type { PageEntry } from '../../routes/pages';

// The owner reports of money.md §2: /income/charts, /profit/charts, /profit/by-cycle (core.md §2.1: manage
// Management; the 'Менеджер' section of the full menu, with the expenses and the payouts).
export const reportsPages: PageEntry[] = [
  {
    path: '/income/charts',
    title: 'Доходы',
    subject: 'Management',
    action: 'manage',
    menuSection: 'Менеджер',
    icon: 'income',
    load: () => import('./IncomeChartsPage'),
  },
  {
    path: '/profit/charts',
    title: 'Прибыль',
    subject: 'Management',
    action: 'manage',
    menuSection: 'Менеджер',
    icon: 'profit',
    load: () => import('./ProfitChartsPage'),
  },
  {
    path: '/profit/by-cycle',
    title: 'Прибыль по группам',
    subject: 'Management',
    action: 'manage',
    menuSection: 'Менеджер',
    icon: 'profit',
    load: () => import('./ProfitByCyclePage'),
  },
];
