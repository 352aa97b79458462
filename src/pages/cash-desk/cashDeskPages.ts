import type { PageEntry } from '../../routes/pages';

// The cash desk of money.md §2 (/payments/box-office).
export const cashDeskPages: PageEntry[] = [];
