import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { isBlank, requiredDateRule } from '../field-rules';
import { fromKopecks } from '../money/kopecks';
import { parseExpenseAmount } from '../money/expense-amount';
import { referenceIdOf } from '../reference-address';
import { referenceNameRule } from '../reference-list';
import { maybeId, maybeText, money, rowId, rowText } from '../row-fields';
import { capitaliseFirst } from '../text';

// money.md §4 (Expenses, tab 4), §5 (Expense type), §7 and §8: the kinds of expense, edited by managers,
// and the ways an expense is paid, a read-only list the expense and cash desk screens choose from.
export type ExpenseTypeRow = { expenseTypeId: number; expenseTypeName: string };
export type ExpensePaymentTypeRow = { expensePaymentTypeId: number; expensePaymentTypeName: string };

export const EXPENSE_TYPE_NAME_EMPTY = 'Название типа расхода не может быть пустым';
// money.md leaves the duplicate message unshown; it is worded as the settings lists word theirs.
export const EXPENSE_TYPE_DUPLICATE = 'Этот тип расхода уже существует';
const PROCESSING_FAILED = 'Ошибка при обработке данных: {message}';

export const expenseTypes = defineResource<ExpenseTypeRow>({
  name: 'expense-types',
  subject: 'Management',
  label: { one: 'Тип расхода', many: 'Типы расходов' },
  menu: { parent: 'Менеджер', icon: 'expenses' },
  // no page of its own: tab 4 'Типы расходов' of /expenses/table shows this grid (src/pages/expenses)
  idField: 'expenseTypeId',
  // money.md §7 offers no delete: past expenses keep their type
  api: {
    list: 'expense-types-info',
    create: { method: 'POST', path: 'expense-types' },
    update: { method: 'PATCH', path: 'expense-types/:id' },
  },
  sendIdOnUpdate: true,
  storageKey: 'expense-types',
  fields: {
    expenseTypeName: {
      kind: 'text',
      label: 'Название',
      column: { width: 320 },
      rule: referenceNameRule(EXPENSE_TYPE_NAME_EMPTY),
      normalise: capitaliseFirst,
      unique: { caseInsensitive: true, message: EXPENSE_TYPE_DUPLICATE },
    },
  },
  toasts: {
    created: 'Новый тип расхода успешно добавлен',
    updated: 'Тип расхода успешно обновлен',
    createFailed: PROCESSING_FAILED,
    updateFailed: PROCESSING_FAILED,
  },
});

export const expensePaymentTypes = defineResource<ExpensePaymentTypeRow>({
  name: 'expense-payment-types',
  subject: 'Management',
  label: { one: 'Тип оплаты расхода', many: 'Типы оплаты расходов' },
  menu: { hidden: true },
  idField: 'expensePaymentTypeId',
  api: { list: 'expense-payment-types-info' },
  fields: { expensePaymentTypeName: readOnlyField('text', 'Тип оплаты', 200) },
});

// money.md §3 "Expense", as expense-info returns it. expenseStaffSchoolClassId is the expense's group (the spec's
// name); expenseId and id name the same expense (the reports say id). Archived expenses are on no read.
export const expenseRowSchema = z.object({
  expenseId: rowId,
  id: rowId,
  expenseDate: rowText,
  expenseTotalAmount: money,
  expenseCycleNumber: maybeId,
  expenseTypeId: rowId,
  expenseTypeName: rowText,
  expensePaymentTypeId: rowId,
  expensePaymentTypeName: rowText,
  expenseStaffId: maybeId,
  expenseStaffName: maybeText,
  expenseStaffSchoolClassId: maybeId,
  expenseSchoolClassName: maybeText,
  expenseComment: maybeText,
  paid: z.boolean(),
  isArchived: z.boolean(),
});
export type ExpenseRow = z.infer<typeof expenseRowSchema>;

// Tab 1 of /expenses/table as a read-only declaration: the columns' titles and widths, which the page's editable
// columns and the Excel export both take (the grid itself is hand-made: one row edited through the expenses' own
// writes). Archived expenses are on no read.
export const expenseList = defineResource<ExpenseRow>({
  name: 'expenses',
  routes: 'own',
  subject: 'Management',
  label: { one: 'Расход', many: 'Расходы' },
  menu: { hidden: true },
  idField: 'expenseId',
  api: { list: 'expense-info' },
  fields: {
    expenseDate: readOnlyField('date', 'Дата', 140),
    expenseTotalAmount: readOnlyField('money', 'Сумма', 130),
    expenseSchoolClassName: readOnlyField('text', 'Группа', 170),
    expenseStaffName: readOnlyField('text', 'Сотрудник', 200),
    expenseCycleNumber: readOnlyField('number', 'Цикл', 80),
    expenseTypeName: readOnlyField('text', 'Тип расхода', 170),
    expensePaymentTypeName: readOnlyField('text', 'Тип оплаты', 160),
    expenseComment: readOnlyField('text', 'Комментарий', 220),
    paid: readOnlyField('boolean', 'Оплачено', 100),
  },
});

// The footer of the expenses table: how many expenses match the filters and the sum of their amounts.
export const expenseSummarySchema = z.object({ count: z.number().int(), totalAmount: money });
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;

// school-class-info/school-classes-with-teacher: the groups the expense row chooses from, with their teacher.
export const groupWithTeacherSchema = z.object({
  schoolClassId: rowId,
  schoolClassName: rowText,
  teacherId: maybeId,
  teacherName: maybeText,
});
export type GroupWithTeacher = z.infer<typeof groupWithTeacherSchema>;

