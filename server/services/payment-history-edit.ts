import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { totalAgainstMinimum, type EditPaymentBody } from '../../resources/money/payment-body';
import { fromKopecks, MAX_KOPECKS, toKopecks } from '../../resources/money/kopecks';
import { AMOUNT_TOO_LARGE } from '../../resources/money/amount-input';
import {
  PAID_BY_CLIENT_BELOW_TOTAL,
  PAYMENT_EDITED_ELSEWHERE,
  PAYMENT_LINE_UNKNOWN,
  PAYMENT_NOT_FOUND,
} from '../../resources/payment-history';
import {
  cashChanges,
  PAYMENT_STUDENT_LOCK,
  paymentDescriptorLinks,
  paymentDescriptors,
  paymentDetails,
  payments,
  paymentVersions,
  schoolClasses,
  type PaymentSnapshot,
} from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, ConflictError, fieldError, NotFoundError, type FieldError } from '../errors';
import { audit, lockRow, type WriteContext } from '../lib/write-context';
import { loadPaymentStudent, minimumPricesFor } from './payment-classes';
import { DESCRIPTOR_NOT_FOUND, GROUP_NOT_FOUND, SUBJECT_NOT_OF_GROUP } from './payment-create';

const ENTITY = 'payments';
export const IF_MATCH_INVALID = 'Заголовок If-Match: номер версии платежа';

type Payment = typeof payments.$inferSelect;

// If-Match: "3" (the ETag of GET payments-info/{id}), W/"3" or 3 → 3; no header → no check; "*" → any version.
export const expectedVersionOf = (header: string | string[] | undefined): number | undefined => {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(text);
  if (!match) throw new BadRequestError(IF_MATCH_INVALID);
  return Number(match[1]);
};

