import { Button, Card, Col, Empty, Flex, Popconfirm, Row, Skeleton, Statistic, Typography } from 'antd';
import { payoutTexts } from '../../../resources/money/payouts-api';
import { PayoutLoadFailed } from './PayoutLoadFailed';
import { rub } from './payoutTexts';
import { useZelenogradPayout } from './useZelenogradPayout';
import { ZelenogradClassTable } from './ZelenogradClassTable';

// Centre 2 'Просмотр выплат' (money.md §2): a table per group of students by lesson date with boxes to tick, and a
// summary at the side with Apply and Reset.
export function ZelenogradPayout({ teacherId, cycle }: { teacherId: number; cycle: number }) {
  const view = useZelenogradPayout(teacherId, cycle);
  if (view.loading) return <Skeleton active />;
  if (view.error || !view.payout) {
    return <PayoutLoadFailed error={view.error} onRetry={view.refetch} />;
  }
  const { payout } = view;
  if (payout.classes.length === 0) return <Empty description={payoutTexts.empty} />;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={18}>
        <Flex vertical gap={16}>
          {payout.classes.map((group) => (
            <ZelenogradClassTable
              key={group.schoolClassId}
              group={group}
              pending={view.pending}
              disabled={view.fetching}
              onStudent={view.toggleStudent}
              onClass={view.toggleClass}
            />
          ))}
        </Flex>
      </Col>
      <Col xs={24} xl={6}>
        <Card size="small" title="Итого" style={{ position: 'sticky', top: 16 }}>
          <Flex vertical gap={12}>
            <Statistic title={payout.teacherName} value={rub(payout.totalAmountForTeacher)} />
            {payout.classes.map((group) => (
              <Flex key={group.schoolClassId} justify="space-between" gap={8}>
                <Typography.Text>{group.schoolClassName}</Typography.Text>
                <Typography.Text strong>{rub(group.totalAmountForSchoolClass)}</Typography.Text>
              </Flex>
            ))}
            <Typography.Text type={view.pendingCount > 0 ? 'warning' : 'secondary'}>Изменений к применению: {view.pendingCount}</Typography.Text>
            <Flex gap={8} wrap>
              <Button type="primary" disabled={view.pendingCount === 0} loading={view.fetching} onClick={() => void view.apply()}>
                Применить
              </Button>
              <Popconfirm title="Сбросить отмеченные изменения?" okText="Сбросить" cancelText="Отмена" onConfirm={view.reset} disabled={view.pendingCount === 0}>
                <Button disabled={view.pendingCount === 0}>Сбросить</Button>
              </Popconfirm>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Отмеченный ученик оплачивается как присутствовавший; отмеченная группа — как будто пришли все ученики на каждое
              занятие. Ставка занятия — из таблицы ставок по тарифу группы и числу пришедших.
            </Typography.Text>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
