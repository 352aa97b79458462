import { debtorAmountsTab, debtorsTab } from '../../../resources/debtor-lists';
import { recalculations } from '../../../resources/recalculations';

// The three lists of the debtors page (money.md §7): paged, sorted and searched by the server (issue 22), each a
// declared resource so that its Excel export is GET export/<name>.
export const debtorsList = debtorsTab;
export const debtorAmountsList = debtorAmountsTab;
export const recalculationsList = recalculations;

export const DEBTOR_PAGE_SIZE = 25;
