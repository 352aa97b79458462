import { useNotification } from '@refinedev/core';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { expenseToasts, type ExpenseRow } from '../../../resources/expenses';
import { employeeForGroup, newExpenseRow, type ExpenseValues } from '../../../resources/money/expense-autofill';
import { errorMessage, serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { API_DATE } from '../../lib/date';
import { fillMessage } from '../../lib/message';
import type { ExpenseLookups } from './useExpenseLookups';

export type ExpenseFormValues = {
  expenseDate: Dayjs | null;
  expenseTotalAmount: string | null;
  expenseStaffSchoolClassId: number | null;
  expenseStaffId: number | null;
  expenseCycleNumber: number | null;
  expenseTypeId: number | null;
  expensePaymentTypeId: number | null;
  expenseComment: string | null;
  paid: boolean;
};

export type EditingExpense = { key: number; isNew: boolean; values: ExpenseValues } | null;

// ours: the spec gives no words for archiving an expense
export const EXPENSE_ARCHIVED_TOAST = 'Расход архивирован';
export const EXPENSE_ARCHIVE_FAILED = 'Ошибка при архивировании расхода: {message}';

const toForm = (values: ExpenseValues): ExpenseFormValues => ({
  ...values,
  expenseDate: dayjs(values.expenseDate, API_DATE),
  expenseTotalAmount: values.expenseTotalAmount === null ? null : values.expenseTotalAmount.replace('.', ','),
});

export const valuesOfRow = (row: ExpenseRow): ExpenseValues => ({
  expenseDate: row.expenseDate,
  expenseTotalAmount: row.expenseTotalAmount,
  expenseCycleNumber: row.expenseCycleNumber,
  expenseTypeId: row.expenseTypeId,
  expensePaymentTypeId: row.expensePaymentTypeId,
  expenseStaffId: row.expenseStaffId,
  expenseStaffSchoolClassId: row.expenseStaffSchoolClassId,
  expenseComment: row.expenseComment,
  paid: row.paid,
});

// money.md §7: references go as the resource address built from the API base and the id
const address = (apiUrl: string, collection: string, id: number | null | undefined) => (id == null ? null : `${apiUrl}/${collection}/${id}`);

const bodyOf = (apiUrl: string, values: ExpenseFormValues) => ({
  expenseDate: values.expenseDate ? values.expenseDate.format(API_DATE) : null,
  expenseTotalAmount: values.expenseTotalAmount,
  expenseCycleNumber: values.expenseCycleNumber ?? null,
  expenseType: address(apiUrl, 'expense-types', values.expenseTypeId),
  expensePaymentType: address(apiUrl, 'expense-payment-types', values.expensePaymentTypeId),
  staff: address(apiUrl, 'staff', values.expenseStaffId),
  schoolClass: address(apiUrl, 'school-classes', values.expenseStaffSchoolClassId),
  expenseComment: values.expenseComment ?? null,
  isPaid: values.paid ?? false,
});

// The one edited row of the expenses table: a new row (autofilled from the latest expense when the switch is on)
// or an existing one, saved by POST expenses or PATCH expenses/{id} with the spec's toasts, and the archive.
export const useExpenseRowEditor = (options: { lookups: ExpenseLookups; onSaved: () => unknown }) => {
  const { lookups, onSaved } = options;
  const [form] = Form.useForm<ExpenseFormValues>();
  const [editing, setEditing] = useState<EditingExpense>(null);
  const [automatic, setAutomatic] = useState(false);
  const { apiUrl, write, writing } = useServerCall();
  const { open } = useNotification();

  const begin = (next: NonNullable<EditingExpense>) => {
    setEditing(next);
    setAutomatic(false);
    form.resetFields();
    form.setFieldsValue(toForm(next.values));
  };

  const startCreate = (latest: ExpenseRow | null | undefined, autofill: boolean) => {
    const created = newExpenseRow({
      today: dayjs().format(API_DATE),
      autofill,
      latest: latest ? valuesOfRow(latest) : undefined,
      typeIds: lookups.typeOptions.map((option) => option.value),
      paymentTypeIds: lookups.paymentTypeOptions.map((option) => option.value),
    });
    if (!created.ok) {
      open?.({ type: 'error', message: created.message });
      return;
    }
    // money.md §9: a new row's temporary id is a random number
    begin({ key: -Math.floor(Math.random() * 1_000_000_000) - 1, isNew: true, values: created.values });
  };

  const startEdit = (row: ExpenseRow) => begin({ key: row.expenseId, isNew: false, values: valuesOfRow(row) });
  const cancel = () => setEditing(null);

  // money.md §4: the group's teacher becomes the employee, marked '(автоматически)' when it replaced another
  const chooseGroup = (groupId: number | null) => {
    const next = employeeForGroup(form.getFieldValue('expenseStaffId') ?? null, groupId, lookups.groups);
    form.setFieldValue('expenseStaffId', next.staffId);
    setAutomatic(next.automatic);
  };

  const save = async () => {
    if (!editing) return;
    let values: ExpenseFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = bodyOf(apiUrl, values);
    const saved = editing.isNew
      ? await write({
          method: 'post',
          path: 'expenses',
          values: body,
          idempotent: true,
          success: expenseToasts.created,
          failure: (error) => ({ message: fillMessage(expenseToasts.createFailed, serverMessageOf(error) ?? errorMessage(error)) }),
          refresh: [],
        })
      : await write({
          method: 'patch',
          path: `expenses/${editing.key}`,
          values: { id: editing.key, ...body, isArchived: false },
          idempotent: true,
          success: expenseToasts.updated,
          failure: (error) => ({ message: fillMessage(expenseToasts.updateFailed, serverMessageOf(error) ?? errorMessage(error)) }),
          refresh: [],
        });
    if (saved === undefined) return;
    setEditing(null);
    await onSaved();
  };

  const archive = async (row: ExpenseRow) => {
    const done = await write({
      method: 'patch',
      path: `expenses/${row.expenseId}`,
      values: { id: row.expenseId, isArchived: true },
      idempotent: true,
      success: EXPENSE_ARCHIVED_TOAST,
      failure: (error) => ({ message: fillMessage(EXPENSE_ARCHIVE_FAILED, serverMessageOf(error) ?? errorMessage(error)) }),
      refresh: [],
    });
    if (done !== undefined) await onSaved();
  };

  return { form, editing, automatic, setAutomatic, writing, startCreate, startEdit, cancel, chooseGroup, save, archive };
};

export type ExpenseRowEditor = ReturnType<typeof useExpenseRowEditor>;
