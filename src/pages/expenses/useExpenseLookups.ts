import { byLabel } from '../../lib/byLabel';
import { useList, type BaseRecord } from '@refinedev/core';
import { useMemo } from 'react';
import { expensePaymentTypes, expenseTypes, type ExpensePaymentTypeRow, type ExpenseTypeRow, type GroupWithTeacher } from '../../../resources/expenses';
import type { AnyResource } from '../../../resources/define';
import { groupCards } from '../../../resources/group-card';
import { staff as staffResource } from '../../../resources/staff';
import { ownerQueryOptions } from '../../lib/ownerQuery';

type StaffOption = { staffId: number; staffName: string; archived?: boolean };
export type Option = { value: number; label: string };

const useWholeList = <Row extends BaseRecord>(declaration: AnyResource) => {
  const { query } = useList<Row>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'off' },
    queryOptions: ownerQueryOptions,
    errorNotification: false,
  });
  return { rows: query.data?.data, error: query.error, loading: query.isLoading };
};

// What an expense row chooses from (money.md §7 "Expenses"): the expense types, the payment types, the groups with
// their teachers and the staff.
export const useExpenseLookups = () => {
  const types = useWholeList<ExpenseTypeRow>(expenseTypes);
  const paymentTypes = useWholeList<ExpensePaymentTypeRow>(expensePaymentTypes);
  const groups = useWholeList<GroupWithTeacher>(groupCards);
  const staff = useWholeList<StaffOption>(staffResource);

  return useMemo(() => {
    const typeOptions: Option[] = (types.rows ?? []).map((row) => ({ value: row.expenseTypeId, label: row.expenseTypeName }));
    const paymentTypeOptions: Option[] = (paymentTypes.rows ?? []).map((row) => ({ value: row.expensePaymentTypeId, label: row.expensePaymentTypeName }));
    const groupOptions: Option[] = (groups.rows ?? []).map((row) => ({ value: row.schoolClassId, label: row.schoolClassName }));
    const staffOptions: Option[] = (staff.rows ?? [])
      .filter((row) => !row.archived)
      .map((row) => ({ value: row.staffId, label: row.staffName }))
      .sort(byLabel);
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
