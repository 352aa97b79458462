import { Button, Card, Descriptions, Empty, Flex, Popconfirm, Skeleton, Space, Statistic, Table, Tag, theme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { formatRate, rateHundredths } from '../../../resources/money/payouts';
import { payoutTexts, type SnapshotDetailRow } from '../../../resources/money/payouts-api';
import { DetailButtons, type DetailActions } from './DetailButtons';
import { TONE_COLOURS } from './GradeTag';
import { OverrideHistoryModal } from './OverrideHistoryModal';
import { OverrideModal } from './OverrideModal';
import { PayoutAmountCell } from './PayoutAmountCell';
import { PayoutLoadFailed } from './PayoutLoadFailed';
import { momentText, rub } from './payoutTexts';
import { StudentPayoutTable } from './StudentPayoutTable';
import { useOdintsovoSnapshot } from './useOdintsovoSnapshot';

const dataOf = (detail: SnapshotDetailRow | undefined): Record<string, unknown> => {
  try {
    return detail ? (JSON.parse(detail.calculationData) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

// Centre 1 (money.md §2 "Teacher payouts"): an overview, a table per group with its students, adjustments.
export function OdintsovoPayout({ teacherId, cycle }: { teacherId: number; cycle: number }) {
  const payout = useOdintsovoSnapshot(teacherId, cycle);
  const { token } = theme.useToken();
  const [adjusting, setAdjusting] = useState<SnapshotDetailRow | null>(null);
  const [history, setHistory] = useState<SnapshotDetailRow | null>(null);

  if (payout.loading) return <Skeleton active />;
  if (payout.error || !payout.answer) {
    return <PayoutLoadFailed error={payout.error} onRetry={payout.refetch} />;
  }
  const { snapshot, details } = payout.answer;
  const teacher = details.find((detail) => detail.detailType === 'TEACHER');
  const classes = details.filter((detail) => detail.detailType === 'CLASS');
  if (!snapshot || !teacher || classes.length === 0) return <Empty description={payoutTexts.empty} />;
  const rate = dataOf(teacher).percentageRate as string | null | undefined;
  const actions: DetailActions = {
    onAdjust: setAdjusting,
    onRemove: (detail) => detail.overrideId !== null && void payout.removeOverride(detail.overrideId),
    onHistory: setHistory,
    busy: payout.fetching,
  };

  return (
    <Flex vertical gap={16}>
      <Card title="Обзор" size="small">
        <Flex gap={32} wrap align="flex-start">
          <Statistic title="К выплате" value={rub(teacher.finalAmount)} />
          <Statistic title="Рассчитано" value={rub(teacher.calculatedAmount)} />
          <Descriptions
            size="small"
            styles={{ label: { color: token.colorTextSecondary } }}
            column={1}
            items={[
              { key: 'teacher', label: 'Преподаватель', children: snapshot.teacherName },
              { key: 'rate', label: 'Процент', children: rate ? formatRate(rateHundredths(rate)) : 'не задан' },
              { key: 'groups', label: 'Групп', children: classes.length },
              { key: 'at', label: 'Рассчитано', children: momentText(snapshot.calculatedAt) },
              { key: 'adjusted', label: 'Изменения', children: snapshot.hasOverrides ? <Tag color={TONE_COLOURS.warning}>есть</Tag> : 'нет' },
            ]}
          />
          <Flex vertical gap={8}>
            <PayoutAmountCell detail={teacher} />
            <DetailButtons detail={teacher} actions={actions} />
          </Flex>
        </Flex>
        {snapshot.hasOverrides && (
          <Space style={{ marginTop: 16 }} wrap>
            <Button onClick={() => void payout.recalculateWithOverrides()} loading={payout.fetching}>
              Пересчитать с изменениями
            </Button>
            <Popconfirm
              title="Сбросить все изменения?"
              description="Зарплата будет пересчитана заново, изменения останутся только в истории."
              okText="Сбросить"
              okButtonProps={{ danger: true }}
              cancelText="Отмена"
              onConfirm={() => void payout.recalculateFresh()}
            >
              <Button loading={payout.fetching}>
                Сбросить все изменения
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Card>
      <Table<SnapshotDetailRow>
        rowKey="id"
        size="small"
        loading={payout.fetching}
        dataSource={classes}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          defaultExpandAllRows: true,
          expandedRowRender: (group) => (
            <StudentPayoutTable rows={details.filter((detail) => detail.detailType === 'STUDENT' && detail.classId === group.classId)} actions={actions} />
          ),
        }}
        columns={[
          { key: 'group', title: 'Группа', dataIndex: 'className' },
          {
            key: 'students',
            title: 'Учеников',
            align: 'right',
            render: (_, group) => details.filter((detail) => detail.detailType === 'STUDENT' && detail.classId === group.classId).length,
          },
          { key: 'amount', title: 'Зарплата за группу', align: 'right', render: (_, group) => <PayoutAmountCell detail={group} /> },
          { key: 'actions', title: 'Действия', render: (_, group) => <DetailButtons detail={group} actions={actions} /> },
        ]}
      />
      <Typography.Text type="secondary">
        <Tooltip title="Сумма группы — сумма итоговых сумм её учеников, сумма преподавателя — сумма итоговых сумм групп.">
          Как считается зарплата
        </Tooltip>
        : за цикл — базовая цена цикла тарифа (если ученик был хотя бы на одном занятии), за урок — цена урока × посещенные
        занятия, иначе — оплата ученика за цикл; преподаватель получает свой процент.
      </Typography.Text>
      <OverrideModal
        detail={adjusting}
        onClose={() => setAdjusting(null)}
        onApply={async (detail, amount, reason) => {
          if (await payout.addOverride(detail.id, amount, reason)) setAdjusting(null);
        }}
        busy={payout.fetching}
      />
      <OverrideHistoryModal detail={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
