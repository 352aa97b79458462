import type { PageEntry } from '../../routes/pages';
import { FORMATION_TABS_TITLE, FORMATION_TITLE } from '../../../resources/formation';

// operations.md §2 "Group-formation area": the board and its two tables, in the applications area (manage
// Request, §6; core.md §2.1), in the 'Заявки' menu section.
export const formationPages: PageEntry[] = [
  {
    path: '/clients/future-enrollment',
    title: FORMATION_TITLE,
    subject: 'Request',
    action: 'manage',
    menuSection: 'Заявки',
    homeGroup: 'sales',
    icon: 'groups',
    load: () => import('./FormationBoardPage'),
  },
  {
    path: '/clients/future-enrollment-tabs',
    title: FORMATION_TABS_TITLE,
    subject: 'Request',
    action: 'manage',
    menuSection: 'Заявки',
    icon: 'cycleReports',
    load: () => import('./FormationTabsPage'),
  },
];
