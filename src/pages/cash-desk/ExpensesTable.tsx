import type { CashExpenseRow } from '../../../resources/money/cash-desk';
import { DateCell } from '../../components/DateCell';
import { MoneyCell } from '../../components/MoneyCell';
import { DeskTable } from './DeskTable';

// money.md §3 "Cash desk expense row": the day's expenses of the chosen payment types (2 decimals, §9).
export function ExpensesTable({ rows, loading, printing }: { rows: CashExpenseRow[]; loading: boolean; printing: boolean }) {
  return (
    <DeskTable<CashExpenseRow>
      label="Расходы за день"
      rowKey="expenseId"
      rows={rows}
      loading={loading}
      printing={printing}
      empty="Расходов за этот день нет"
      columns={[
        { title: '№', dataIndex: 'expenseId', width: 80 },
        { title: 'Дата', width: 120, render: (_, row) => <DateCell value={row.expenseDate} /> },
        { title: 'Тип расхода', dataIndex: 'expenseTypeName', width: 200 },
        { title: 'Тип оплаты', dataIndex: 'expensePaymentTypeName', width: 160 },
        { title: 'Сумма', width: 140, render: (_, row) => <MoneyCell value={row.expenseAmount} decimals={2} /> },
        { title: 'Комментарий', dataIndex: 'expenseComment' },
      ]}
    />
  );
}
