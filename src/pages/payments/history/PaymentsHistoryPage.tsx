import { Table, Typography } from 'antd';
import { paymentHistoryToasts, paymentsHistory, type PaymentRow } from '../../../../resources/payment-history';
import { DateCell } from '../../../components/DateCell';
import { GridToolbar } from '../../../components/editable-grid/GridToolbar';
import { RecordHistoryButton, useCanReadHistory } from '../../../crud/RecordHistoryButton';
import { MoneyCell } from '../../../components/MoneyCell';
import { PaymentTypes, StudentLink } from './paymentCells';
import { usePaymentTable, type PaymentColumn } from './usePaymentTable';

const columns: PaymentColumn<PaymentRow>[] = [
  { key: 'paymentId', sort: 'paymentId', render: (row) => row.paymentId },
  { key: 'studentName', sort: 'studentName', render: (row) => <StudentLink studentId={row.studentId} studentName={row.studentName} /> },
  { key: 'paymentDate', sort: 'paymentDate', render: (row) => <DateCell value={row.paymentDate} /> },
  { key: 'totalAmount', sort: 'totalAmount', render: (row) => <MoneyCell value={row.totalAmount} decimals={2} /> },
  { key: 'paymentComment', render: (row) => row.paymentComment },
  { key: 'paymentDescriptors', render: (row) => <PaymentTypes types={row.paymentDescriptors} /> },
];

// /payments/history (money.md §2 "Payments list"): every payment with its student, date, total, comment and types,
// newest first; paged, sorted and searched by the server, the view kept in the URL.
export default function PaymentsHistoryPage() {
  const table = usePaymentTable(paymentsHistory, columns, paymentHistoryToasts.listFailed);
  // issue 23 part 4: each payment's history, for those who may read it
  const history = {
    key: 'history',
    title: '',
    width: 56,
    fixed: 'right' as const,
    render: (_value: unknown, row: PaymentRow) =>
      table.decorated && <RecordHistoryButton variant="row" entity="payments" recordId={row.paymentId} title={`платеж №${row.paymentId}`} />,
  };
  const shown = useCanReadHistory() ? [...(table.tableProps.columns ?? []), history] : table.tableProps.columns;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Платежи
      </Typography.Title>
      {/* the search is the student's name (q) */}
      <GridToolbar search={table.search} onSearch={table.setSearch} addDisabled extra={table.exportButton} />
      <Table<PaymentRow> {...table.tableProps} columns={shown} />
    </>
  );
}
