import { z } from 'zod';
import { formatMoney } from './money/kopecks';
import { collectionsOf, referenceRule } from './reference-address';
import { maybeId, maybeText, money, rowId, rowText } from './row-fields';

// The rows of the debtors page (money.md §2 "Debtors (three tabs)", §3 Debtor row / Debtor with amounts /
// Recalculation) and the admin debt comment (§3, §5, §7). Each row carries `explanation`: the Russian lines that
// say how its numbers were made (docs/money.md, resources/money/*), shown on demand by the screen.

// One lesson that counted for the student, as the explanation lists it ('занятие 3, 22.01.2025, «+»').
const lessonLines = z.array(rowText);

// 'Должники' tab: one unpaid cycle of one student in one group.
export const debtorRowSchema = z.object({
  debtId: rowText, // `${studentId}-${classId}-${classCycle}`: a debt is no stored record, the three make it one
  studentId: rowId,
  studentName: rowText,
  classId: rowId,
  className: rowText,
  classCycle: rowId,
  numberOfLessonsPassed: rowId,
  numberOfLessonsPerCycle: rowId,
  adminDebtCommentId: maybeId,
  adminDebtCommentContent: maybeText,
  adminDebtCommentAdminName: maybeText,
  adminDebtCommentTimestamp: maybeText, // ISO instant of the last write
  explanation: z.object({
    summary: rowText, // 'Цикл 3: прошло 2 из 8 занятий, оплаты за цикл нет'
    lessons: lessonLines, // the lessons that passed in that cycle
  }),
});
export type DebtorRow = z.infer<typeof debtorRowSchema>;

// 'Должники с суммами' tab: a student's debts per group and their total.
export const debtorAmountClassSchema = z.object({
  classId: rowId,
  className: rowText,
  cycles: z.array(rowId),
  amount: money.nullable(), // null: the group has no tariff
  subjectPricingName: maybeText,
  tariff: rowText, // 'Тариф «Стандарт»: цена за второй предмет 5 800 ₽, цена со скидкой 5 600 ₽ ниже → 5 600 ₽'
  arithmetic: rowText, // 'Циклы 2, 3: 2 × 5 600 ₽ = 11 200 ₽'
});
export const debtorWithAmountRowSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  eligibleForDiscountPrice: z.boolean(),
  eligibleForOldPrice: z.boolean(),
  classAmounts: z.record(z.string(), money.nullable()), // class name → debt
  classAmountsText: rowText, // the same as one line, as the chips read: 'Физика 9А: 4 700 ₽; Рисование: тариф не назначен'
  totalDebt: money,
  pricingTiers: z.array(rowText), // the tariffs of the groups in debt, by name
  explanation: z.object({
    classes: z.array(debtorAmountClassSchema),
    total: rowText, // '11 200 ₽ + 4 000 ₽ = 15 200 ₽'
  }),
});
export type DebtorWithAmountRow = z.infer<typeof debtorWithAmountRowSchema>;

// A group's amount as the tab's chips and the export say it.
export const classAmountText = (className: string, amount: string | null) =>
  `${className}: ${amount == null ? 'тариф не назначен' : formatMoney(amount)}`;

// The footer of 'Должники с суммами' (GET debtors-with-amount-info/summary): the students matching the filters
// and their whole debt, every page together.
export const debtorAmountSummarySchema = z.object({ total: rowId, totalDebt: money });
export type DebtorAmountSummary = z.infer<typeof debtorAmountSummarySchema>;

