import { z } from 'zod';
import { parseAmount } from './amount-input';
import { maybeText, money, rowId, rowText } from '../row-fields';

// The cash desk's wire shapes (money.md §3 "Cash change", "Daily record", "Daily cash statistics", "Cash desk
// payment row", "Cash desk expense row"; §7 "Cash desk"), shared by server/routes/cash-desk.ts and
// src/pages/cash-desk. The rules behind the numbers are in cash-day.ts; docs/api-money.md "Cash desk" has the contract.

// money.md §5 "Cash desk" and §8 "Cash desk", letter for letter
export const START_REQUIRED = 'Необходимо указать начальную сумму';
export const END_REQUIRED = 'Необходимо указать конечную сумму';
export const cashDeskTexts = {
  loadFailed: 'Произошла ошибка при загрузке данных. Пожалуйста, попробуйте еще раз.',
  descriptorsFailed: 'Ошибка загрузки типов платежей',
  expenseTypesFailed: 'Ошибка загрузки типов расходов',
  latestFailed: 'Ошибка при загрузке данных последней записи',
  closeFailed: 'Ошибка при закрытии кассы',
  updateFailed: 'Ошибка при обновлении данных',
  closed: 'Касса закрыта успешно',
  updated: 'Данные успешно обновлены',
  created: 'Дневной отчет создан успешно',
  closing: 'Закрытие кассы...',
  updating: 'Обновление данных...',
} as const;

// Ours: the spec words none of these.
export const DATE_INVALID = 'Укажите дату в формате ГГГГ-ММ-ДД';
export const AMOUNT_NEGATIVE = 'Сумма не может быть отрицательной';
export const AMOUNT_INVALID = 'Сумма должна быть числом';
export const IDS_INVALID = 'Список типов должен состоять из номеров через запятую';
export const RECORD_NOT_FOUND = 'Запись кассы не найдена';
export const DAY_CLOSED = 'Касса за этот день уже закрыта';
export const END_ONLY_ON_CLOSE = 'Конечная сумма указывается при закрытии кассы';
export const RECORD_DATE_FIXED = 'Дату записи кассы изменить нельзя';
export const COUNT_REQUIRED = 'Необходимо указать пересчитанную сумму';

const shownDay = (day: string) => day.split('-').reverse().join('.');
// A write to a day other than today (money.md §4: past days are an archive; a day to come has nothing to do yet).
export const dayRefusal = (day: string, today: string) =>
  day < today
    ? `Касса за ${shownDay(day)} доступна только для просмотра: изменять можно только кассу за сегодня (${shownDay(today)})`
    : `Касса за ${shownDay(day)} еще не наступила: изменять можно только кассу за сегодня (${shownDay(today)})`;
export const recordExists = (day: string) => `Касса за ${shownDay(day)} уже открыта`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
export const dayRule = z.string({ error: DATE_INVALID }).refine(isRealDay, DATE_INVALID);

// A cash amount as typed or sent: 0 allowed (an empty desk), never negative, at most two decimals. Empty is the
// `required` message (the spec's start and end messages).
export const cashAmountOf = (value: unknown, required: string): { ok: true; kopecks: number } | { ok: false; message: string } => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { ok: false, message: required };
  if (typeof value !== 'string' && typeof value !== 'number') return { ok: false, message: AMOUNT_INVALID };
  const text = String(value).trim();
  if (text.startsWith('-')) return { ok: false, message: AMOUNT_NEGATIVE };
  if (/^0*(?:[.,]0{0,2})?$/.test(text.replace(/[\s\u00a0\u202f₽]/g, ''))) return { ok: true, kopecks: 0 };
  const parsed = parseAmount(text, AMOUNT_INVALID);
  return parsed.ok ? parsed : { ok: false, message: parsed.message };
};

const cashAmountRule = (required: string) =>
  z.unknown().transform((value, context): number => {
    const parsed = cashAmountOf(value, required);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.kopecks;
  });

const notesRule = z
  .string({ error: 'Примечание должно быть текстом' })
  .max(2000, 'Примечание не должно превышать 2000 символов')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value && value.trim() !== '' ? value.trim() : null));

// "1,2" or repeated keys (?descriptorIds=1&descriptorIds=2); empty = the defaults (money.md §4: an empty selection
// is ignored).
const idListRule = z
  .union([z.string(), z.array(z.string())], { error: IDS_INVALID })
  .optional()
  .transform((value, context): number[] | undefined => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean);
    if (parts.some((part) => !/^\d{1,9}$/.test(part))) {
      context.addIssue({ code: 'custom', message: IDS_INVALID });
      return z.NEVER;
    }
    return parts.length ? [...new Set(parts.map(Number))] : undefined;
  });

