import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { parseAmount } from '../money/amount-input';
import { maybeText, money, rowId, rowText } from '../row-fields';

// money.md §3 "Payment descriptor": a payment type as a payment names it.
export const paymentDescriptorLinkSchema = z.object({ paymentDescriptorId: rowId, paymentDescriptorName: rowText });
export type PaymentDescriptorLink = z.infer<typeof paymentDescriptorLinkSchema>;

// money.md §3 "Payment detail", as a line of a payment: one group's cycle. The cycle's dates are the first and last
// lesson dates of that group and cycle (null while the cycle has no dated lesson). detailId repeats
// paymentDetailId: the spec names both, for the same line.
export const paymentLineSchema = z.object({
  paymentDetailId: rowId,
  detailId: rowId,
  classId: rowId,
  className: rowText,
  subjectId: rowId,
  subjectName: rowText,
  amount: money,
  classCycle: rowId,
  lessonAmount: rowId,
  cycleStartDate: maybeText,
  cycleEndDate: maybeText,
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

// What a payment row and each of its lines' rows both say of the payment.
const paymentHeadShape = {
  paymentId: rowId,
  studentId: rowId,
  studentName: rowText,
  paymentDate: rowText,
  totalAmount: money,
  paymentComment: maybeText,
};

// money.md §3 "Payment", as payments-info and payments-info/{id} return it. descriptors are the payment types' ids
// (the spec's field), paymentDescriptors the same types with their names. totalAmountPaidByClient is the cash the
// client handed over as recorded (null: nobody said); paymentAmountPaidByClient is what the client paid for this
// payment: that recorded amount, or the total where none was recorded. version counts the edits (If-Match).
export const paymentRowSchema = z.object({
  ...paymentHeadShape,
  descriptors: z.array(rowId),
  paymentDescriptors: z.array(paymentDescriptorLinkSchema),
  paymentDetails: z.array(paymentLineSchema),
  totalAmountPaidByClient: money.nullable(),
  paymentAmountPaidByClient: money,
  version: rowId,
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

// One row of payment-details-info and payment-details-info/student/{studentId}: a line with its payment's
// student, date, total, comment, types (paymentDescriptorLinks) and version.
export const paymentDetailRowSchema = paymentLineSchema.extend({
  ...paymentHeadShape,
  paymentDescriptorLinks: z.array(paymentDescriptorLinkSchema),
  version: rowId,
});
export type PaymentDetailRow = z.infer<typeof paymentDetailRowSchema>;

// Ours (the spec has no text for them).
export const PAID_BY_CLIENT_BELOW_TOTAL = 'Сумма, полученная от клиента, не может быть меньше суммы платежа';
export const PAYMENT_NOT_FOUND = 'Платеж не найден';
export const PAYMENT_EDITED_ELSEWHERE = 'Платеж уже изменен другим пользователем. Обновите данные и повторите.';
export const PAYMENT_LINE_UNKNOWN = 'Строка платежа не найдена';

export const paymentHistoryToasts = {
  loadFailed: 'Не удалось загрузить детали платежа.', // money.md §8
  updated: 'Платеж успешно обновлен!',
  updateFailed: 'Ошибка при обновлении платежа: {message}',
  listFailed: 'Ошибка при загрузке платежей: {message}',
} as const;


// money.md §2 "Payments list": student, date, total, comment and types; paged, sorted and searched by the API.
export const paymentsHistory = defineResource<PaymentRow>({
  name: 'payments-history',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Платеж', many: 'Платежи' },
  menu: { hidden: true },
  idField: 'paymentId',
  api: { list: 'payments-info', one: 'payments-info/:id' },
  storageKey: 'payments-history',
  fields: {
    paymentId: readOnlyField('number', '№', 90),
    studentName: readOnlyField('text', 'Ученик', 240),
    paymentDate: readOnlyField('date', 'Дата платежа', 140),
    totalAmount: readOnlyField('money', 'Сумма', 140),
    paymentComment: readOnlyField('text', 'Комментарий', 260),
    // the types by name (the row's descriptors are their bare ids): the column and its export show the names
    paymentDescriptors: readOnlyField('multiReference', 'Типы платежа', 220),
  },
});

// money.md §2 "Payment details": one row per line of a payment.
export const paymentDetailsHistory = defineResource<PaymentDetailRow>({
  name: 'payment-details-history',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Строка платежа', many: 'Детали платежей' },
  menu: { hidden: true },
  idField: 'paymentDetailId',
  api: { list: 'payment-details-info', one: 'payments-info/:id' },
  storageKey: 'payment-details-history',
  fields: {
    paymentDate: readOnlyField('date', 'Дата платежа', 130),
    studentName: readOnlyField('text', 'Ученик', 220),
    subjectName: readOnlyField('text', 'Предмет', 160),
    className: readOnlyField('text', 'Группа', 180),
    classCycle: readOnlyField('number', 'Цикл', 80),
    lessonAmount: readOnlyField('number', 'Занятий', 100),
    cycleStartDate: readOnlyField('date', 'Начало цикла', 130),
    cycleEndDate: readOnlyField('date', 'Конец цикла', 130),
    amount: readOnlyField('money', 'Сумма', 130),
    paymentDescriptorLinks: readOnlyField('multiReference', 'Типы платежа', 200),
  },
});

// operations.md §2 "Group page", tab 'История платежей': one group's payment lines (payment-details-info/schoolClass/{id},
// the payment details' own rows), the tab's columns in order; its Excel export is export/group-payments/{id}.
export const groupPayments = defineResource<PaymentDetailRow>({
  name: 'group-payments',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Строка платежа', many: 'Платежи группы' },
  menu: { hidden: true },
  idField: 'paymentDetailId',
  api: { list: 'payment-details-info/schoolClass/:id', one: 'payments-info/:id' },
  fields: {
    paymentDate: readOnlyField('date', 'Дата платежа', 130),
    studentName: readOnlyField('text', 'Ученик', 220),
    classCycle: readOnlyField('number', 'Цикл', 80),
    lessonAmount: readOnlyField('number', 'Занятий', 90),
    cycleStartDate: readOnlyField('date', 'Начало цикла', 130),
    cycleEndDate: readOnlyField('date', 'Конец цикла', 130),
    amount: readOnlyField('money', 'Сумма', 130),
    paymentDescriptorLinks: readOnlyField('multiReference', 'Типы платежа', 200),
    paymentComment: readOnlyField('text', 'Комментарий', 240),
  },
});

export const groupPaymentsOf = (schoolClassId: number) => ({
  ...groupPayments,
  api: { ...groupPayments.api, list: `payment-details-info/schoolClass/${schoolClassId}` },
});

export const PAID_BY_CLIENT_MISSING = 'Укажите сумму, полученную от клиента';

// PATCH payments/{id} (money.md §7): the cash the client handed over for the payment; null clears it (nobody said).
// An amount as a person types it (comma or dot, at most two decimals) → kopecks.
export const paidByClientBodySchema = z.strictObject({
  id: z.number().int().optional(),
  paymentId: z.number().int().optional(),
  totalAmountPaidByClient: z
    .union([z.string(), z.number(), z.null()], { error: PAID_BY_CLIENT_MISSING })
    .transform((value, context): number | null => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const parsed = parseAmount(value);
      if (!parsed.ok) {
        context.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.kopecks;
    }),
});
export type PaidByClientInput = z.input<typeof paidByClientBodySchema>;
