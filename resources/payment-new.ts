import { z } from 'zod';
import { referenceIdOf } from './reference-address';
import { CHANGE_NEGATIVE, changeRule, PAID_BY_CLIENT_MISMATCH } from './money/payment-body';
import { parseAmount } from './money/amount-input';
import { maybeText, money, rowId, rowText } from './row-fields';

// The rows and answers of the add-payment screen (money.md §2 "Add payment", §7 Payments): what the server answers
// through these schemas is what the screen reads as its types. The body of addPayment is money/payment-body.ts.

// GET payment-descriptors-info (money.md §3 "Payment descriptor")
export const paymentDescriptorRowSchema = z.object({ paymentDescriptorId: rowId, paymentDescriptorName: rowText });
export type PaymentDescriptorRow = z.infer<typeof paymentDescriptorRowSchema>;

// GET all-students-info: the student picker (the active students, Russian order)
export const studentOptionSchema = z.object({ studentId: rowId, studentName: rowText });
export type StudentOption = z.infer<typeof studentOptionSchema>;

// GET student-classes-for-payment-info/{studentId}: one line per active enrolment of the student in an active group,
// prefilled for the next cycle the student has not paid. cyclePrice is the student's price of a whole cycle of the
// group (tier, discount, old price: resources/money/pricing.ts), null when the group has no tariff; amount the price of
// lessonAmount lessons of it (payment-minimum.ts paymentLinePrice). cyclePrice and lessonsPerCycle are what the
// calculated minimum needs; priceExplanation says how the price was found.
export const paymentClassRowSchema = z.object({
  classId: rowId,
  className: rowText,
  subjectId: rowId,
  subjectName: rowText,
  teacherName: maybeText,
  classCycle: z.number().int(),
  lessonAmount: z.number().int(),
  lessonsPerCycle: z.number().int(),
  cyclePrice: money.nullable(),
  amount: money.nullable(),
  priceExplanation: rowText,
  paidCycles: z.array(z.number().int()),
});
export type PaymentClassRow = z.infer<typeof paymentClassRowSchema>;

// POST addPayment answers
export const addPaymentAnswerSchema = z.object({ paymentId: rowId });
export type AddPaymentAnswer = z.infer<typeof addPaymentAnswerSchema>;

// 409: the subjects were already paid in these cycles by payments that stand (money.md §4 "Duplicate payment").
export const duplicateDetailSchema = z.object({
  paymentId: rowId,
  paymentDate: rowText,
  classId: rowId,
  className: rowText,
  subjectId: rowId,
  subjectName: rowText,
  classCycle: z.number().int(),
  amount: money,
});
export type DuplicateDetail = z.infer<typeof duplicateDetailSchema>;
export const duplicateAnswerSchema = z.object({ message: rowText, duplicateDetails: z.array(duplicateDetailSchema) });
export type DuplicateAnswer = z.infer<typeof duplicateAnswerSchema>;

export const DUPLICATE_PAYMENT = 'Эти предметы уже оплачены в указанном цикле';
export const IDEMPOTENCY_KEY_REUSED = 'Этот ключ идемпотентности уже использован для другого платежа';
export const INVALID_IDEMPOTENCY_KEY = 'Некорректный заголовок Idempotency-Key: от 1 до 255 печатных символов';

// money.md §8 "Payments"
export const paymentToasts = {
  created: 'Платеж успешно добавлен!',
  failedWith: (message: string) => `Ошибка! ${message}`,
  failed: 'Произошла ошибка при добавлении платежа.',
  changeFailed: 'Платеж добавлен, но произошла ошибка при регистрации сдачи.',
} as const;

// The cash change of a payment (money.md §3 "Cash change", §7 POST cash-change / PATCH cash-change/{id}).
export const cashChangeRowSchema = z.object({
  cashChangeId: rowId,
  paymentId: rowId,
  changeAmount: money,
  notes: maybeText,
  totalAmountPaidByClient: money.nullable(),
});
export type CashChangeRow = z.infer<typeof cashChangeRowSchema>;

export const PAYMENT_REQUIRED = 'Укажите платеж';
const notesRule = z
  .string({ error: 'Примечание должно быть текстом' })
  .max(1000, 'Примечание не должно превышать 1000 символов')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value && value.trim() !== '' ? value.trim() : null));

// The change as the payment form says it (changeAmount) or as the cash desk does (paymentChangeAmount).
const changeAmountRule = z.unknown().optional();
const paidByClientRule = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, context): number | null => {
    if (value === undefined || value === null || value === '') return null;
    const parsed = parseAmount(value);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.kopecks;
  });

const changeOf = (body: { changeAmount?: unknown; paymentChangeAmount?: unknown }, context: z.RefinementCtx): number => {
  const given = changeGiven(body);
  const path = body.changeAmount !== undefined ? 'changeAmount' : 'paymentChangeAmount';
  const parsed = changeRule.safeParse(given === undefined ? null : given);
  if (!parsed.success) {
    context.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]?.message ?? CHANGE_NEGATIVE });
    return 0;
  }
  return parsed.data;
};

const changeGiven = (body: { changeAmount?: unknown; paymentChangeAmount?: unknown }) =>
  body.changeAmount !== undefined ? body.changeAmount : body.paymentChangeAmount;

// POST cash-change: { payment (reference) | paymentId, changeAmount | paymentChangeAmount, notes,
// totalAmountPaidByClient? } → { paymentId, changeKopecks, notes, paidByClientKopecks }.
export const cashChangeCreateSchema = z
  .strictObject({
    payment: z.unknown().optional(),
    paymentId: z.unknown().optional(),
    changeAmount: changeAmountRule,
    paymentChangeAmount: changeAmountRule,
    notes: notesRule,
    totalAmountPaidByClient: paidByClientRule,
  })
  .transform((body, context) => {
    const paymentId = referenceIdOf(body.payment ?? body.paymentId ?? null, ['payments', 'payments-info']);
    if (paymentId == null) context.addIssue({ code: 'custom', path: ['payment'], message: PAYMENT_REQUIRED });
    const changeKopecks = changeOf(body, context);
    return { paymentId: paymentId ?? 0, changeKopecks, notes: body.notes ?? null, paidByClientKopecks: body.totalAmountPaidByClient };
  });
export type CashChangeCreateInput = z.input<typeof cashChangeCreateSchema>;

// PATCH cash-change/{id}: the change and the notes (what is left out stays); totalAmountPaidByClient when the
// cash desk sends it too.
export const cashChangeUpdateSchema = z
  .strictObject({
    id: z.number().int().optional(),
    cashChangeId: z.number().int().optional(),
    changeAmount: changeAmountRule,
    paymentChangeAmount: changeAmountRule,
    notes: notesRule,
    totalAmountPaidByClient: paidByClientRule,
  })
  .transform((body, context) => ({
    id: body.id ?? body.cashChangeId,
    changeKopecks: changeGiven(body) === undefined ? undefined : changeOf(body, context),
    notes: body.notes,
    paidByClientKopecks: body.totalAmountPaidByClient,
  }));

export const CHANGE_ALREADY_REGISTERED = 'Сдача для этого платежа уже зарегистрирована';
export { PAID_BY_CLIENT_MISMATCH };
