import { formatKopecks } from './kopecks';

// The cash desk of one day (money.md §2 "Cash desk", §3 "Daily cash statistics", §4, §5; issue 9): what the day's
// money adds up to, in integer kopecks. The server reads the day's rows and calls these; the screen shows the
// same numbers with the same explanation. docs/money.md §12 says why each rule is so.

// A payment of the day as the desk sees it: the cash handed over (total + change; the total where nobody said)
// and the change given back from the desk.
export type CashDayPayment = {
  paymentId: number;
  totalKopecks: number;
  paidByClientKopecks: number | null;
  changeKopecks: number | null;
  descriptorIds: readonly number[];
};

export type CashDayExpense = { expenseId: number; amountKopecks: number; expensePaymentTypeId: number; expenseTypeId: number };

// Which payments and expenses the desk counts: the payment types (descriptors) and expense payment types chosen
// in the page's filters; by default the cash ones (cashDefaults).
export type CashDayFilter = { descriptorIds: ReadonlySet<number>; expensePaymentTypeIds: ReadonlySet<number> };

export type CashDayTotals = {
  startKopecks: number;
  paymentsKopecks: number; // cash handed over by the clients of the counted payments
  changeKopecks: number; // change given back for them
  expensesKopecks: number; // counted expenses
  profitKopecks: number; // what the day added: payments − change − expenses
  calculatedEndKopecks: number; // start + profit
  paymentBreakdown: Map<number, number>; // descriptor id → kopecks (each payment under one descriptor: see below)
  expenseBreakdown: Map<number, number>; // expense type id → kopecks
  explanation: string;
};

// The names of the seeded types that are cash (server/seed/payments.ts, server/seed/reference-data.ts); a centre
// that renames them chooses its filter on the page, and the page keeps the choice (money.md §2).
export const CASH_DESCRIPTOR_NAME = 'Наличные';
export const CASH_EXPENSE_PAYMENT_TYPE_NAME = 'Наличные';

export const cashDefaults = (
  descriptors: readonly { id: number; name: string }[],
  expensePaymentTypes: readonly { id: number; name: string }[],
): CashDayFilter => ({
  descriptorIds: new Set(descriptors.filter((type) => type.name === CASH_DESCRIPTOR_NAME).map((type) => type.id)),
  expensePaymentTypeIds: new Set(expensePaymentTypes.filter((type) => type.name === CASH_EXPENSE_PAYMENT_TYPE_NAME).map((type) => type.id)),
});

// A payment counts when one of its types is chosen. It counts whole: a payment does not say how much of it was
// cash and how much card, and the desk must not invent a split.
const counts = (payment: CashDayPayment, filter: CashDayFilter) => payment.descriptorIds.some((id) => filter.descriptorIds.has(id));

// The one descriptor a payment is listed under in the breakdown: its first chosen type by id, so the breakdown
// adds up to the payments total exactly (a payment under two types would otherwise be counted twice).
const breakdownDescriptor = (payment: CashDayPayment, filter: CashDayFilter) =>
  Math.min(...payment.descriptorIds.filter((id) => filter.descriptorIds.has(id)));

export const handedOver = (payment: CashDayPayment) => payment.paidByClientKopecks ?? payment.totalKopecks + (payment.changeKopecks ?? 0);

const add = (map: Map<number, number>, key: number, kopecks: number) => map.set(key, (map.get(key) ?? 0) + kopecks);

export const cashDayTotals = (
  startKopecks: number,
  payments: readonly CashDayPayment[],
  expenses: readonly CashDayExpense[],
  filter: CashDayFilter,
): CashDayTotals => {
  const paymentBreakdown = new Map<number, number>();
  const expenseBreakdown = new Map<number, number>();
  let paymentsKopecks = 0;
  let changeKopecks = 0;
  let expensesKopecks = 0;
  for (const payment of payments) {
    if (!counts(payment, filter)) continue;
    const cash = handedOver(payment);
    paymentsKopecks += cash;
    changeKopecks += payment.changeKopecks ?? 0;
    add(paymentBreakdown, breakdownDescriptor(payment, filter), cash);
  }
  for (const expense of expenses) {
    if (!filter.expensePaymentTypeIds.has(expense.expensePaymentTypeId)) continue;
    expensesKopecks += expense.amountKopecks;
    add(expenseBreakdown, expense.expenseTypeId, expense.amountKopecks);
  }
  const profitKopecks = paymentsKopecks - changeKopecks - expensesKopecks;
  const calculatedEndKopecks = startKopecks + profitKopecks;
  const explanation =
    `${formatKopecks(startKopecks, 'auto')} + ${formatKopecks(paymentsKopecks, 'auto')} − ${formatKopecks(changeKopecks, 'auto')}` +
    ` − ${formatKopecks(expensesKopecks, 'auto')} = ${formatKopecks(calculatedEndKopecks, 'auto')}`;
  return { startKopecks, paymentsKopecks, changeKopecks, expensesKopecks, profitKopecks, calculatedEndKopecks, paymentBreakdown, expenseBreakdown, explanation };
};

// money.md §5 "Cash desk": the payment amount must equal the amount paid by the client minus the change, within 0.01.
export const CHANGE_CHECK_MESSAGE = 'Проверьте расчёт: Платеж = Платеж без сдачи + Сдача';
export const CHANGE_TOLERANCE_KOPECKS = 1;
export const changeAddsUp = (paymentKopecks: number, paidByClientKopecks: number, changeKopecks: number) =>
  Math.abs(paidByClientKopecks - changeKopecks - paymentKopecks) <= CHANGE_TOLERANCE_KOPECKS;

// The day a person looks at, as the page and the server treat it (money.md §4 "Cash desk").
export type CashDayState =
  | 'not-opened' // no record: the init panel; payments, expenses and closing disabled
  | 'open' // today, with a record: everything enabled, closing too
  | 'archive' // a past day: read-only, the stored end shown
  | 'future'; // a day to come: nothing to do yet

export const cashDayState = (date: string, today: string, hasRecord: boolean): CashDayState => {
  if (date > today) return 'future';
  if (date < today) return hasRecord ? 'archive' : 'not-opened';
  return hasRecord ? 'open' : 'not-opened';
};

// Only today's day may be opened, changed or closed; the server refuses the rest whatever the screen shows.
export const cashDayWritable = (date: string, today: string) => date === today;

// The start of a new day: the calculated end of the last record before it (money.md §4), 0 for the first day.
export const prefilledStart = (lastRecord: { calculatedEndKopecks: number } | undefined) => lastRecord?.calculatedEndKopecks ?? 0;

// Closing: the counted end against the calculated one. Any difference of a kopeck or more needs a reason in the
// notes (money.md §4 "asks for a reason"); the variance is kept with the day (issue 9's variance log).
export const CLOSE_REASON_REQUIRED = 'Конечная сумма отличается от рассчитанной: укажите причину в примечании';
export const closingVariance = (countedEndKopecks: number, calculatedEndKopecks: number) => countedEndKopecks - calculatedEndKopecks;
export const closingProblem = (countedEndKopecks: number, calculatedEndKopecks: number, notes: string | null | undefined) =>
  closingVariance(countedEndKopecks, calculatedEndKopecks) !== 0 && !notes?.trim() ? CLOSE_REASON_REQUIRED : undefined;
