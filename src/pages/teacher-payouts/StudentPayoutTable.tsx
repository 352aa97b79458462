import { Table, Tag, Typography } from 'antd';
import { calculationTypeLabel } from '../../../resources/money/payouts';
import type { SnapshotDetailRow } from '../../../resources/money/payouts-api';
import { DetailButtons, type DetailActions } from './DetailButtons';
import { PayoutAmountCell } from './PayoutAmountCell';
import { rub } from './payoutTexts';

type StudentData = { attendanceCount?: number; calculationType?: string; basePriceUsed?: string; totalAmount?: string; text?: string };
const dataOf = (detail: SnapshotDetailRow): StudentData => {
  try {
    return JSON.parse(detail.calculationData) as StudentData;
  } catch {
    return {};
  }
};

// The students of one group (money.md §3: attendanceCount, calculationType, basePriceUsed, totalAmount).
export function StudentPayoutTable({ rows, actions }: { rows: SnapshotDetailRow[]; actions: DetailActions }) {
  return (
    <Table<SnapshotDetailRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: <Typography.Text>Учеников нет</Typography.Text> }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'student', title: 'Ученик', dataIndex: 'studentName' },
        { key: 'attendance', title: 'Посещено', align: 'right', render: (_, row) => dataOf(row).attendanceCount ?? 0 },
        {
          key: 'type',
          title: 'Расчет',
          render: (_, row) => <Tag color={dataOf(row).calculationType === 'PER_CYCLE' ? 'blue' : 'cyan'}>{calculationTypeLabel(dataOf(row).calculationType)}</Tag>,
        },
        { key: 'base', title: 'Базовая цена', align: 'right', render: (_, row) => rub(dataOf(row).basePriceUsed) },
        { key: 'total', title: 'Сумма для расчета', align: 'right', render: (_, row) => <span title={dataOf(row).text}>{rub(dataOf(row).totalAmount)}</span> },
        { key: 'amount', title: 'Зарплата', align: 'right', render: (_, row) => <PayoutAmountCell detail={row} /> },
        { key: 'actions', title: 'Действия', render: (_, row) => <DetailButtons detail={row} actions={actions} /> },
      ]}
    />
  );
}
