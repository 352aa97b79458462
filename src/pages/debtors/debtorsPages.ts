import type { PageEntry } from '../../routes/pages';

// The debtors page of money.md §2 (three tabs).
export const debtorsPages: PageEntry[] = [];
