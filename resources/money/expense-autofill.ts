// money.md §4: a new expense row copies the latest-dated expense when the autofill switch is on, and choosing a
// group sets the employee to that group's teacher.

// The editable values of an expense row, by the read names of money.md §3 "Expense".
export type ExpenseValues = {
  expenseDate: string; // YYYY-MM-DD
  expenseTotalAmount: string | null;
  expenseCycleNumber: number | null;
  expenseTypeId: number | null;
  expensePaymentTypeId: number | null;
  expenseStaffId: number | null;
  expenseStaffSchoolClassId: number | null;
  expenseComment: string | null;
  paid: boolean;
};

export type DatedExpense = ExpenseValues & { expenseId: number };

export const NO_DEFAULT_EXPENSE_TYPE = 'Нет стандартного типа расхода';

// The latest by date; of one day, the one recorded last (the greater id).
export const latestDated = <Row extends { expenseDate: string; expenseId: number }>(rows: readonly Row[]): Row | undefined =>
  rows.reduce<Row | undefined>((latest, row) => {
    if (!latest) return row;
    if (row.expenseDate !== latest.expenseDate) return row.expenseDate > latest.expenseDate ? row : latest;
    return row.expenseId > latest.expenseId ? row : latest;
  }, undefined);

export type NewExpenseRow = { ok: true; values: ExpenseValues } | { ok: false; message: string };

// A new row dated today. With autofill and a latest expense: its amount, type, payment type, employee, group, cycle,
// comment and paid flag. Otherwise empty, with the first expense type and payment type as the defaults; no expense
// type at all refuses the row ('Нет стандартного типа расхода').
export const newExpenseRow = (options: {
  today: string;
  autofill: boolean;
  latest: ExpenseValues | undefined;
  typeIds: readonly number[];
  paymentTypeIds: readonly number[];
}): NewExpenseRow => {
  const { today, autofill, latest, typeIds, paymentTypeIds } = options;
  if (typeIds.length === 0) return { ok: false, message: NO_DEFAULT_EXPENSE_TYPE };
  if (autofill && latest) {
    return {
      ok: true,
      values: {
        expenseDate: today,
        expenseTotalAmount: latest.expenseTotalAmount,
        expenseCycleNumber: latest.expenseCycleNumber,
        expenseTypeId: latest.expenseTypeId,
        expensePaymentTypeId: latest.expensePaymentTypeId,
        expenseStaffId: latest.expenseStaffId,
        expenseStaffSchoolClassId: latest.expenseStaffSchoolClassId,
        expenseComment: latest.expenseComment,
        paid: latest.paid,
      },
    };
  }
  return {
    ok: true,
    values: {
      expenseDate: today,
      expenseTotalAmount: null,
      expenseCycleNumber: null,
      expenseTypeId: typeIds[0],
      expensePaymentTypeId: paymentTypeIds[0] ?? null,
      expenseStaffId: null,
      expenseStaffSchoolClassId: null,
      expenseComment: null,
      paid: false,
    },
  };
};

export type GroupTeacher = { schoolClassId: number; teacherId: number | null };

// The employee once a group is chosen: the group's teacher, marked automatic when it replaced another choice.
// No group, or a group without a teacher, leaves the employee as it was.
export const employeeForGroup = (
  currentStaffId: number | null,
  groupId: number | null,
  groups: readonly GroupTeacher[],
): { staffId: number | null; automatic: boolean } => {
  const teacherId = groups.find((group) => group.schoolClassId === groupId)?.teacherId ?? null;
  if (groupId === null || teacherId === null) return { staffId: currentStaffId, automatic: false };
  return { staffId: teacherId, automatic: teacherId !== currentStaffId };
};

export const AUTOMATIC_MARK = '(автоматически)';
export const employeeLabel = (name: string, automatic: boolean) => (automatic ? `${name} ${AUTOMATIC_MARK}` : name);
