import type { PageEntry } from '../../routes/pages';
import { DIGEST_PAGE } from '../../../resources/integrity-digest/digest';

// Issue 23 part 3: the daily integrity digest beside the error tables it widens; owner and admin (manage Service).
export const integrityPages: PageEntry[] = [
  {
    path: DIGEST_PAGE,
    title: 'Сводка проверок',
    subject: 'Service',
    action: 'manage',
    menuSection: 'Сервис',
    homeGroup: 'crm',
    icon: 'integrity',
    load: () => import('./IntegrityDigestPage'),
  },
];