// 'Перерасчеты' tab: a child row (a group of the student).
export const recalculationClassSchema = z.object({
  classId: rowId,
  className: rowText,
  classCycle: rowId,
  subjectPricingName: maybeText,
  numberOfLessonsPerCycle: rowId,
  previousCyclePresent: rowId,
  previousCycleTotal: rowId,
  currentCyclePresent: rowId,
  currentCycleTotal: rowId,
  currentCyclePrice: money.nullable(),
  nextCycleProjectedPrice: money.nullable(),
  explanation: z.object({
    tariff: rowText, // tier, discount, old price → the current cycle price
    previousCycle: maybeText, // 'Прошлый цикл: посещено 6 из 8 занятий, пропущено 2'
    missedLessons: lessonLines, // which lessons of the previous cycle were missed
    arithmetic: maybeText, // '6 400 ₽ − 2 × 800 ₽ = 4 800 ₽'
  }),
});
export type RecalculationClass = z.infer<typeof recalculationClassSchema>;

// The parent row: the student, with the sums of the children's prices (money.md §2).
export const recalculationRowSchema = z.object({
  studentId: rowId,
  studentName: rowText,
  eligibleForDiscountPrice: z.boolean(),
  eligibleForOldPrice: z.boolean(),
  currentCyclePrice: money,
  nextCycleProjectedPrice: money,
  classes: z.array(recalculationClassSchema),
  explanation: z.object({
    currentCyclePrice: rowText, // '6 400 ₽ + 4 000 ₽ = 10 400 ₽'
    nextCycleProjectedPrice: rowText,
  }),
});
export type RecalculationRow = z.infer<typeof recalculationRowSchema>;

// Admin debt comment (money.md §3, §5, §7).
export const EMPTY_DEBT_COMMENT = 'Комментарий не может быть пустым';
export const DEBT_COMMENT_TOO_LONG = 'Комментарий не должен превышать 2000 символов';
export const CYCLE_BELOW_ONE = 'Цикл должен быть больше или равен 1';
export const STUDENT_REQUIRED = 'Выберите ученика';
export const GROUP_REQUIRED = 'Укажите группу';
export const DEBT_COMMENT_MAX = 2000;

// The content the screen may send: non-empty after trimming (money.md §5). The client checks it before sending.
export const debtCommentContent = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

const contentRule = z
  .string({ error: EMPTY_DEBT_COMMENT })
  .trim()
  .min(1, EMPTY_DEBT_COMMENT)
  .max(DEBT_COMMENT_MAX, DEBT_COMMENT_TOO_LONG)
  .refine((value) => !/[\p{Cs}\u0000]/u.test(value), 'Текст содержит недопустимые символы');
const cycleRule = z.number({ error: CYCLE_BELOW_ONE }).int(CYCLE_BELOW_ONE).min(1, CYCLE_BELOW_ONE).max(1000, CYCLE_BELOW_ONE);
const requiredReference = (collections: readonly string[], message: string) =>
  referenceRule(collections, message).refine((id) => id !== null, message);

// adminName and timestamp are accepted as the spec's client sends them, and not used: the server writes the
// signed-in user's name and its own clock (docs/api-money.md).
const ignored = { adminName: z.unknown().optional(), timestamp: z.unknown().optional() };

export const createDebtCommentSchema = z.strictObject({
  content: contentRule,
  cycleNumber: cycleRule,
  schoolClass: requiredReference(collectionsOf.schoolClass, GROUP_REQUIRED),
  student: requiredReference(collectionsOf.student, STUDENT_REQUIRED),
  ...ignored,
});
export type CreateDebtCommentBody = z.input<typeof createDebtCommentSchema>;

export const updateDebtCommentSchema = z.strictObject({
  id: z.unknown().optional(),
  content: contentRule,
  cycleNumber: cycleRule.optional(),
  schoolClass: requiredReference(collectionsOf.schoolClass, GROUP_REQUIRED).optional(),
  student: requiredReference(collectionsOf.student, STUDENT_REQUIRED).optional(),
  ...ignored,
});

export const debtCommentRowSchema = z.object({
  adminDebtCommentId: rowId,
  content: rowText,
  adminName: rowText,
  timestamp: rowText, // ISO instant of the last write
  cycleNumber: rowId,
  classId: rowId,
  studentId: rowId,
});
export type DebtCommentRow = z.infer<typeof debtCommentRowSchema>;
