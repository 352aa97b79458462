// money.md §2 "Expenses (four tabs)": the tab is in the URL (?tab=), the table the default.
export const expenseTabs = [
  { key: 'table', label: 'Таблица расходов' },
  { key: 'by-month', label: 'По месяцам' },
  { key: 'by-cycle', label: 'По циклам' },
  { key: 'types', label: 'Типы расходов' },
] as const;

export type ExpenseTabKey = (typeof expenseTabs)[number]['key'];

export const expenseTabOf = (value: string | null): ExpenseTabKey =>
  expenseTabs.find((tab) => tab.key === value)?.key ?? 'table';

// money.md §9: the autofill-from-last-record switch is remembered in the browser
export const AUTOFILL_KEY = 'expenses.autofillFromLastRecord';
