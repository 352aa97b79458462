import { z } from 'zod';
import { commentRule, requiredDateRule } from '../field-rules';
import { collectionsOf, referenceIdOf } from '../reference-address';
import { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE, AMOUNT_TOO_MANY_DECIMALS, parseAmount } from './amount-input';
import { MAX_KOPECKS } from './kopecks';
import { checkPaymentTotal, paymentMinimum, TOTAL_IS_ZERO, type PaymentLineInput, type PaymentMinimum } from './payment-minimum';

// The body of a payment: POST addPayment and (the same rules, total = sum of the details) PATCH payments-info/{id}.
// Every message of money.md §5 "Payment form" and "Per-subject line", shared by the form and the server. Amounts
// come in as a person typed them (comma or dot, spaces, at most two decimals) and leave the schema as integer
// kopecks; the routes store fromKopecks(...) strings.

// money.md §5 "Payment form"
export const STUDENT_REQUIRED = 'Выберите ученика';
export const PAYMENT_DATE_REQUIRED = 'Дата платежа обязательна';
export const DESCRIPTOR_REQUIRED = 'Выберите хотя бы один тип платежа';
export const SUBJECT_REQUIRED = 'Выберите хотя бы один предмет';
export const CHANGE_NEGATIVE = 'Сдача не может быть отрицательной';
export const LINE_AMOUNT_MISSING = 'Укажите сумму для всех предметов';
// money.md §5 "Per-subject line"
export const GROUP_REQUIRED = 'Укажите группу';
export const CYCLE_TOO_SMALL = 'Цикл должен быть больше или равен 1';
// money.md §5 "Cash desk": the payment-change check (payment = paid by the client − change, within 0.01)
export const PAID_BY_CLIENT_MISMATCH = 'Проверьте расчёт: Платеж = Платеж без сдачи + Сдача';
export { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE, AMOUNT_TOO_MANY_DECIMALS, TOTAL_IS_ZERO };
export { TOTAL_BELOW_MINIMUM } from './payment-minimum';

// Ours: the spec states the rule ("Lessons at least 1") but quotes no text, or has no rule at all.
export const LESSONS_TOO_FEW = 'Количество занятий должно быть больше или равно 1';
export const TOTAL_NOT_SUM = 'Сумма платежа должна быть равна сумме по предметам';
export const CHANGE_INVALID = 'Сдача должна быть числом';
export const CYCLE_TOO_LARGE = 'Цикл не может быть больше 100';
export const LESSONS_TOO_MANY = 'Количество занятий не может быть больше 1000';
export const TOO_MANY_LINES = 'Не больше 50 предметов в одном платеже';
export const LINE_GROUP_TWICE = 'Группа и цикл указаны в платеже дважды';

export const MAX_CYCLE = 100;
export const MAX_LESSONS = 1000;
export const MAX_LINES = 50;

const descriptorCollections = ['payment-descriptors', 'payment-descriptors-info'] as const;

type Typed = string | number | null | undefined;
const typed = z.union([z.string(), z.number(), z.null()]).optional();

const isEmpty = (value: Typed) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// A money amount above 0 → kopecks. `missing`: the message for an empty value; `notPositive` for 0, negative or not a number.
const amountRule = (missing: string, notPositive: string) =>
  typed.transform((value, context): number => {
    if (isEmpty(value)) {
      context.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const parsed = parseAmount(value, notPositive);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.kopecks;
  });

// The change given: empty is no change (0); otherwise not negative, at most two decimals → kopecks.
export const changeRule = typed.transform((value, context): number => {
  if (isEmpty(value)) return 0;
  const text = String(value).trim();
  if (/^-/.test(text)) {
    context.addIssue({ code: 'custom', message: CHANGE_NEGATIVE });
    return z.NEVER;
  }
  if (/^\+?[0\s\u00a0\u202f]*(?:[.,]0*)?(?:\s*₽)?$/.test(text)) return 0;
  const parsed = parseAmount(value, CHANGE_INVALID);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.kopecks;
});

// An optional amount (paid by the client): empty → null.
const optionalAmountRule = typed.transform((value, context): number | null => {
  if (isEmpty(value)) return null;
  const parsed = parseAmount(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.kopecks;
});

// A reference (id or `<api>/<collection>/<id>`): missing or null → `missing`; anything else unreadable → `invalid`.
const requiredReference = (collections: readonly string[], missing: string, invalid = missing) =>
  z.unknown().transform((value, context): number => {
    const id = referenceIdOf(value ?? null, collections);
    if (id == null) {
      context.addIssue({ code: 'custom', message: id === null ? missing : invalid });
      return z.NEVER;
    }
    return id;
  });

const optionalReference = (collections: readonly string[], invalid: string) =>
  z.unknown().transform((value, context): number | null => {
    const id = referenceIdOf(value ?? null, collections);
    if (id === undefined) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return id;
  });

// A whole number in [1, max]: numbers or digit strings (an input's value); anything else → `tooSmall`.
const countRule = (tooSmall: string, max: number, tooLarge: string) =>
  z.unknown().transform((value, context): number => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < 1) {
      context.addIssue({ code: 'custom', message: tooSmall });
      return z.NEVER;
    }
    if (number > max) {
      context.addIssue({ code: 'custom', message: tooLarge });
      return z.NEVER;
    }
    return number;
  });

