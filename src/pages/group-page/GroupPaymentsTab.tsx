import { useTable } from '@refinedev/antd';
import { Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paymentDetailsHistory, type PaymentDetailRow } from '../../../resources/payment-history';
import { DateCell } from '../../components/DateCell';
import { MoneyCell } from '../../components/MoneyCell';
import { fillMessage } from '../../lib/message';
import { studentPath } from '../groups/card/groupLinks';
import { ScrollRegion } from '../reports/ScrollRegion';

const PAGE_SIZE = 10; // operations.md §9: tables show 10 rows a page by default

// 'История платежей' (operations.md §2 "Group page"): the group's payment lines, newest first, paged by the server
// (payment-details-info/schoolClass/{id}, the payment history's own rows).
export function GroupPaymentsTab({ schoolClassId }: { schoolClassId: number }) {
  const declaration = { ...paymentDetailsHistory, api: { ...paymentDetailsHistory.api, list: `payment-details-info/schoolClass/${schoolClassId}` } };
  const { tableProps } = useTable<PaymentDetailRow>({
    resource: paymentDetailsHistory.name,
    meta: { declaration },
    syncWithLocation: false,
    pagination: { mode: 'server', pageSize: PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: (error) => ({ type: 'error', message: fillMessage('Ошибка при загрузке платежей: {message}', error?.message) }),
  });
  return (
    <ScrollRegion label="История платежей группы">
    <Table<PaymentDetailRow>
      {...tableProps}
      rowKey="paymentDetailId"
      size="middle"
      locale={{ emptyText: <Typography.Text type="secondary">Платежей по группе нет</Typography.Text> }}
      pagination={{ ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: [10, 25, 50], showTotal: (total) => `Всего: ${total}` }}
      columns={[
        { key: 'paymentDate', title: 'Дата платежа', width: 130, render: (_, row) => <DateCell value={row.paymentDate} /> },
        { key: 'studentName', title: 'Ученик', width: 220, render: (_, row) => <Link to={studentPath(row.studentId)}>{row.studentName}</Link> },
        { key: 'classCycle', title: 'Цикл', dataIndex: 'classCycle', width: 80, align: 'right' },
        { key: 'lessonAmount', title: 'Занятий', dataIndex: 'lessonAmount', width: 90, align: 'right' },
        { key: 'cycleStartDate', title: 'Начало цикла', width: 130, render: (_, row) => (row.cycleStartDate ? <DateCell value={row.cycleStartDate} /> : '—') },
        { key: 'cycleEndDate', title: 'Конец цикла', width: 130, render: (_, row) => (row.cycleEndDate ? <DateCell value={row.cycleEndDate} /> : '—') },
        { key: 'amount', title: 'Сумма', width: 130, align: 'right', render: (_, row) => <MoneyCell value={row.amount} decimals={0} /> },
        {
          key: 'types',
          title: 'Типы платежа',
          width: 200,
          render: (_, row) => (
            <Space size={[4, 4]} wrap>
              {row.paymentDescriptorLinks.map((link) => (
                <Tag key={link.paymentDescriptorId}>{link.paymentDescriptorName}</Tag>
              ))}
            </Space>
          ),
        },
        { key: 'paymentComment', title: 'Комментарий', dataIndex: 'paymentComment', width: 240 },
      ]}
    />
    </ScrollRegion>
  );
}
