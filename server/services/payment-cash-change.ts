import { eq } from 'drizzle-orm';
import { fromKopecks, toKopecks } from '../../resources/money/kopecks';
import { CHANGE_ALREADY_REGISTERED, PAID_BY_CLIENT_MISMATCH, type CashChangeRow } from '../../resources/payment-new';
import { cashChanges, payments } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

export const PAYMENT_NOT_FOUND = 'Платеж не найден';
export const CASH_CHANGE_NOT_FOUND = 'Сдача не найдена';
// money.md §5 "Cash desk": the payment-change check's tolerance
const TOLERANCE_KOPECKS = 1;

type Payment = typeof payments.$inferSelect;
type CashChange = typeof cashChanges.$inferSelect;

const rowOf = (change: CashChange, payment: Pick<Payment, 'totalAmountPaidByClient'>): CashChangeRow => ({
  cashChangeId: change.id,
  paymentId: change.paymentId,
  changeAmount: change.changeAmount,
  notes: change.notes,
  totalAmountPaidByClient: payment.totalAmountPaidByClient,
});

// The cash handed over is the payment plus the change. When the caller says what it was, it must agree with the
// payment and the change within 0.01 (money.md §5 "Cash desk"); otherwise it follows from them.
const paidByClient = (payment: Payment, changeKopecks: number, given: number | null | undefined) => {
  const expected = (toKopecks(payment.totalAmount) ?? 0) + changeKopecks;
  if (given != null && Math.abs(given - expected) > TOLERANCE_KOPECKS) {
    throw new BadRequestError(PAID_BY_CLIENT_MISMATCH, [{ field: 'totalAmountPaidByClient', message: PAID_BY_CLIENT_MISMATCH }]);
  }
  return fromKopecks(given ?? expected);
};

const lockPayment = async (tx: Tx, paymentId: number) => {
  const payment = await lockRow(tx, payments, paymentId);
  if (!payment || payment.voidedAt) throw new NotFoundError(PAYMENT_NOT_FOUND);
  return payment;
};

const setPaidByClient = async (context: WriteContext, payment: Payment, value: string) => {
  if (payment.totalAmountPaidByClient === value) return payment;
  const [after] = await context.tx
    .update(payments)
    .set({ totalAmountPaidByClient: value, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  await audit(context, 'update', 'payments', payment.id, { totalAmountPaidByClient: payment.totalAmountPaidByClient }, { totalAmountPaidByClient: value });
  return after;
};

export type NewCashChange = { paymentId: number; changeKopecks: number; notes: string | null; paidByClientKopecks: number | null };

// POST cash-change: one change per payment. A retry of the same change answers the row there is (created: false);
// another change for a payment that has one is a 409 (PATCH cash-change/{id} changes it).
export const createCashChange = async (context: WriteContext, input: NewCashChange): Promise<{ row: CashChangeRow; created: boolean }> => {
  const payment = await lockPayment(context.tx, input.paymentId);
  const [existing] = await context.tx.select().from(cashChanges).where(eq(cashChanges.paymentId, payment.id));
  if (existing) {
    if (toKopecks(existing.changeAmount) === input.changeKopecks && existing.notes === input.notes) return { row: rowOf(existing, payment), created: false };
    throw new ConflictError(CHANGE_ALREADY_REGISTERED);
  }
  const paid = paidByClient(payment, input.changeKopecks, input.paidByClientKopecks);
  const [change] = await context.tx
    .insert(cashChanges)
    .values({ paymentId: payment.id, changeAmount: fromKopecks(input.changeKopecks), notes: input.notes })
    .returning();
  await audit(context, 'create', 'cash-changes', change.id, null, change);
  const after = await setPaidByClient(context, payment, paid);
  return { row: rowOf(change, after), created: true };
};

export type CashChangeEdit = { changeKopecks?: number; notes?: string | null; paidByClientKopecks: number | null };

// PATCH cash-change/{id}: what is sent changes; the payment's cash handed over follows (or is checked).
export const updateCashChange = async (context: WriteContext, id: number, input: CashChangeEdit): Promise<CashChangeRow> => {
  const before = await lockRow(context.tx, cashChanges, id);
  if (!before) throw new NotFoundError(CASH_CHANGE_NOT_FOUND);
  const payment = await lockPayment(context.tx, before.paymentId);
  const changeKopecks = input.changeKopecks ?? toKopecks(before.changeAmount) ?? 0;
  const paid = paidByClient(payment, changeKopecks, input.paidByClientKopecks);
  const [after] = await context.tx
    .update(cashChanges)
    .set({
      changeAmount: fromKopecks(changeKopecks),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(cashChanges.id, id))
    .returning();
  await audit(context, 'update', 'cash-changes', id, before, after);
  const paymentAfter = await setPaidByClient(context, payment, paid);
  return rowOf(after, paymentAfter);
};
