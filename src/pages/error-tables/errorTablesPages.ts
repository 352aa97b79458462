import type { PageEntry } from '../../routes/pages';

// operations.md §2: /service/error-tables, three tabs (the tab in the address); guard manage Service (§6).
export const errorTablesPages: PageEntry[] = [
  {
    path: '/service/error-tables',
    title: 'Таблицы ошибок',
    subject: 'Service',
    action: 'manage',
    menuSection: 'Сервис',
    homeGroup: 'crm',
    icon: 'debtors',
    load: () => import('./ErrorTablesPage'),
  },
];