// The payment, locked for the transaction, then its student's payment lock (server/db/schema/payments.ts: the
// lock every write of a student's payments takes, so a concurrent add's duplicate check sees this edit whole).
// A voided payment is no payment here; a stale version is a 409.
const lockPayment = async (tx: Tx, paymentId: number, expectedVersion: number | undefined): Promise<Payment> => {
  const payment = await lockRow(tx, payments, paymentId);
  if (!payment || payment.voidedAt !== null) throw new NotFoundError(PAYMENT_NOT_FOUND);
  if (expectedVersion !== undefined && expectedVersion !== payment.version) throw new ConflictError(PAYMENT_EDITED_ELSEWHERE);
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_STUDENT_LOCK}, ${payment.studentId})`);
  return payment;
};

// The payment as it is now, for payment_versions and the audit row.
const snapshotOf = async (tx: Tx, payment: Payment): Promise<PaymentSnapshot> => {
  const [details, links, changes] = await Promise.all([
    tx
      .select({
        id: paymentDetails.id,
        classId: paymentDetails.classId,
        subjectId: paymentDetails.subjectId,
        amount: paymentDetails.amount,
        classCycle: paymentDetails.classCycle,
        lessonAmount: paymentDetails.lessonAmount,
      })
      .from(paymentDetails)
      .where(eq(paymentDetails.paymentId, payment.id))
      .orderBy(asc(paymentDetails.id)),
    tx
      .select({ id: paymentDescriptorLinks.descriptorId })
      .from(paymentDescriptorLinks)
      .where(eq(paymentDescriptorLinks.paymentId, payment.id))
      .orderBy(asc(paymentDescriptorLinks.descriptorId)),
    tx
      .select({ id: cashChanges.id, changeAmount: cashChanges.changeAmount, notes: cashChanges.notes })
      .from(cashChanges)
      .where(eq(cashChanges.paymentId, payment.id)),
  ]);
  return {
    studentId: payment.studentId,
    paymentDate: payment.paymentDate,
    totalAmount: payment.totalAmount,
    totalAmountPaidByClient: payment.totalAmountPaidByClient,
    comment: payment.comment,
    descriptorIds: links.map((link) => link.id),
    details,
    cashChange: changes[0] ?? null,
  };
};

const fail = (field: string, message: string): never => {
  throw fieldError(field, message);
};

// What the body's lines and types name must exist: each group (its subject is the line's, and a subject sent must
// be it), each line id a line of this payment, each payment type.
const resolveLines = async (tx: Tx, body: EditPaymentBody, before: PaymentSnapshot) => {
  const classIds = [...new Set(body.paymentDetails.map((line) => line.classId))];
  const groups = await tx
    .select({ id: schoolClasses.id, subjectId: schoolClasses.subjectId })
    .from(schoolClasses)
    .where(inArray(schoolClasses.id, classIds));
  const subjectOf = new Map(groups.map((group) => [group.id, group.subjectId]));
  const ownLines = new Set(before.details.map((line) => line.id));
  const claimed = new Set<number>();
  const lines = body.paymentDetails.map((line, index) => {
    const subjectId = subjectOf.get(line.classId);
    if (subjectId === undefined) return fail(`paymentDetails.${index}.classId`, GROUP_NOT_FOUND);
    if (line.subjectId != null && line.subjectId !== subjectId) return fail(`paymentDetails.${index}.subjectId`, SUBJECT_NOT_OF_GROUP);
    const id = line.paymentDetailId;
    if (id !== undefined && (!ownLines.has(id) || claimed.has(id))) return fail(`paymentDetails.${index}.paymentDetailId`, PAYMENT_LINE_UNKNOWN);
    if (id !== undefined) claimed.add(id);
    return { ...line, subjectId };
  });
  const known = await tx
    .select({ id: paymentDescriptors.id })
    .from(paymentDescriptors)
    .where(inArray(paymentDescriptors.id, body.descriptors));
  if (known.length !== body.descriptors.length) fail('descriptors', DESCRIPTOR_NOT_FOUND);
  return lines;
};

// The cash handed over follows the total: total + the change given (which a correction does not give back).
const paidByClientAfter = (before: PaymentSnapshot, totalKopecks: number): string | null => {
  if (before.totalAmountPaidByClient === null) return null;
  const change = toKopecks(before.cashChange?.changeAmount) ?? 0;
  if (totalKopecks + change > MAX_KOPECKS) fail('totalAmount', AMOUNT_TOO_LARGE);
  return fromKopecks(totalKopecks + change);
};

// What a line costs is its group, cycle, lessons and amount: an edit of those is priced again (money.md §5 "Payment
// edit": the same rules), an edit of the date, comment or types alone is not (the student's prices may have changed
// since the payment was made, and correcting its date must stay possible).
const lineKey = (line: { classId: number; classCycle: number; lessonAmount: number; amount: string }) =>
  `${line.classId}:${line.classCycle}:${line.lessonAmount}:${line.amount}`;
const linesChanged = (before: PaymentSnapshot, after: PaymentSnapshot) =>
  JSON.stringify(before.details.map(lineKey).sort()) !== JSON.stringify(after.details.map(lineKey).sort());

// 'Сумма не может быть меньше рассчитанной' against the student's prices now, as the add does.
const checkMinimum = async (tx: Tx, studentId: number, body: EditPaymentBody) => {
  const student = await loadPaymentStudent(tx, studentId);
  if (!student) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const prices = await minimumPricesFor(tx, student, [...new Set(body.paymentDetails.map((line) => line.classId))]);
  const refusal = totalAgainstMinimum(body, prices);
  if (refusal) fail('totalAmount', refusal);
};

const sameState = (left: PaymentSnapshot, right: PaymentSnapshot) => JSON.stringify(left) === JSON.stringify(right);

// The state before goes to payment_versions under the version it had; the payment takes the next version.
const keepVersion = async (context: WriteContext, payment: Payment, before: PaymentSnapshot, after: PaymentSnapshot) => {
  const { tx, actor } = context;
  await tx.insert(paymentVersions).values({ paymentId: payment.id, version: payment.version, snapshot: before, changedBy: actor.id ?? actor.login });
  await audit(context, 'update', ENTITY, payment.id, { ...before, version: payment.version }, { ...after, version: payment.version + 1 });
};

// PATCH payments-info/{id} (money.md §5 "Payment edit"): date, comment, types and lines replaced as sent, the total
// the sum of the lines (the body schema holds that); one transaction. Lines sent with their paymentDetailId are
// changed in place, lines without one added, lines not sent removed (their state stays in payment_versions).
// An edit that changes nothing writes nothing and keeps the version.
export const editPayment = async (context: WriteContext, paymentId: number, body: EditPaymentBody, expectedVersion?: number) => {
  const { tx } = context;
  const payment = await lockPayment(tx, paymentId, expectedVersion);
  const before = await snapshotOf(tx, payment);
  const lines = await resolveLines(tx, body, before);
  const totalAmount = fromKopecks(body.totalAmount);
  const totalAmountPaidByClient = paidByClientAfter(before, body.totalAmount);

  const kept = lines.flatMap((line) => (line.paymentDetailId === undefined ? [] : [line.paymentDetailId]));
  const after: PaymentSnapshot = {
    ...before,
    paymentDate: body.paymentDate,
    totalAmount,
    totalAmountPaidByClient,
    comment: body.paymentComment ?? null,
    descriptorIds: [...body.descriptors].sort((left, right) => left - right),
    details: lines.map((line) => ({
      id: line.paymentDetailId ?? 0,
      classId: line.classId,
      subjectId: line.subjectId,
      amount: fromKopecks(line.amount),
      classCycle: line.classCycle,
      lessonAmount: line.lessonAmount,
    })),
  };
  const proposed = { ...after, details: [...after.details].sort((left, right) => left.id - right.id) };
  if (lines.every((line) => line.paymentDetailId !== undefined) && sameState(before, proposed)) return payment.version;
  if (linesChanged(before, after)) await checkMinimum(tx, payment.studentId, body);

  await tx
    .update(payments)
    .set({
      paymentDate: body.paymentDate,
      totalAmount,
      totalAmountPaidByClient,
      comment: body.paymentComment ?? null,
      version: payment.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId));

  const removed = and(eq(paymentDetails.paymentId, paymentId), kept.length > 0 ? notInArray(paymentDetails.id, kept) : undefined);
  await tx.delete(paymentDetails).where(removed);
  for (const line of lines) {
    const values = {
      classId: line.classId,
      subjectId: line.subjectId,
      amount: fromKopecks(line.amount),
      classCycle: line.classCycle,
      lessonAmount: line.lessonAmount,
    };
    if (line.paymentDetailId === undefined) await tx.insert(paymentDetails).values({ ...values, paymentId });
    else await tx.update(paymentDetails).set(values).where(eq(paymentDetails.id, line.paymentDetailId));
  }

  await tx.delete(paymentDescriptorLinks).where(eq(paymentDescriptorLinks.paymentId, paymentId));
  await tx.insert(paymentDescriptorLinks).values(body.descriptors.map((descriptorId) => ({ paymentId, descriptorId })));

  const stored = { ...payment, paymentDate: body.paymentDate, totalAmount, totalAmountPaidByClient, comment: after.comment };
  await keepVersion(context, payment, before, await snapshotOf(tx, stored));
  return payment.version + 1;
};

// PATCH payments/{id} (money.md §7): the cash the client handed over; not below the total. Kept as a version too.
export const setPaidByClient = async (context: WriteContext, paymentId: number, kopecks: number | null, expectedVersion?: number) => {
  const { tx } = context;
  const payment = await lockPayment(tx, paymentId, expectedVersion);
  const errors: FieldError[] = [];
  if (kopecks !== null && kopecks < (toKopecks(payment.totalAmount) ?? 0)) {
    errors.push({ field: 'totalAmountPaidByClient', message: PAID_BY_CLIENT_BELOW_TOTAL });
    throw new BadRequestError(PAID_BY_CLIENT_BELOW_TOTAL, errors);
  }
  const totalAmountPaidByClient = kopecks === null ? null : fromKopecks(kopecks);
  if (totalAmountPaidByClient === payment.totalAmountPaidByClient) return payment.version;
  const before = await snapshotOf(tx, payment);
  await tx
    .update(payments)
    .set({ totalAmountPaidByClient, version: payment.version + 1, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
  await keepVersion(context, payment, before, { ...before, totalAmountPaidByClient });
  return payment.version + 1;
};
