import type { PageEntry } from '../../routes/pages';

// Payments by cycle of money.md §2: one group, and all groups.
export const cycleReportsPages: PageEntry[] = [];