// money.md §5 "Expense" (quoted) and ours where the spec states a rule without words.
export const EXPENSE_TYPE_REQUIRED = 'Тип расхода обязателен';
export const EXPENSE_TYPE_INVALID = 'Invalid expense type selected';
export const EXPENSE_PAYMENT_TYPE_REQUIRED = 'Тип оплаты обязателен';
export const EXPENSE_PAYMENT_TYPE_INVALID = 'Некорректный тип оплаты';
export const EXPENSE_DATE_REQUIRED = 'Дата расхода обязательна';
export const EXPENSE_STAFF_INVALID = 'Сотрудник не найден';
export const EXPENSE_GROUP_INVALID = 'Группа не найдена';
export const EXPENSE_CYCLE_INVALID = 'Цикл должен быть целым числом от 1 до 99';
export const EXPENSE_COMMENT_TOO_LONG = 'Комментарий не должен превышать 1000 символов';
export const EXPENSE_NOT_FOUND = 'Расход не найден';
export const EXPENSE_ARCHIVED = 'Расход архивирован и не может быть изменен';

// money.md §8 "Expenses"
export const expenseToasts = {
  created: 'Новый расход успешно добавлен!',
  updated: 'Расход успешно обновлен',
  createFailed: 'Ошибка при добавлении расхода: {message}',
  updateFailed: 'Ошибка при обновлении расхода: {message}',
} as const;

// The collections a reference of an expense body may name (`<api>/<collection>/<id>`, or a bare id).
export const expenseCollections = {
  expenseType: ['expense-types', 'expense-types-info'],
  expensePaymentType: ['expense-payment-types', 'expense-payment-types-info'],
  staff: ['staff', 'teachers', 'staff-table-info'],
  schoolClass: ['school-classes', 'school-class-info', 'classes', 'teacher-sheets'],
} as const;


const amountRule = z.unknown().transform((value, context): string => {
  const parsed = parseExpenseAmount(value);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return fromKopecks(parsed.kopecks);
});

const dateRule = requiredDateRule(EXPENSE_DATE_REQUIRED);

const requiredReference = (collections: readonly string[], missing: string, invalid: string) =>
  z.unknown().transform((value, context): number => {
    const id = isBlank(value) ? null : referenceIdOf(value, collections);
    if (id == null) {
      context.addIssue({ code: 'custom', message: id === null ? missing : invalid });
      return z.NEVER;
    }
    return id;
  });

const optionalReference = (collections: readonly string[], invalid: string) =>
  z.unknown().optional().transform((value, context): number | null => {
    if (isBlank(value)) return null;
    const id = referenceIdOf(value, collections);
    if (id == null) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return id;
  });

const cycleRule = z.unknown().optional().transform((value, context): number | null => {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > 99) {
    context.addIssue({ code: 'custom', message: EXPENSE_CYCLE_INVALID });
    return z.NEVER;
  }
  return number;
});

const commentRule = z
  .union([z.string(), z.null()], { error: 'Комментарий должен быть текстом' })
  .optional()
  .transform((value, context): string | null | undefined => {
    if (value === undefined) return undefined; // an edit that does not name it keeps it
    if (value === null || value.trim() === '') return null;
    if (value.length > 1000) {
      context.addIssue({ code: 'custom', message: EXPENSE_COMMENT_TOO_LONG });
      return z.NEVER;
    }
    if (/[\p{Cs}\u0000]/u.test(value)) {
      context.addIssue({ code: 'custom', message: 'Текст содержит недопустимые символы' });
      return z.NEVER;
    }
    return value.trim();
  });

const paidRule = z.boolean({ error: 'Признак оплаты должен быть да или нет' });

const expenseFields = {
  expenseDate: dateRule,
  expenseTotalAmount: amountRule,
  expenseCycleNumber: cycleRule,
  expenseType: requiredReference(expenseCollections.expenseType, EXPENSE_TYPE_REQUIRED, EXPENSE_TYPE_INVALID),
  expensePaymentType: requiredReference(
    expenseCollections.expensePaymentType,
    EXPENSE_PAYMENT_TYPE_REQUIRED,
    EXPENSE_PAYMENT_TYPE_INVALID,
  ),
  staff: optionalReference(expenseCollections.staff, EXPENSE_STAFF_INVALID),
  schoolClass: optionalReference(expenseCollections.schoolClass, EXPENSE_GROUP_INVALID),
  expenseComment: commentRule,
};

// POST expenses (money.md §7): every field of the row; amounts leave as decimal strings ("1500.00").
export const expenseCreateSchema = z.strictObject({ ...expenseFields, isPaid: paidRule.optional().default(false) });
export type ExpenseCreateBody = z.output<typeof expenseCreateSchema>;

// PATCH expenses/{id}: the same plus id and isArchived. A key left out keeps its value, so archiving sends
// { id, isArchived: true } alone; a key sent empty is checked as on creation (no type: 'Тип расхода обязателен').
export const expenseUpdateSchema = z.strictObject({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  expenseId: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  expenseDate: dateRule.optional(),
  expenseTotalAmount: amountRule.optional(),
  expenseCycleNumber: cycleRule.optional(),
  expenseType: expenseFields.expenseType.optional(),
  expensePaymentType: expenseFields.expensePaymentType.optional(),
  staff: expenseFields.staff.optional(),
  schoolClass: expenseFields.schoolClass.optional(),
  expenseComment: commentRule,
  isPaid: paidRule.optional(),
  isArchived: z.boolean({ error: 'Признак архива должен быть да или нет' }).optional(),
});
export type ExpenseUpdateBody = z.output<typeof expenseUpdateSchema>;

// money.md §5: "Schema errors are shown joined by commas": every message once, in the order of the fields.
export const joinedMessages = (messages: readonly string[]) => [...new Set(messages)].join(', ');
