import { defineResource } from './define';
import { referenceNameRule } from './reference-list';
import { capitaliseFirst } from './text';

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
  // Tab 4 of /expenses/table (money.md §4) until that page is built (Money II), then the tab shows this grid.
  page: { path: '/expenses/types', title: 'Типы расходов', action: 'manage', pageSize: 10, pageSizeOptions: [10, 25, 50] },
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
  fields: {},
});
