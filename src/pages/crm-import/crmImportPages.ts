import type { PageEntry } from '../../routes/pages';
import { CRM_IMPORT_TITLE } from '../../../resources/crm-import';

// core.md §2.1: /service/add-to-crm, a service tool (manage Service) the spec names without describing it; issue 11
// makes it the import of applications and students from a spreadsheet (docs/api-operations.md "Import into the CRM").
export const crmImportPages: PageEntry[] = [
  {
    path: '/service/add-to-crm',
    title: CRM_IMPORT_TITLE,
    subject: 'Service',
    action: 'manage',
    menuSection: 'Сервис',
    homeGroup: 'crm',
    icon: 'crmImport',
    load: () => import('./CrmImportPage'),
  },
];
