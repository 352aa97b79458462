import type { PageEntry } from '../../routes/pages';

// The expenses page of money.md §2 (/expenses/table, four tabs).
export const expensesPages: PageEntry[] = [];
