import { changeAddsUp } from '../../../resources/money/cash-day';
import { toKopecks } from '../../../resources/money/kopecks';

// money.md §5 "Cash desk": amount inputs take only digits (and, ours, one decimal comma for the kopecks: a counted
// end of 14 949,50 ₽ must be typable); empty becomes 0 on blur.
export const digitsOnly = (typed: string) => {
  const cleaned = typed.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const [whole, ...rest] = cleaned.split(',');
  return rest.length ? `${whole},${rest.join('').slice(0, 2)}` : whole;
};
export const blurred = (typed: string) => (typed.trim() === '' || typed === ',' ? '0' : typed.replace(/,$/, ''));
export const kopecksOf = (typed: string) => toKopecks(typed) ?? 0;
export const apiAmount = (typed: string) => (kopecksOf(typed) / 100).toFixed(2);

// The change row of the payments table: payment = paid by the client − change, within 0,01 ₽ (money.md §5).
export const changeRowAddsUp = (paymentAmount: string, paidByClient: string, change: string) =>
  changeAddsUp(toKopecks(paymentAmount) ?? 0, kopecksOf(paidByClient), kopecksOf(change));

// The page's filters, kept in the browser (money.md §2, §9): lists of type ids; an empty list is the cash types.
export const DESCRIPTOR_FILTER_KEY = 'cashDesk.descriptorIds';
export const EXPENSE_PAYMENT_TYPE_FILTER_KEY = 'cashDesk.expensePaymentTypeIds';
export const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);
export const idQuery = (ids: number[]) => (ids.length ? ids.join(',') : undefined);

export const PAGE_SIZE = 10; // money.md §9: cash desk tables 10 rows by default
export const TABLE_MAX_HEIGHT = 440; // money.md §9

// The desk's tables: 10 rows a page by default (money.md §9); every row when printing.
export const deskPagination = (printing: boolean) =>
  printing ? (false as const) : { defaultPageSize: PAGE_SIZE, showSizeChanger: true, pageSizeOptions: [10, 25, 50] };
