import type { PageEntry } from '../../routes/pages';

// Teacher payouts of money.md §2 (/teacher-payout), centre 1 or centre 2 by the subdomain.
export const teacherPayoutsPages: PageEntry[] = [];
