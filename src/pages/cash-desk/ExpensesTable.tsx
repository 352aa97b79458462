import { Table, Typography } from 'antd';
import type { CashExpenseRow } from '../../../resources/money/cash-desk';
import { DateCell } from '../../components/DateCell';
import { MoneyCell } from '../../components/MoneyCell';
import { deskPagination } from './cashDeskInput';
import { ScrollArea } from './ScrollArea';

// money.md §3 "Cash desk expense row": the day's expenses of the chosen payment types (2 decimals, §9).
export function ExpensesTable({ rows, loading, printing }: { rows: CashExpenseRow[]; loading: boolean; printing: boolean }) {
  return (
    <ScrollArea label="Расходы за день" printing={printing}>
    <Table<CashExpenseRow>
      rowKey="expenseId"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={deskPagination(printing)}
      locale={{ emptyText: <Typography.Text>Расходов за этот день нет</Typography.Text> }}
      columns={[
        { title: '№', dataIndex: 'expenseId', width: 80 },
        { title: 'Дата', width: 120, render: (_, row) => <DateCell value={row.expenseDate} /> },
        { title: 'Тип расхода', dataIndex: 'expenseTypeName', width: 200 },
        { title: 'Тип оплаты', dataIndex: 'expensePaymentTypeName', width: 160 },
        { title: 'Сумма', width: 140, render: (_, row) => <MoneyCell value={row.expenseAmount} decimals={2} /> },
        { title: 'Комментарий', dataIndex: 'expenseComment' },
      ]}
    />
    </ScrollArea>
  );
}
