import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPENSE_TYPE_INVALID,
  EXPENSE_TYPE_REQUIRED,
  EXPENSE_PAYMENT_TYPE_REQUIRED,
  type ExpenseRow,
  type ExpenseSummary,
  type GroupWithTeacher,
} from '../../resources/expenses';
import { EXPENSE_AMOUNT_LEADING_ZERO, EXPENSE_AMOUNT_NOT_POSITIVE, EXPENSE_AMOUNT_ZERO } from '../../resources/money/expense-amount';
import { fromKopecks, toKopecks } from '../../resources/money/kopecks';
import { auditLog, expenses } from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus } from '../test/expect';

// money.md §2 "Expenses", §3, §5 "Expense", §7 "Expenses": the expense routes, on PGlite or (TEST_DATABASE_URL)
// PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const API = 'http://localhost:3000/api';
const list = async (query = '', as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/expense-info${query}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as ExpenseRow[], total: Number(response.headers['x-total-count']), sum: String(response.headers['x-total-amount']) };
};
const summary = async (query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/expense-info/summary${query}`, as: 'owner' });
  expectStatus(response, 200);
  return response.json() as ExpenseSummary;
};
const post = (body: object, as: DemoLogin = 'owner') => t.call({ method: 'POST', url: '/api/expenses', payload: body, as });
const patch = (id: number, body: object, as: DemoLogin = 'owner') => t.call({ method: 'PATCH', url: `/api/expenses/${id}`, payload: body, as });

const valid = {
  expenseDate: '2025-02-14',
  expenseTotalAmount: '1500.50',
  expenseCycleNumber: 2,
  expenseType: `${API}/expense-types/3`,
  expensePaymentType: `${API}/expense-payment-types/1`,
  staff: null,
  schoolClass: null,
  expenseComment: 'Листовки',
  isPaid: true,
};

describe('expense-info', () => {
  it('lists the demo expenses newest first, a page of 25, with the count and the sum of all that match', async () => {
    const all = await t.db.select().from(expenses).where(eq(expenses.isArchived, false));
    const page = await list('?_start=0&_end=25');
    expect(page.rows).toHaveLength(25);
    expect(page.total).toBe(all.length);
    expect(page.sum).toBe(fromKopecks(all.reduce((sum, row) => sum + toKopecks(row.totalAmount)!, 0)));
    const dates = page.rows.map((row) => row.expenseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(page.rows[0]).sort()).toEqual(
      [
        'expenseId', 'id', 'expenseDate', 'expenseTotalAmount', 'expenseCycleNumber', 'expenseTypeId', 'expenseTypeName',
        'expensePaymentTypeId', 'expensePaymentTypeName', 'expenseStaffId', 'expenseStaffName', 'expenseStaffSchoolClassId',
        'expenseSchoolClassName', 'expenseComment', 'paid', 'isArchived',
      ].sort(),
    );
    expect(await summary()).toEqual({ count: page.total, totalAmount: page.sum });
  });

  it('has a year of expenses of every type, salaries with their group and cycle, cash ones today, and hides the archived', async () => {
    const { rows } = await list('?_start=0&_end=1000');
    expect(new Set(rows.map((row) => row.expenseTypeName))).toEqual(
      new Set(['Аренда', 'Зарплата', 'Реклама', 'Канцелярия', 'Хозяйственные расходы', 'Коммунальные услуги', 'Прочее']),
    );
    const salary = rows.find((row) => row.expenseTypeName === 'Зарплата')!;
    expect(salary.expenseStaffName).toBeTruthy();
    expect(salary.expenseSchoolClassName).toBeTruthy();
    expect(salary.expenseCycleNumber).toBeGreaterThan(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    expect(rows.some((row) => row.expenseDate === today && row.expensePaymentTypeName === 'Наличные')).toBe(true);
    const archived = await t.db.select().from(expenses).where(eq(expenses.isArchived, true));
    expect(archived.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.isArchived || archived.some((gone) => gone.id === row.expenseId))).toBe(false);
  });

  it('filters by date range, type, payment type and paid, and sums only what matches', async () => {
    const { rows, total, sum } = await list('?expenseDate_gte=2000-01-01&expenseTypeId=1&expensePaymentTypeId=2&paid=true&_start=0&_end=1000');
    expect(total).toBeGreaterThan(0);
    expect(rows.every((row) => row.expenseTypeName === 'Аренда' && row.expensePaymentTypeName === 'Безналичный перевод' && row.paid)).toBe(true);
    expect(sum).toBe(fromKopecks(rows.reduce((all, row) => all + toKopecks(row.expenseTotalAmount)!, 0)));
    const lastMonth = await list(`?expenseDate_gte=${rows[0].expenseDate}&expenseDate_lte=${rows[0].expenseDate}&expenseTypeId=1`);
    expect(lastMonth.rows.map((row) => row.expenseDate)).toEqual(lastMonth.rows.map(() => rows[0].expenseDate));
  });

  it('filters by employee and group, and searches the comment and names', async () => {
    const salaries = await list('?expenseTypeId=2&_start=0&_end=1');
    const [first] = salaries.rows;
    const byGroup = await list(`?expenseStaffSchoolClassId=${first.expenseStaffSchoolClassId}&expenseStaffId=${first.expenseStaffId}`);
    expect(byGroup.rows.every((row) => row.expenseSchoolClassName === first.expenseSchoolClassName)).toBe(true);
    const searched = await list(`?q=${encodeURIComponent('аренда помещения')}`);
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.rows.every((row) => row.expenseComment?.startsWith('Аренда помещения'))).toBe(true);
  });

  it('sorts on the server by amount, type name and date', async () => {
    const byAmount = await list('?_sort=expenseTotalAmount&_order=desc&_start=0&_end=10');
    const amounts = byAmount.rows.map((row) => toKopecks(row.expenseTotalAmount)!);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byType = await list('?_sort=expenseTypeName&_order=asc&_start=0&_end=3');
    expect(byType.rows[0].expenseTypeName).toBe('Аренда');
    const oldest = await list('?_sort=expenseDate&_order=asc&_start=0&_end=1');
    const latest = await t.call({ method: 'GET', url: '/api/expense-info/latest', as: 'admin' });
    expectStatus(latest, 200);
    expect((latest.json() as ExpenseRow).expenseDate >= oldest.rows[0].expenseDate).toBe(true);
  });

  it.each([
    ['an unknown field', '?colour=red', 'Фильтр по полю colour невозможен'],
    ['a bad date', '?expenseDate_gte=2025-13-01', 'Параметр expenseDate_gte: дата в виде ГГГГ-ММ-ДД'],
    ['an amount filter', '?expenseTotalAmount=5', 'Фильтр по полю expenseTotalAmount невозможен'],
    ['an unknown sort', '?_sort=constructor', 'Сортировка по полю constructor невозможна'],
    ['a bad paid flag', '?paid=maybe', 'Некорректное значение фильтра paid'],
  ])('refuses %s with 400', async (_label, query, message) => {
    expectBadRequest(await t.call({ method: 'GET', url: `/api/expense-info${query}`, as: 'owner' }), message);
  });
});

describe('school-class-info/school-classes-with-teacher', () => {
  it('lists the active groups with their teacher', async () => {
    const response = await t.call({ method: 'GET', url: '/api/school-class-info/school-classes-with-teacher', as: 'admin' });
    expectStatus(response, 200);
    const groups = response.json() as GroupWithTeacher[];
    expect(groups.length).toBeGreaterThan(5);
    expect(groups.every((group) => group.teacherId !== null && typeof group.teacherName === 'string')).toBe(true);
  });
});

describe('POST expenses', () => {
  it('adds an expense from resource addresses, answers the row and audits it', async () => {
    const groups = (await t.call({ method: 'GET', url: '/api/school-class-info/school-classes-with-teacher', as: 'owner' })).json() as GroupWithTeacher[];
    const group = groups[0];
    const before = await summary();
    const response = await post({ ...valid, staff: `${API}/staff/${group.teacherId}`, schoolClass: `${API}/school-classes/${group.schoolClassId}` });
    expectStatus(response, 201);
    const row = response.json() as ExpenseRow;
    expect(row).toMatchObject({
      expenseDate: '2025-02-14',
      expenseTotalAmount: '1500.50',
      expenseCycleNumber: 2,
      expenseTypeId: 3,
      expenseTypeName: 'Реклама',
      expensePaymentTypeId: 1,
      expensePaymentTypeName: 'Наличные',
      expenseStaffId: group.teacherId,
      expenseStaffName: group.teacherName,
      expenseStaffSchoolClassId: group.schoolClassId,
      expenseSchoolClassName: group.schoolClassName,
      expenseComment: 'Листовки',
      paid: true,
      isArchived: false,
    });
    const after = await summary();
    expect(after.count).toBe(before.count + 1);
    expect(toKopecks(after.totalAmount)).toBe(toKopecks(before.totalAmount)! + 150_050);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'expenses'), eq(auditLog.entityId, String(row.expenseId))));
    expect([entry.action, entry.userLogin]).toEqual(['create', 'owner']);
  });

  it('accepts bare ids and a comma in the amount', async () => {
    const response = await post({ ...valid, expenseType: 1, expensePaymentType: '2', expenseTotalAmount: '2 000,5', isPaid: undefined }, 'admin');
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ expenseTypeName: 'Аренда', expensePaymentTypeName: 'Безналичный перевод', expenseTotalAmount: '2000.50', paid: false });
  });

  it.each([
    ['no amount', { expenseTotalAmount: '' }, EXPENSE_AMOUNT_NOT_POSITIVE],
    ['a negative amount', { expenseTotalAmount: '-5' }, EXPENSE_AMOUNT_NOT_POSITIVE],
    ['a zero amount', { expenseTotalAmount: '0' }, EXPENSE_AMOUNT_ZERO],
    ['an amount with a leading zero', { expenseTotalAmount: '0150' }, EXPENSE_AMOUNT_LEADING_ZERO],
    ['no type', { expenseType: null }, EXPENSE_TYPE_REQUIRED],
    ['a type that is no expense type', { expenseType: `${API}/students/1` }, EXPENSE_TYPE_INVALID],
    ['an unknown type', { expenseType: `${API}/expense-types/99999` }, EXPENSE_TYPE_INVALID],
    ['no payment type', { expensePaymentType: '' }, EXPENSE_PAYMENT_TYPE_REQUIRED],
    ['an unknown employee', { staff: 99999 }, 'Сотрудник не найден'],
    ['an unknown group', { schoolClass: `${API}/school-classes/99999` }, 'Группа не найдена'],
    ['a bad date', { expenseDate: '2025-02-30' }, 'Неверная дата'],
    ['a cycle of 0', { expenseCycleNumber: 0 }, 'Цикл должен быть целым числом от 1 до 99'],
  ])('refuses %s, writing nothing', async (_label, change, message) => {
    const before = await rowCounts(t.db);
    expectBadRequest(await post({ ...valid, ...change }), message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('joins every schema message by commas', async () => {
    const response = await post({ expenseDate: '2025-02-14', expenseTotalAmount: '0', expenseType: null, expensePaymentType: null });
    expectBadRequest(response, 'Сумма не должна быть равна 0, Тип расхода обязателен, Тип оплаты обязателен');
    expect((response.json() as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'expenseTotalAmount',
      'expenseType',
      'expensePaymentType',
    ]);
  });

  it('refuses unknown keys', async () => {
    expectStatus(await post({ ...valid, createdBy: 'hacker' }), 400);
  });
});

describe('PATCH expenses/{id}', () => {
  const created = async () => (await post(valid)).json() as ExpenseRow;

  it('edits the fields sent and keeps the others', async () => {
    const row = await created();
    const response = await patch(row.expenseId, { id: row.expenseId, expenseTotalAmount: '99.90', expenseType: `${API}/expense-types/4`, isPaid: false, isArchived: false });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ ...row, expenseTotalAmount: '99.90', expenseTypeId: 4, expenseTypeName: 'Канцелярия', paid: false });
  });

  it('archives: the expense leaves the list and the sum, and cannot be edited again', async () => {
    const row = await created();
    const before = await summary();
    const archived = await patch(row.expenseId, { id: row.expenseId, isArchived: true }, 'admin');
    expectStatus(archived, 200);
    expect((archived.json() as ExpenseRow).isArchived).toBe(true);
    const after = await summary();
    expect(after.count).toBe(before.count - 1);
    expect(toKopecks(after.totalAmount)).toBe(toKopecks(before.totalAmount)! - 150_050);
    expect((await list('?_start=0&_end=1000')).rows.some((item) => item.expenseId === row.expenseId)).toBe(false);
    expectBadRequest(await patch(row.expenseId, { expenseComment: 'снова' }), 'Расход архивирован и не может быть изменен');
    const [stored] = await t.db.select().from(expenses).where(eq(expenses.id, row.expenseId));
    expect(stored.isArchived).toBe(true); // never deleted
  });

  it('refuses the validation messages, an id that differs, and an unknown expense', async () => {
    const row = await created();
    expectBadRequest(await patch(row.expenseId, { expenseTotalAmount: '0' }), EXPENSE_AMOUNT_ZERO);
    expectBadRequest(await patch(row.expenseId, { expenseType: null }), EXPENSE_TYPE_REQUIRED);
    expectBadRequest(await patch(row.expenseId, { expenseType: 99999 }), EXPENSE_TYPE_INVALID);
    expectBadRequest(await patch(row.expenseId, { id: row.expenseId + 1 }), 'Идентификатор в теле запроса не совпадает с адресом');
    expectStatus(await patch(999_999, { expenseComment: 'нет' }), 404);
    const [stored] = await t.db.select().from(expenses).where(eq(expenses.id, row.expenseId));
    expect(stored.totalAmount).toBe('1500.50');
  });
});

describe('permissions (read and manage Management)', () => {
  it.each<DemoLogin>(['teacher', 'user'])('%s is refused every expense route: 403, nothing written', async (login) => {
    const before = await rowCounts(t.db);
    for (const url of ['/api/expense-info', '/api/expense-info/summary', '/api/expense-info/latest', '/api/school-class-info/school-classes-with-teacher']) {
      expectStatus(await t.call({ method: 'GET', url, as: login }), 403);
    }
    expectStatus(await post(valid, login), 403);
    expectStatus(await patch(1, { isArchived: true }, login), 403);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each<DemoLogin>(['owner', 'admin'])('%s may read', async (login) => {
    expect((await list('?_start=0&_end=1', login)).rows).toHaveLength(1);
  });

  it('without a token answers 401', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/expense-info' }), 401);
    expectStatus(await t.call({ method: 'POST', url: '/api/expenses', payload: valid }), 401);
  });
});
