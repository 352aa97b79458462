import type { DebtorRow, DebtorWithAmountRow, RecalculationRow } from '../../../resources/debtors';
import { readList } from '../../crud/readList';

// The three lists of the debtors page (money.md §7): whole lists (the server refuses _start/_end on them), paged
// in the browser.
export const debtorsList = readList<DebtorRow>('debtors-info', 'Payment', 'debtId');
export const debtorAmountsList = readList<DebtorWithAmountRow>('debtors-with-amount-info', 'Payment', 'studentId');
export const recalculationsList = readList<RecalculationRow>('recalculations-info', 'Payment', 'studentId');

export const DEBTOR_PAGE_SIZE = 25;
