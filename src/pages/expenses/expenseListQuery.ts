import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ListQuery } from '../../crud/exportList';

// The view of the expenses table as it stands in the URL, and the expense-info query it asks (docs/api-money.md
// "Expenses (issue 9)"): page, size, sort, search and the filters by date range, type, payment type, employee,
// group and paid flag.

export const EXPENSE_PAGE_SIZE = 25; // money.md §9
export const EXPENSE_PAGE_SIZES = [25, 50, 100];

export type ExpenseView = {
  page: number;
  pageSize: number;
  sort: string | null;
  order: 'asc' | 'desc';
  q: string;
  from: string | null; // YYYY-MM-DD
  to: string | null;
  types: number[];
  paymentTypes: number[];
  staff: number[];
  groups: number[];
  paid: boolean | null;
};

export const SORTABLE = [
  'expenseDate',
  'expenseTotalAmount',
  'expenseSchoolClassName',
  'expenseStaffName',
  'expenseCycleNumber',
  'expenseTypeName',
  'expensePaymentTypeName',
  'expenseComment',
  'paid',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (text: string | null, fallback: number) => {
  const number = Number(text);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const ids = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export const viewOfParams = (params: URLSearchParams): ExpenseView => {
  const sort = params.get('sort');
  const paid = params.get('paid');
  const size = positive(params.get('pageSize'), EXPENSE_PAGE_SIZE);
  return {
    page: positive(params.get('page'), 1),
    pageSize: EXPENSE_PAGE_SIZES.includes(size) ? size : EXPENSE_PAGE_SIZE,
    sort: sort && (SORTABLE as readonly string[]).includes(sort) ? sort : null,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    q: params.get('q') ?? '',
    from: DAY.test(params.get('from') ?? '') ? params.get('from') : null,
    to: DAY.test(params.get('to') ?? '') ? params.get('to') : null,
    types: ids(params, 'type'),
    paymentTypes: ids(params, 'paymentType'),
    staff: ids(params, 'staff'),
    groups: ids(params, 'group'),
    paid: paid === 'true' ? true : paid === 'false' ? false : null,
  };
};

// Only what differs from the first view goes in the URL (the tab stays as it is).
export const paramsOfView = (view: ExpenseView, tab: string | null): URLSearchParams => {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== EXPENSE_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  if (view.sort) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  for (const id of view.types) params.append('type', String(id));
  for (const id of view.paymentTypes) params.append('paymentType', String(id));
  for (const id of view.staff) params.append('staff', String(id));
  for (const id of view.groups) params.append('group', String(id));
  if (view.paid !== null) params.set('paid', String(view.paid));
  return params;
};

export type QueryValue = string | string[];

// The filters of the view as expense-info names them: the summary's query.
export const filterQuery = (view: ExpenseView): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  if (view.q.trim()) query.q = view.q.trim();
  if (view.from) query.expenseDate_gte = view.from;
  if (view.to) query.expenseDate_lte = view.to;
  if (view.types.length) query.expenseTypeId = view.types.map(String);
  if (view.paymentTypes.length) query.expensePaymentTypeId = view.paymentTypes.map(String);
  if (view.staff.length) query.expenseStaffId = view.staff.map(String);
  if (view.groups.length) query.expenseStaffSchoolClassId = view.groups.map(String);
  if (view.paid !== null) query.paid = String(view.paid);
  return query;
};

// the newest first unless a column is sorted; within a day the last recorded first
const sortersOf = (view: ExpenseView): CrudSort[] =>
  view.sort ? [{ field: view.sort, order: view.order }, { field: 'expenseId', order: 'desc' }] : [{ field: 'expenseDate', order: 'desc' }, { field: 'expenseId', order: 'desc' }];

// The view's filters and sort in Refine's terms: 'Выгрузить в Excel' asks them (src/crud/exportList.ts writes them
// back in the API's notation), and with the page the list's useList, whose simple-rest query is expense-info's.
export const exportQuery = (view: ExpenseView): ListQuery => {
  const filters: CrudFilter[] = Object.entries(filterQuery(view)).map(([key, value]) => {
    const bound = /^(\w+)_(gte|lte)$/.exec(key);
    return bound ? { field: bound[1], operator: bound[2] as 'gte' | 'lte', value } : { field: key, operator: Array.isArray(value) ? 'in' : 'eq', value };
  });
  return { filters, sorters: sortersOf(view) };
};

export const listParams = (view: ExpenseView) => ({
  ...exportQuery(view),
  pagination: { currentPage: view.page, pageSize: view.pageSize, mode: 'server' as const },
});
