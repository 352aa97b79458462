import { useApiUrl, useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import type { ExpensePaymentTypeRow, ExpenseTypeRow, GroupWithTeacher } from '../../../resources/expenses';
import { ownerQueryOptions } from '../../lib/ownerQuery';

type StaffOption = { staffId: number; staffName: string; archived?: boolean };
export type Option = { value: number; label: string };

const useWholeList = <Row>(path: string) => {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<Row[]>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    queryOptions: ownerQueryOptions,
    errorNotification: false,
  });
  return { rows: Array.isArray(result?.data) ? (result.data as Row[]) : undefined, error: query.error, loading: query.isLoading };
};

// What an expense row chooses from (money.md §7 "Expenses"): the expense types, the payment types, the groups with
// their teachers and the staff.
export const useExpenseLookups = () => {
  const types = useWholeList<ExpenseTypeRow>('expense-types-info');
  const paymentTypes = useWholeList<ExpensePaymentTypeRow>('expense-payment-types-info');
  const groups = useWholeList<GroupWithTeacher>('school-class-info/school-classes-with-teacher');
  const staff = useWholeList<StaffOption>('staff-table-info');

  return useMemo(() => {
    const typeOptions: Option[] = (types.rows ?? []).map((row) => ({ value: row.expenseTypeId, label: row.expenseTypeName }));
    const paymentTypeOptions: Option[] = (paymentTypes.rows ?? []).map((row) => ({ value: row.expensePaymentTypeId, label: row.expensePaymentTypeName }));
    const groupOptions: Option[] = (groups.rows ?? []).map((row) => ({ value: row.schoolClassId, label: row.schoolClassName }));
    const staffOptions: Option[] = (staff.rows ?? [])
      .filter((row) => !row.archived)
      .map((row) => ({ value: row.staffId, label: row.staffName }))
      .sort((left, right) => left.label.localeCompare(right.label, 'ru'));
    const staffNames = new Map((staff.rows ?? []).map((row) => [row.staffId, row.staffName]));
    return {
      typeOptions,
      paymentTypeOptions,
      groupOptions,
      staffOptions,
      staffNames,
      groups: groups.rows ?? [],
      loaded: types.rows !== undefined && paymentTypes.rows !== undefined,
      error: types.error ?? paymentTypes.error ?? groups.error ?? staff.error,
    };
  }, [types.rows, paymentTypes.rows, groups.rows, staff.rows, types.error, paymentTypes.error, groups.error, staff.error]);
};

export type ExpenseLookups = ReturnType<typeof useExpenseLookups>;
