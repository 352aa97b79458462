import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_TYPE_DUPLICATE, EXPENSE_TYPE_NAME_EMPTY } from '../../resources/expenses';
import { auditLog } from '../db/schema/index';
import { expensePaymentTypeSeed, expenseTypeSeed } from '../seed/reference-data';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';

// money.md §5, §7, §8: expense types, served from their declaration alone (no route file of their own).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ExpenseType = { expenseTypeId: number; expenseTypeName: string };

const listTypes = async (as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: '/api/expense-types-info', as });
  expectStatus(response, 200);
  return response.json() as ExpenseType[];
};
const create = (body: object, as: DemoLogin = 'owner') => t.call({ method: 'POST', url: '/api/expense-types', payload: body, as });
const rename = (id: number, body: object, as: DemoLogin = 'owner') =>
  t.call({ method: 'PATCH', url: `/api/expense-types/${id}`, payload: body, as });

describe('expense types', () => {
  it('lists the seeded types under the spec names', async () => {
    const rows = await listTypes();
    expect(rows.map((row) => row.expenseTypeName)).toEqual(expenseTypeSeed);
    expect(Object.keys(rows[0]).sort()).toEqual(['expenseTypeId', 'expenseTypeName']);
  });

  it('pages and sorts on the server, with the total in x-total-count', async () => {
    const response = await t.call({ method: 'GET', url: '/api/expense-types-info?_start=0&_end=2&_sort=expenseTypeName&_order=desc', as: 'admin' });
    expectStatus(response, 200);
    expect(response.headers['x-total-count']).toBe(String(expenseTypeSeed.length));
    const sorted = [...expenseTypeSeed].sort((a, b) => b.localeCompare(a, 'ru'));
    expect((response.json() as ExpenseType[]).map((row) => row.expenseTypeName)).toEqual(sorted.slice(0, 2));
  });

  it('adds and renames a type, capitalised, auditing both writes', async () => {
    const created = await create({ expenseTypeName: '  обучение персонала ' });
    expectStatus(created, 201);
    const row = created.json() as ExpenseType;
    expect(row.expenseTypeName).toBe('Обучение персонала');
    const updated = await rename(row.expenseTypeId, { id: row.expenseTypeId, expenseTypeName: 'курсы для персонала' }, 'admin');
    expectStatus(updated, 200);
    expect(updated.json()).toEqual({ expenseTypeId: row.expenseTypeId, expenseTypeName: 'Курсы для персонала' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expense-types'), eq(auditLog.entityId, String(row.expenseTypeId))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.userLogin])).toEqual([
      ['create', 'owner'],
      ['update', 'admin'],
    ]);
  });

  it.each([['an empty name', ''], ['a blank name', '   '], ['null', null], ['a number', 7]])(
    "refuses %s with 'Название типа расхода не может быть пустым', writing nothing",
    async (_label, value) => {
      const before = await rowCounts(t.db);
      expectValidationError(await create({ expenseTypeName: value }), EXPENSE_TYPE_NAME_EMPTY, 'expenseTypeName');
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );

  it('refuses a name that exists in any case, on create and on rename', async () => {
    const before = await rowCounts(t.db);
    expectBadRequest(await create({ expenseTypeName: 'АРЕНДА' }), EXPENSE_TYPE_DUPLICATE);
    const [, second] = await listTypes();
    expectBadRequest(await rename(second.expenseTypeId, { expenseTypeName: 'аренда' }), EXPENSE_TYPE_DUPLICATE);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await listTypes())[1].expenseTypeName).toBe(second.expenseTypeName);
  });

  it('offers no delete: past expenses keep their type', async () => {
    const [first] = await listTypes();
    expectStatus(await t.call({ method: 'DELETE', url: `/api/expense-types/${first.expenseTypeId}`, as: 'owner' }), 404);
    expect((await listTypes()).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id', async () => {
    expectStatus(await rename(999_999, { expenseTypeName: 'Нет такого' }), 404);
  });

  it.each<DemoLogin>(['teacher', 'user'])('%s may neither read nor write them (manage Management): 403', async (login) => {
    const before = await rowCounts(t.db);
    expectStatus(await t.call({ method: 'GET', url: '/api/expense-types-info', as: login }), 403);
    expectStatus(await create({ expenseTypeName: 'Запрещено' }, login), 403);
    expectStatus(await rename(1, { expenseTypeName: 'Запрещено' }, login), 403);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('without a token answers 401', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/expense-types-info' }), 401);
    expectStatus(await t.call({ method: 'POST', url: '/api/expense-types', payload: { expenseTypeName: 'Аноним' } }), 401);
  });
});

describe('expense payment types', () => {
  it('lists the seeded payment types, read-only', async () => {
    const response = await t.call({ method: 'GET', url: '/api/expense-payment-types-info', as: 'admin' });
    expectStatus(response, 200);
    expect(response.json()).toEqual(
      expensePaymentTypeSeed.map((name, index) => ({ expensePaymentTypeId: index + 1, expensePaymentTypeName: name })),
    );
    expectStatus(await t.call({ method: 'POST', url: '/api/expense-payment-types', payload: { expensePaymentTypeName: 'Крипта' }, as: 'owner' }), 404);
    expectStatus(await t.call({ method: 'GET', url: '/api/expense-payment-types-info', as: 'teacher' }), 403);
  });
});