export const cashDayQuery = z.strictObject({ date: dayRule, descriptorIds: idListRule, expensePaymentTypeIds: idListRule });
export type CashDayQuery = z.input<typeof cashDayQuery>;
export const cashCountsQuery = z.strictObject({ date: dayRule });

// POST daily-change-record (money.md §7): the end of an opened day is its calculated end until the close, so an
// endAmount sent here is not stored (the original screen sends the start again).
export const openDayBody = z.strictObject({
  recordDate: dayRule,
  startAmount: cashAmountRule(START_REQUIRED),
  endAmount: z.unknown().optional(),
  notes: notesRule,
});

// PATCH daily-change-record/{id}: the start and the notes of today's open day. The end comes only with the close.
export const updateDayBody = z.strictObject({
  id: z.number().int().optional(),
  dailyChangeId: z.number().int().optional(),
  recordDate: dayRule.optional(),
  startAmount: cashAmountRule(START_REQUIRED).optional(),
  endAmount: z.unknown().optional(),
  notes: notesRule,
});

// The blind count (beyond the spec, issue 9): the counted cash, sent before the calculated end is shown.
export const countBody = z.strictObject({ countedAmount: cashAmountRule(COUNT_REQUIRED) });

// The close: the counted end and, when it differs from the calculated one, the reason in the notes.
export const closeDayBody = z.strictObject({ endAmount: cashAmountRule(END_REQUIRED), notes: notesRule });

export const dailyRecordSchema = z.object({
  id: rowId,
  dailyChangeId: rowId,
  recordDate: rowText,
  startAmount: money,
  endAmount: money.nullable(),
  notes: maybeText,
  calculatedEndAtClose: money.nullable(),
  closedAt: maybeText,
  closedBy: maybeText,
});
export type DailyRecord = z.infer<typeof dailyRecordSchema>;

// GET cash-change/latest-record: the last record up to today with its calculated end (what a new day starts with).
export const latestRecordSchema = dailyRecordSchema.extend({ calculatedEndAmount: money }).nullable();
export type LatestRecord = z.infer<typeof latestRecordSchema>;

export const cashCountSchema = z.object({
  countId: rowId,
  dailyChangeId: rowId,
  kind: z.enum(['count', 'close']),
  countedAmount: money,
  calculatedAmount: money,
  variance: money,
  reason: maybeText,
  countedBy: rowText,
  countedAt: rowText,
});
export type CashCount = z.infer<typeof cashCountSchema>;

export const closeAnswerSchema = z.object({ record: dailyRecordSchema, count: cashCountSchema });

export const dayStates = ['not-opened', 'open', 'archive', 'future'] as const;

export const cashStatisticsSchema = z.object({
  date: rowText,
  today: rowText,
  dayState: z.enum(dayStates),
  closed: z.boolean(),
  dailyChangeId: rowId.nullable(),
  currentDayStartAmount: money,
  suggestedStartAmount: money,
  previousDayEndAmount: money.nullable(),
  currentDBDayEndAmount: money.nullable(),
  currentCalculatedDayEndAmount: money,
  // with the cash types whatever the filter: what the close and the counts compare with
  deskCalculatedEndAmount: money,
  endMismatch: z.boolean(),
  totalPaymentsAmount: money,
  totalExpensesAmount: money,
  totalChangeGiven: money,
  totalProfit: money,
  notes: maybeText,
  closedAt: maybeText,
  closedBy: maybeText,
  paymentBreakdown: z.array(z.object({ descriptorId: rowId, descriptorName: rowText, amount: money })),
  expenseBreakdown: z.array(z.object({ typeId: rowId, typeName: rowText, amount: money })),
  explanation: rowText,
  descriptorIds: z.array(rowId),
  expensePaymentTypeIds: z.array(rowId),
});
export type CashStatistics = z.infer<typeof cashStatisticsSchema>;

export const cashPaymentRowSchema = z.object({
  paymentId: rowId,
  studentId: rowId,
  studentName: rowText,
  paymentDate: rowText,
  descriptors: z.array(z.object({ paymentDescriptorId: rowId, paymentDescriptorName: rowText })),
  paymentAmount: money,
  paymentAmountPaidByClient: money,
  cashChangeId: rowId.nullable(),
  cashChangeAmount: money.nullable(),
  cashChangeNotes: maybeText,
});
export type CashPaymentRow = z.infer<typeof cashPaymentRowSchema>;

export const cashExpenseRowSchema = z.object({
  expenseId: rowId,
  expenseTypeId: rowId,
  expenseTypeName: rowText,
  expensePaymentTypeId: rowId,
  expensePaymentTypeName: rowText,
  expenseAmount: money,
  expenseDate: rowText,
  expenseComment: maybeText,
});
export type CashExpenseRow = z.infer<typeof cashExpenseRowSchema>;
