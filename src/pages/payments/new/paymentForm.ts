import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { toKopecks } from '../../../../resources/money/kopecks';
import { parseAmount } from '../../../../resources/money/amount-input';
import {
  addPaymentBodySchema,
  changeRule,
  minimumOfDetails,
  totalAgainstMinimum,
  type AddPaymentBody,
  type AddPaymentInput,
  type GroupPriceForMinimum,
} from '../../../../resources/money/payment-body';
import type { PaymentClassRow } from '../../../../resources/payment-new';
import { API_DATE } from '../../../lib/date';

// The add-payment form (money.md §2 "Add payment") as plain data: what it starts with, one line per group, the body
// it sends, and where each message of the shared schema (resources/money/payment-body.ts) shows.

export type PaymentLineValues = {
  classId?: number;
  subjectId?: number;
  amount?: string;
  classCycle?: number | null;
  lessonAmount?: number | null;
};

export type PaymentFormValues = {
  student?: number;
  paymentDate?: Dayjs | null;
  descriptors?: number[];
  lines?: PaymentLineValues[];
  change?: string;
  paymentComment?: string;
  total?: string; // shown only: the sum of the lines
};

// the centre's day (Moscow), as the server counts days
export const today = () => dayjs(new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Moscow' }), API_DATE);

export const emptyPaymentForm = (): PaymentFormValues => ({
  student: undefined,
  paymentDate: today(),
  descriptors: [],
  lines: [],
  change: '',
  paymentComment: '',
});

// "6400.00" → "6400", "2688.12" → "2688,12": how a person types it
export const typedAmount = (value: string | null): string => {
  if (value == null) return '';
  const [whole, fraction = '00'] = value.split('.');
  return fraction === '00' ? whole : `${whole},${fraction}`;
};

// A line prefilled from student-classes-for-payment-info: the next unpaid cycle at the student's price.
export const lineOf = (row: PaymentClassRow): PaymentLineValues => ({
  classId: row.classId,
  subjectId: row.subjectId,
  amount: typedAmount(row.amount),
  classCycle: row.classCycle,
  lessonAmount: row.lessonAmount,
});

// What the calculated minimum needs of each group (its price for this student, its lessons per cycle).
export const pricesOf = (rows: readonly PaymentClassRow[]): Map<number, GroupPriceForMinimum> =>
  new Map(rows.map((row) => [row.classId, { cycleKopecks: row.cyclePrice == null ? null : toKopecks(row.cyclePrice), lessonsPerCycle: row.lessonsPerCycle }]));

const lineKopecks = (line: PaymentLineValues) => {
  const parsed = parseAmount(line.amount ?? '');
  return parsed.ok ? parsed.kopecks : 0;
};

// The total is the sum of the lines (to the kopeck); lines not yet readable add nothing.
export const totalKopecksOf = (lines: readonly PaymentLineValues[] = []) => lines.reduce((sum, line) => sum + lineKopecks(line), 0);

export const changeKopecksOf = (change: string | undefined) => {
  const parsed = changeRule.safeParse(change ?? '');
  return parsed.success ? parsed.data : 0;
};

// The minimum of the lines chosen so far (lines without a group or lessons are left out).
export const minimumOf = (lines: readonly PaymentLineValues[] = [], prices: ReadonlyMap<number, GroupPriceForMinimum>) =>
  minimumOfDetails(
    lines.flatMap((line) => (line.classId != null && (line.lessonAmount ?? 0) >= 1 ? [{ classId: line.classId, lessonAmount: line.lessonAmount! }] : [])),
    prices,
  );

const kopecksText = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

// The body of POST addPayment (money.md §7), as the person typed it: the schema reads it on both sides.
export const toPaymentInput = (values: PaymentFormValues, possibleDuplicateConfirmed = false): AddPaymentInput => {
  const lines = values.lines ?? [];
  const total = totalKopecksOf(lines);
  const change = changeKopecksOf(values.change);
  return {
    student: values.student ?? null,
    paymentDate: values.paymentDate?.isValid() ? values.paymentDate.format(API_DATE) : null,
    totalAmount: kopecksText(total),
    descriptors: values.descriptors ?? [],
    paymentComment: values.paymentComment?.trim() ? values.paymentComment : null,
    subjects: [...new Set(lines.flatMap((line) => (line.subjectId == null ? [] : [line.subjectId])))],
    change: values.change ?? '',
    paymentDetails: lines.map((line) => ({
      classId: line.classId ?? null,
      subjectId: line.subjectId ?? null,
      amount: line.amount ?? '',
      classCycle: line.classCycle ?? null,
      lessonAmount: line.lessonAmount ?? null,
    })),
    // said only when there is something to say: an empty form's messages are the total's own
    totalAmountPaidByClient: total > 0 ? kopecksText(total + change) : null,
    possibleDuplicateConfirmed,
  };
};

// Where the form shows a message of the schema: the body's path → the form's field.
export const fieldOf = (path: readonly PropertyKey[]): (string | number)[] => {
  const [head, index, name] = path as (string | number)[];
  if (head === 'paymentDetails' && typeof index === 'number') return ['lines', index, name ?? 'classId'];
  if (head === 'paymentDetails') return ['lines'];
  if (head === 'totalAmount' || head === 'totalAmountPaidByClient') return ['total'];
  if (head === 'subjects') return ['lines'];
  return [head];
};

export type FieldMessage = { name: (string | number)[]; errors: string[] };

// Every message of money.md §5 for these values, by field; an empty list when the payment may be sent.
export const checkPaymentForm = (
  values: PaymentFormValues,
  prices: ReadonlyMap<number, GroupPriceForMinimum>,
): { body?: AddPaymentBody; messages: FieldMessage[] } => {
  const parsed = addPaymentBodySchema.safeParse(toPaymentInput(values));
  if (!parsed.success) return { messages: messagesOf(parsed.error) };
  const problem = totalAgainstMinimum(parsed.data, prices);
  if (problem) return { messages: [{ name: ['total'], errors: [problem] }] };
  return { body: parsed.data, messages: [] };
};

const messagesOf = (error: z.ZodError): FieldMessage[] => {
  const byField = new Map<string, FieldMessage>();
  for (const issue of error.issues) {
    const name = fieldOf(issue.path);
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byField.set(key, entry);
  }
  return [...byField.values()];
};
