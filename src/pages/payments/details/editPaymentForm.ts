import dayjs, { type Dayjs } from 'dayjs';
import { editPaymentBodySchema, type EditPaymentBody, type EditPaymentInput } from '../../../../resources/money/payment-body';
import type { PaymentClassRow } from '../../../../resources/payment-new';
import type { PaymentRow } from '../../../../resources/payment-history';
import { API_DATE } from '../../../lib/date';
import { fieldOf, typedAmount, type FieldMessage, type PaymentLineValues } from '../new/paymentForm';

// The edit-payment modal (money.md §5 "Payment edit") as plain data: the form a payment starts with, the body it
// sends (PATCH payments-info/{id}) and where each message of the shared schema shows. The total is not a field:
// it is the sum of the lines, shown read-only (new/paymentForm.ts totalKopecksOf).

export type EditLineValues = PaymentLineValues & { paymentDetailId?: number };
export type EditPaymentValues = {
  paymentDate?: Dayjs | null;
  descriptors?: number[];
  lines?: EditLineValues[];
  paymentComment?: string;
};

export const formOfPayment = (payment: PaymentRow): EditPaymentValues => ({
  paymentDate: dayjs(payment.paymentDate, API_DATE),
  descriptors: payment.descriptors,
  paymentComment: payment.paymentComment ?? '',
  lines: payment.paymentDetails.map((line) => ({
    paymentDetailId: line.paymentDetailId,
    classId: line.classId,
    subjectId: line.subjectId,
    amount: typedAmount(line.amount),
    classCycle: line.classCycle,
    lessonAmount: line.lessonAmount,
  })),
});

export const toEditInput = (values: EditPaymentValues): EditPaymentInput => ({
  paymentDate: values.paymentDate?.isValid() ? values.paymentDate.format(API_DATE) : null,
  descriptors: values.descriptors ?? [],
  paymentComment: values.paymentComment?.trim() ? values.paymentComment : null,
  paymentDetails: (values.lines ?? []).map((line) => ({
    paymentDetailId: line.paymentDetailId,
    classId: line.classId ?? null,
    subjectId: line.subjectId ?? null,
    amount: line.amount ?? '',
    classCycle: line.classCycle ?? null,
    lessonAmount: line.lessonAmount ?? null,
  })),
});

// Every message of money.md §5 for these values, by form field; the body when there is none.
export const checkEditForm = (values: EditPaymentValues): { body?: EditPaymentBody; input: EditPaymentInput; messages: FieldMessage[] } => {
  const input = toEditInput(values);
  const parsed = editPaymentBodySchema.safeParse(input);
  if (parsed.success) return { body: parsed.data, input, messages: [] };
  const byField = new Map<string, FieldMessage>();
  for (const issue of parsed.error.issues) {
    const name = fieldOf(issue.path);
    const entry = byField.get(name.join('.')) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byField.set(name.join('.'), entry);
  }
  return { input, messages: [...byField.values()] };
};

// The groups a line may name: the student's groups open for payment, and the payment's own groups the student has
// left since (named, without a price hint).
export const groupRowsFor = (payment: PaymentRow, studentRows: readonly PaymentClassRow[]): PaymentClassRow[] => {
  const known = new Set(studentRows.map((row) => row.classId));
  const gone = payment.paymentDetails
    .filter((line) => !known.has(line.classId))
    .map(
      (line): PaymentClassRow => ({
        classId: line.classId,
        className: line.className,
        subjectId: line.subjectId,
        subjectName: line.subjectName,
        teacherName: null,
        classCycle: line.classCycle,
        lessonAmount: line.lessonAmount,
        lessonsPerCycle: line.lessonAmount,
        cyclePrice: null,
        amount: line.amount,
        priceExplanation: '',
        paidCycles: [],
      }),
    );
  return [...studentRows, ...gone.filter((row, index) => gone.findIndex((other) => other.classId === row.classId) === index)];
};
