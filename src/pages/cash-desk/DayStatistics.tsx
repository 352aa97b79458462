import { WarningOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import type { CashStatistics } from '../../../resources/money/cash-desk';
import { formatMoney, toKopecks } from '../../../resources/money/kopecks';

type DayStatisticsProps = { stats: CashStatistics; hideCalculated: boolean };

const money = (value: string | null) => (value === null ? '—' : formatMoney(value, { decimals: 2 }));

// money.md §3 "Daily cash statistics": the day's totals with their breakdowns. Blind count (issue 9): on today's
// open day the calculated end stays hidden until the cash has been counted.
export function DayStatistics({ stats, hideCalculated }: DayStatisticsProps) {
  const difference = (toKopecks(stats.currentDBDayEndAmount) ?? 0) - (toKopecks(stats.deskCalculatedEndAmount) ?? 0);
  return (
    <Card size="small" title="Статистика за день">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="Начальная сумма" value={money(stats.currentDayStartAmount)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Платежи (получено)" value={money(stats.totalPaymentsAmount)} />
          {stats.paymentBreakdown.map((row) => (
            <Typography.Text key={row.descriptorId} type="secondary" style={{ display: 'block' }}>
              {row.descriptorName}: {money(row.amount)}
            </Typography.Text>
          ))}
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Выдано сдачи" value={money(stats.totalChangeGiven)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Расходы" value={money(stats.totalExpensesAmount)} />
          {stats.expenseBreakdown.map((row) => (
            <Typography.Text key={row.typeId} type="secondary" style={{ display: 'block' }}>
              {row.typeName}: {money(row.amount)}
            </Typography.Text>
          ))}
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Итог дня" value={money(stats.totalProfit)} />
        </Col>
        <Col xs={12} md={6}>
          {hideCalculated ? (
            <Statistic title="Рассчитанная сумма на конец дня" value="скрыта до пересчета" />
          ) : (
            <Statistic title="Рассчитанная сумма на конец дня" value={money(stats.currentCalculatedDayEndAmount)} />
          )}
          {!hideCalculated && <Typography.Text type="secondary">{stats.explanation}</Typography.Text>}
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="Конечная сумма (сохранена)"
            value={money(stats.currentDBDayEndAmount)}
            suffix={
              stats.endMismatch ? (
                <Tooltip title={`Сохраненная сумма отличается от рассчитанной (${money(stats.deskCalculatedEndAmount)}) на ${formatMoney((difference / 100).toFixed(2), { decimals: 2 })}`}>
                  <WarningOutlined style={{ color: '#faad14' }} aria-label="Расхождение с рассчитанной суммой" />
                </Tooltip>
              ) : undefined
            }
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Конец предыдущего дня" value={money(stats.previousDayEndAmount)} />
        </Col>
      </Row>
      {stats.notes && (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <Typography.Text strong>Примечание: </Typography.Text>
          {stats.notes}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
