import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { lessonCountText } from '../../../../resources/money/lesson-label';
import { paymentDetailsHistory, paymentHistoryToasts, type PaymentDetailRow } from '../../../../resources/payment-history';
import { DateCell } from '../../../components/DateCell';
import { GridToolbar } from '../../../components/editable-grid/GridToolbar';
import { RecordHistoryButton } from '../../../crud/RecordHistoryButton';
import { MoneyCell } from '../../../components/MoneyCell';
import { PaymentTypes, StudentLink } from '../history/paymentCells';
import { usePaymentTable, type PaymentColumn } from '../history/usePaymentTable';
import { EditPaymentModal } from './EditPaymentModal';

const columns: PaymentColumn<PaymentDetailRow>[] = [
  { key: 'paymentDate', sort: 'paymentDate', render: (row) => <DateCell value={row.paymentDate} /> },
  { key: 'studentName', render: (row) => <StudentLink studentId={row.studentId} studentName={row.studentName} /> },
  { key: 'subjectName', render: (row) => row.subjectName },
  { key: 'className', render: (row) => row.className },
  { key: 'classCycle', sort: 'classCycle', render: (row) => row.classCycle },
  { key: 'lessonAmount', sort: 'lessonAmount', render: (row) => lessonCountText(row.lessonAmount) },
  { key: 'cycleStartDate', render: (row) => <DateCell value={row.cycleStartDate} /> },
  { key: 'cycleEndDate', render: (row) => <DateCell value={row.cycleEndDate} /> },
  { key: 'amount', sort: 'amount', render: (row) => <MoneyCell value={row.amount} decimals={2} /> },
  { key: 'paymentDescriptorLinks', render: (row) => <PaymentTypes types={row.paymentDescriptorLinks} /> },
];

// /payments/details-history (money.md §2 "Payment details"): one row per line of a payment, newest first, paged
// on the server; 'Изменить' opens the payment's edit (the total is the sum of its lines), and the grid is read
// again after a save.
export default function PaymentDetailsHistoryPage() {
  const [editing, setEditing] = useState<number | null>(null);
  const table = usePaymentTable(paymentDetailsHistory, columns, paymentHistoryToasts.listFailed);
  const actions = {
    key: 'actions',
    title: '',
    width: 160,
    fixed: 'right' as const,
    render: (_value: unknown, row: PaymentDetailRow) =>
      table.decorated && (
        <Flex gap={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row.paymentId)} aria-label={`Изменить платеж ${row.paymentId}`}>
            Изменить
          </Button>
          <RecordHistoryButton variant="row" entity="payments" recordId={row.paymentId} title={`платеж №${row.paymentId}`} />
        </Flex>
      ),
  };
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Детали платежей
      </Typography.Title>
      {/* the search is the student's name (q) */}
      <GridToolbar search={table.search} onSearch={table.setSearch} addDisabled extra={table.exportButton} />
      <Table<PaymentDetailRow> {...table.tableProps} columns={[...(table.tableProps.columns ?? []), actions]} />
      <EditPaymentModal paymentId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
