import { useTable } from '@refinedev/antd';
import { Flex, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { groupPayments, groupPaymentsOf, type PaymentDetailRow } from '../../../resources/payment-history';
import { DateCell } from '../../components/DateCell';
import { MoneyCell } from '../../components/MoneyCell';
import { ExportButton } from '../../crud/ExportButton';
import { fillMessage } from '../../lib/message';
import { studentPath } from '../groups/card/groupLinks';
import { ScrollRegion } from '../reports/ScrollRegion';

const PAGE_SIZE = 10; // operations.md §9: tables show 10 rows a page by default

// 'История платежей' (operations.md §2 "Group page"): the group's payment lines, newest first, paged by the server
// (payment-details-info/schoolClass/{id}, the payment history's own rows), with 'Выгрузить в Excel' of every page.
// The columns' titles and widths are the declaration's (resources/payment-history), which the export heads its
// columns with.
const column = (key: keyof typeof groupPayments.fields & string) => ({ key, title: groupPayments.fields[key]!.label, width: groupPayments.fields[key]!.column?.width });

export function GroupPaymentsTab({ schoolClassId }: { schoolClassId: number }) {
  const declaration = groupPaymentsOf(schoolClassId);
  const { tableProps } = useTable<PaymentDetailRow>({
    resource: `${groupPayments.name}-${schoolClassId}`,
    meta: { declaration },
    syncWithLocation: false,
    pagination: { mode: 'server', pageSize: PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: (error) => ({ type: 'error', message: fillMessage('Ошибка при загрузке платежей: {message}', error?.message) }),
  });
  return (
    <>
    <Flex justify="flex-end" style={{ marginBottom: 12 }}>
      <ExportButton name={groupPayments.name} recordId={schoolClassId} query={{ filters: [], sorters: [] }} fields={Object.keys(groupPayments.fields)} />
    </Flex>
    <ScrollRegion label="История платежей группы">
    <Table<PaymentDetailRow>
      {...tableProps}
      rowKey="paymentDetailId"
      size="middle"
      locale={{ emptyText: <Typography.Text type="secondary">Платежей по группе нет</Typography.Text> }}
      pagination={{ ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: [10, 25, 50], showTotal: (total) => `Всего: ${total}` }}
      columns={[
        { ...column('paymentDate'), render: (_, row) => <DateCell value={row.paymentDate} /> },
        { ...column('studentName'), render: (_, row) => <Link to={studentPath(row.studentId)}>{row.studentName}</Link> },
        { ...column('classCycle'), dataIndex: 'classCycle', align: 'right' },
        { ...column('lessonAmount'), dataIndex: 'lessonAmount', align: 'right' },
        { ...column('cycleStartDate'), render: (_, row) => (row.cycleStartDate ? <DateCell value={row.cycleStartDate} /> : '—') },
        { ...column('cycleEndDate'), render: (_, row) => (row.cycleEndDate ? <DateCell value={row.cycleEndDate} /> : '—') },
        { ...column('amount'), align: 'right', render: (_, row) => <MoneyCell value={row.amount} decimals={0} /> },
        {
          ...column('paymentDescriptorLinks'),
          render: (_, row) => (
            <Space size={[4, 4]} wrap>
              {row.paymentDescriptorLinks.map((link) => (
                <Tag key={link.paymentDescriptorId}>{link.paymentDescriptorName}</Tag>
              ))}
            </Space>
          ),
        },
        { ...column('paymentComment'), dataIndex: 'paymentComment' },
      ]}
    />
    </ScrollRegion>
    </>
  );
}
