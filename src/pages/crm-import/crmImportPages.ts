import type { PageEntry } from '../../routes/pages';

// issue 11: filled by its part of the issue.
export const crmImportPages: PageEntry[] = [];
