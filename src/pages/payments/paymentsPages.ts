import type { PageEntry } from '../../routes/pages';

// The payments area of money.md §2: adding a payment, the payments list and the payment details.
export const paymentsPages: PageEntry[] = [];
