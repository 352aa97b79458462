import { Table, Tag, Typography } from 'antd';
import type { CashCount } from '../../../resources/money/cash-desk';
import { toKopecks } from '../../../resources/money/kopecks';
import { MoneyCell } from '../../components/MoneyCell';
import { formatDate } from '../../lib/date';

const kindLabels: Record<CashCount['kind'], string> = { count: 'Пересчет', close: 'Закрытие' };

// Beyond the spec (issue 9): every count of the day, blind or closing, with the calculated end at that moment.
export function VarianceLog({ rows, loading }: { rows: CashCount[]; loading: boolean }) {
  return (
    <Table<CashCount>
      rowKey="countId"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <Typography.Text>Пересчетов за этот день не было</Typography.Text> }}
      columns={[
        { title: 'Время', width: 150, render: (_, row) => formatDate(row.countedAt, 'DD.MM.YYYY HH:mm') },
        { title: 'Вид', width: 110, render: (_, row) => kindLabels[row.kind] },
        { title: 'Пересчитано', width: 140, render: (_, row) => <MoneyCell value={row.countedAmount} decimals={2} /> },
        { title: 'Рассчитано', width: 140, render: (_, row) => <MoneyCell value={row.calculatedAmount} decimals={2} /> },
        {
          title: 'Расхождение',
          width: 140,
          render: (_, row) =>
            (toKopecks(row.variance) ?? 0) === 0 ? (
              <MoneyCell value={row.variance} decimals={2} />
            ) : (
              <Tag color="red">
                <MoneyCell value={row.variance} decimals={2} />
              </Tag>
            ),
        },
        { title: 'Причина', dataIndex: 'reason' },
        { title: 'Кто', dataIndex: 'countedBy', width: 120 },
      ]}
    />
  );
}
