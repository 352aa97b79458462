import { describe, expect, it } from 'vitest';
import { expenseCreateSchema, joinedMessages } from '../expenses';
import {
  EXPENSE_AMOUNT_LEADING_ZERO,
  EXPENSE_AMOUNT_NOT_POSITIVE,
  EXPENSE_AMOUNT_ZERO,
  expenseAmountProblem,
  parseExpenseAmount,
} from './expense-amount';
import { employeeForGroup, employeeLabel, latestDated, newExpenseRow, NO_DEFAULT_EXPENSE_TYPE, type ExpenseValues } from './expense-autofill';
import { AMOUNT_TOO_MANY_DECIMALS } from './amount-input';

// money.md §5 "Expense" and §4 (the autofill and the group's teacher).
describe('the amount of an expense', () => {
  it.each([
    ['1500', 150_000],
    ['1 500,50', 150_050],
    ['0,50', 50],
    ['0.05', 5],
    [1234.5, 123_450],
    ['2 000 ₽', 200_000],
  ])('%s is %i kopecks', (input, kopecks) => {
    expect(parseExpenseAmount(input)).toEqual({ ok: true, kopecks });
  });

  it.each([
    ['', EXPENSE_AMOUNT_NOT_POSITIVE],
    [null, EXPENSE_AMOUNT_NOT_POSITIVE],
    ['-100', EXPENSE_AMOUNT_NOT_POSITIVE],
    ['сто', EXPENSE_AMOUNT_NOT_POSITIVE],
    ['0', EXPENSE_AMOUNT_ZERO],
    ['0,00', EXPENSE_AMOUNT_ZERO],
    [0, EXPENSE_AMOUNT_ZERO],
    ['0150', EXPENSE_AMOUNT_LEADING_ZERO],
    ['00,5', EXPENSE_AMOUNT_LEADING_ZERO],
    ['10,555', AMOUNT_TOO_MANY_DECIMALS],
  ])('%s is refused with %s', (input, message) => {
    expect(expenseAmountProblem(input)).toBe(message);
  });

  it('says the quoted words', () => {
    expect([EXPENSE_AMOUNT_NOT_POSITIVE, EXPENSE_AMOUNT_ZERO, EXPENSE_AMOUNT_LEADING_ZERO]).toEqual([
      'Сумма должна быть положительной',
      'Сумма не должна быть равна 0',
      'Сумма не может начинаться с нуля',
    ]);
  });
});

describe('the body of an expense', () => {
  it('reads references given as addresses or bare ids, and the amount as a decimal string', () => {
    const body = expenseCreateSchema.parse({
      expenseDate: '2025-03-01',
      expenseTotalAmount: '1 200,5',
      expenseType: 'http://localhost:3000/api/expense-types/2',
      expensePaymentType: '1',
      staff: '/api/staff/3',
      schoolClass: 4,
      expenseCycleNumber: '2',
    });
    expect(body).toMatchObject({ expenseTotalAmount: '1200.50', expenseType: 2, expensePaymentType: 1, staff: 3, schoolClass: 4, expenseCycleNumber: 2, isPaid: false });
  });

  it('gives every problem, joined by commas', () => {
    const result = expenseCreateSchema.safeParse({ expenseDate: '2025-03-01', expenseTotalAmount: '0', expensePaymentType: 1 });
    expect(result.success).toBe(false);
    expect(joinedMessages(result.error!.issues.map((issue) => issue.message))).toBe('Сумма не должна быть равна 0, Тип расхода обязателен');
  });

  it("refuses a type that is no expense type's address with 'Invalid expense type selected'", () => {
    const result = expenseCreateSchema.safeParse({ expenseDate: '2025-03-01', expenseTotalAmount: '5', expenseType: '/api/students/2', expensePaymentType: 1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid expense type selected']);
  });
});

const expense = (id: number, date: string, values: Partial<ExpenseValues> = {}) => ({
  expenseId: id,
  expenseDate: date,
  expenseTotalAmount: '100.00',
  expenseCycleNumber: null,
  expenseTypeId: 1,
  expensePaymentTypeId: 1,
  expenseStaffId: null,
  expenseStaffSchoolClassId: null,
  expenseComment: null,
  paid: false,
  ...values,
});

describe('the autofill of a new row', () => {
  it('finds the latest-dated expense, the last recorded of that day', () => {
    const rows = [expense(9, '2025-01-02'), expense(3, '2025-02-10'), expense(4, '2025-02-10'), expense(12, '2025-01-30')];
    expect(latestDated(rows)?.expenseId).toBe(4);
    expect(latestDated([])).toBeUndefined();
  });

  it('copies amount, type, payment type, employee, group, cycle, comment and paid flag, dated today', () => {
    const latest = expense(4, '2025-02-10', {
      expenseTotalAmount: '18500.00',
      expenseCycleNumber: 3,
      expenseTypeId: 2,
      expensePaymentTypeId: 2,
      expenseStaffId: 5,
      expenseStaffSchoolClassId: 7,
      expenseComment: 'Зарплата за цикл',
      paid: true,
    });
    const row = newExpenseRow({ today: '2025-03-01', autofill: true, latest, typeIds: [1, 2], paymentTypeIds: [1, 2] });
    const { expenseId: _id, ...copied } = latest;
    expect(row).toEqual({ ok: true, values: { ...copied, expenseDate: '2025-03-01' } });
  });

  it('without autofill starts empty, with the first type and payment type', () => {
    const row = newExpenseRow({ today: '2025-03-01', autofill: false, latest: expense(1, '2025-01-01', { paid: true }), typeIds: [4, 2], paymentTypeIds: [3] });
    expect(row).toEqual({
      ok: true,
      values: {
        expenseDate: '2025-03-01',
        expenseTotalAmount: null,
        expenseCycleNumber: null,
        expenseTypeId: 4,
        expensePaymentTypeId: 3,
        expenseStaffId: null,
        expenseStaffSchoolClassId: null,
        expenseComment: null,
        paid: false,
      },
    });
  });

  it("refuses a new row when no expense type exists: 'Нет стандартного типа расхода'", () => {
    expect(newExpenseRow({ today: '2025-03-01', autofill: true, latest: undefined, typeIds: [], paymentTypeIds: [1] })).toEqual({
      ok: false,
      message: NO_DEFAULT_EXPENSE_TYPE,
    });
    expect(NO_DEFAULT_EXPENSE_TYPE).toBe('Нет стандартного типа расхода');
  });
});

describe("a group's teacher", () => {
  const groups = [
    { schoolClassId: 1, teacherId: 10 },
    { schoolClassId: 2, teacherId: null },
  ];
  it.each([
    ['another employee', 11, 1, { staffId: 10, automatic: true }],
    ['no employee', null, 1, { staffId: 10, automatic: true }],
    ['the teacher already', 10, 1, { staffId: 10, automatic: false }],
    ['a group without a teacher', 11, 2, { staffId: 11, automatic: false }],
    ['no group', 11, null, { staffId: 11, automatic: false }],
  ] as const)('with %s', (_label, current, group, expected) => {
    expect(employeeForGroup(current, group, groups)).toEqual(expected);
  });

  it("is marked '(автоматически)' when set automatically", () => {
    expect(employeeLabel('Мария Иванова', true)).toBe('Мария Иванова (автоматически)');
    expect(employeeLabel('Мария Иванова', false)).toBe('Мария Иванова');
  });
});
