// core.md §2.10: two panels beside the card, each given the student id; the money area (money.md) fills them.
export { StudentPaymentsPanel } from './StudentPaymentsPanel';

export { StudentRecalculationPanel } from './StudentRecalculationPanel';
