import type { PageEntry } from '../../routes/pages';

// The owner reports of money.md §2: /income/charts, /profit/charts, /profit/by-cycle.
export const reportsPages: PageEntry[] = [];
