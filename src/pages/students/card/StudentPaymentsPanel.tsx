import { useList } from '@refinedev/core';
import { Alert, Button, Card, Empty, List, Space, Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatMoney } from '../../../../resources/money/kopecks';
import { lessonCountText } from '../../../../resources/money/lesson-label';
import { paymentHistoryToasts, type PaymentDetailRow } from '../../../../resources/payment-history';
import { paymentDetailsOfStudent } from '../../../../resources/student-payment-details';
import { DateCell } from '../../../components/DateCell';
import { PaymentTypes } from '../../payments/history/paymentCells';

type PanelProps = { studentId: number; style: CSSProperties };

// core.md §2.10, money.md §2: 'Платежи ученика' beside the card — the student's payment lines, newest first
// (GET payment-details-info/student/{studentId}), each with its group, cycle, lessons, amount and types.
export function StudentPaymentsPanel({ studentId, style }: PanelProps) {
  const declaration = paymentDetailsOfStudent(studentId);
  const { query, result } = useList<PaymentDetailRow>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'off' },
    queryOptions: { enabled: studentId > 0 },
    errorNotification: false,
  });
  const rows = result.data ?? [];

  const content = () => {
    if (query.isLoading) return <Spin style={{ display: 'block', margin: '24px auto' }} aria-label="Загрузка платежей" />;
    if (query.isError) {
      return (
        <Alert
          type="error"
          showIcon
          message={paymentHistoryToasts.loadFailed}
          action={<Button size="small" onClick={() => void query.refetch()}>Повторить</Button>}
        />
      );
    }
    if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Платежей нет" />;
    return (
      <List
        size="small"
        dataSource={rows}
        rowKey={(row) => row.paymentDetailId}
        style={{ maxHeight: 480, overflowY: 'auto' }}
        renderItem={(row) => (
          <List.Item>
            <Space direction="vertical" size={0} style={{ width: '100%' }}>
              <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                <DateCell value={row.paymentDate} />
                <Typography.Text strong>{formatMoney(row.amount, { decimals: 2 })}</Typography.Text>
              </Space>
              <Typography.Text>
                {row.subjectName} · {row.className}
              </Typography.Text>
              <Typography.Text type="secondary">
                Цикл {row.classCycle}, {lessonCountText(row.lessonAmount)}
              </Typography.Text>
              <PaymentTypes types={row.paymentDescriptorLinks} />
            </Space>
          </List.Item>
        )}
      />
    );
  };

  return (
    <Card title="Платежи ученика" style={style} data-student-id={studentId}>
      {content()}
    </Card>
  );
}