const referenceList = (collections: readonly string[], missing: string, invalid: string) =>
  z
    .array(z.unknown(), { error: missing })
    .nullish()
    .transform((values, context): number[] => {
      const ids: number[] = [];
      for (const value of values ?? []) {
        const id = referenceIdOf(value, collections);
        if (id == null) {
          context.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        if (!ids.includes(id)) ids.push(id);
      }
      if (ids.length === 0) {
        context.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      return ids;
    });

export const paymentDateRule = requiredDateRule(PAYMENT_DATE_REQUIRED);

// money.md §5 "Per-subject line": one group's cycle. The subject is the group's own (the server reads it from the
// group and refuses another); paymentDetailId names an existing line in an edit.
export const paymentDetailSchema = z.strictObject({
  paymentDetailId: z.number().int().positive().optional(),
  classId: requiredReference(collectionsOf.schoolClass, GROUP_REQUIRED),
  subjectId: optionalReference(collectionsOf.subject, 'Некорректный предмет').optional(),
  amount: amountRule(LINE_AMOUNT_MISSING, AMOUNT_NOT_POSITIVE),
  classCycle: countRule(CYCLE_TOO_SMALL, MAX_CYCLE, CYCLE_TOO_LARGE),
  lessonAmount: countRule(LESSONS_TOO_FEW, MAX_LESSONS, LESSONS_TOO_MANY),
});
export type PaymentDetailInput = z.input<typeof paymentDetailSchema>;
export type PaymentDetailBody = z.output<typeof paymentDetailSchema>;

export const paymentDetailsRule = z
  .array(paymentDetailSchema, { error: SUBJECT_REQUIRED })
  .nullish()
  .transform((lines, context): PaymentDetailBody[] => {
    if (!lines || lines.length === 0) {
      context.addIssue({ code: 'custom', message: SUBJECT_REQUIRED });
      return z.NEVER;
    }
    if (lines.length > MAX_LINES) {
      context.addIssue({ code: 'custom', message: TOO_MANY_LINES });
      return z.NEVER;
    }
    const seen = new Set<string>();
    for (const line of lines) {
      const key = `${line.classId}:${line.classCycle}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: LINE_GROUP_TWICE });
        return z.NEVER;
      }
      seen.add(key);
    }
    return lines;
  });

export const sumOfDetails = (lines: readonly { amount: number }[]): number => lines.reduce((sum, line) => sum + line.amount, 0);

// The fields a payment add and a payment edit share (money.md §7: paymentDate, totalAmount, paymentComment,
// paymentDetails, descriptors).
export const paymentFields = {
  paymentDate: paymentDateRule,
  totalAmount: amountRule(TOTAL_IS_ZERO, TOTAL_IS_ZERO),
  paymentComment: commentRule,
  descriptors: referenceList(descriptorCollections, DESCRIPTOR_REQUIRED, 'Некорректный тип платежа'),
  paymentDetails: paymentDetailsRule,
};

// total = sum of the details, to the kopeck; the issue sits on totalAmount.
export const addTotalIsSumIssue = (
  body: { totalAmount: number; paymentDetails: readonly { amount: number }[] },
  context: z.RefinementCtx,
) => {
  if (body.totalAmount !== sumOfDetails(body.paymentDetails)) {
    context.addIssue({ code: 'custom', path: ['totalAmount'], message: TOTAL_NOT_SUM });
  }
};

// POST addPayment (money.md §7). `subjects` is the spec's "subject ids": when sent, the subjects of the lines
// (the server checks it against the groups' subjects). `change` is the change given in cash, registered by POST
// cash-change after the payment; totalAmountPaidByClient, when sent, must be total + change.
export const addPaymentBodySchema = z
  .strictObject({
    student: requiredReference(collectionsOf.student, STUDENT_REQUIRED),
    ...paymentFields,
    subjects: z
      .array(z.unknown())
      .nullish()
      .transform((values, context): number[] => {
        const ids: number[] = [];
        for (const value of values ?? []) {
          const id = referenceIdOf(value, collectionsOf.subject);
          if (id == null) {
            context.addIssue({ code: 'custom', message: 'Некорректный предмет' });
            return z.NEVER;
          }
          if (!ids.includes(id)) ids.push(id);
        }
        return ids;
      }),
    change: changeRule,
    totalAmountPaidByClient: optionalAmountRule,
    possibleDuplicateConfirmed: z.boolean({ error: 'Некорректный признак подтверждения' }).optional().default(false),
  })
  .superRefine((body, context) => {
    addTotalIsSumIssue(body, context);
    if (body.totalAmount + body.change > MAX_KOPECKS) {
      context.addIssue({ code: 'custom', path: ['change'], message: AMOUNT_TOO_LARGE });
    } else if (body.totalAmountPaidByClient != null && body.totalAmountPaidByClient !== body.totalAmount + body.change) {
      context.addIssue({ code: 'custom', path: ['totalAmountPaidByClient'], message: PAID_BY_CLIENT_MISMATCH });
    }
  });
export type AddPaymentInput = z.input<typeof addPaymentBodySchema>;
export type AddPaymentBody = z.output<typeof addPaymentBodySchema>;

// PATCH payments-info/{id}: the same fields; the total is the sum of the details (read-only on the screen), so it
// may be left out; when sent it must equal that sum.
export const editPaymentBodySchema = z
  .strictObject({
    id: z.number().int().optional(),
    paymentId: z.number().int().optional(),
    ...paymentFields,
    totalAmount: typed.transform((value, context): number | null => {
      if (isEmpty(value)) return null;
      const parsed = parseAmount(value, TOTAL_IS_ZERO);
      if (!parsed.ok) {
        context.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.kopecks;
    }),
  })
  .transform((body, context) => {
    const sum = sumOfDetails(body.paymentDetails);
    if (body.totalAmount != null && body.totalAmount !== sum) {
      context.addIssue({ code: 'custom', path: ['totalAmount'], message: TOTAL_NOT_SUM });
      return z.NEVER;
    }
    return { ...body, totalAmount: sum };
  });
export type EditPaymentInput = z.input<typeof editPaymentBodySchema>;
export type EditPaymentBody = z.output<typeof editPaymentBodySchema>;

// What the minimum needs of each group of a line: the student's cycle price (null: no tariff) and the lessons per cycle.
export type GroupPriceForMinimum = { cycleKopecks: number | null; lessonsPerCycle: number };

// The calculated minimum of the lines (payment-minimum.ts); a group the map does not know adds nothing.
export const minimumOfDetails = (
  lines: readonly { classId: number; lessonAmount: number }[],
  prices: ReadonlyMap<number, GroupPriceForMinimum>,
): PaymentMinimum =>
  paymentMinimum(
    lines.map((line): PaymentLineInput => {
      const price = prices.get(line.classId);
      return { cycleKopecks: price?.cycleKopecks ?? null, lessons: line.lessonAmount, lessonsPerCycle: price?.lessonsPerCycle ?? 1 };
    }),
  );

// money.md §5: 'Сумма не должна быть равна 0' / 'Сумма не может быть меньше рассчитанной', or null when it passes.
export const totalAgainstMinimum = (
  body: { totalAmount: number; paymentDetails: readonly { classId: number; lessonAmount: number }[] },
  prices: ReadonlyMap<number, GroupPriceForMinimum>,
): string | null => checkPaymentTotal(body.totalAmount, minimumOfDetails(body.paymentDetails, prices).kopecks);
