import { Alert, Card, Descriptions, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { BELOW_BREAK_EVEN, BREAK_EVEN_TITLE, type BreakEvenRow } from '../../../resources/money/break-even';
import { formatKopecks, toKopecks } from '../../../resources/money/kopecks';
import { SignedMoney } from '../../pages/reports/SignedMoney';
import { ownerErrorText } from '../../lib/ownerQuery';
import { useCanReadBreakEven, useGroupBreakEven } from './useBreakEven';

const LOAD_FAILED = 'Ошибка загрузки данных. Пожалуйста, попробуйте еще раз.';
const kopecksOf = (amount: string | null) => toKopecks(amount) ?? 0;
const rub = (amount: string) => formatKopecks(kopecksOf(amount));
const marginText = (row: BreakEvenRow) =>
  `Оплаты ${rub(row.income)} − выплата преподавателю ${rub(row.teacherPayout)} − доля расходов центра ${rub(row.expenseShare)} = ${rub(row.margin)}`;

// an amount with its arithmetic on hover
function Amount({ amount, hint, strong }: { amount: string; hint: string; strong?: boolean }) {
  return (
    <Tooltip title={hint}>
      <span>
        <SignedMoney kopecks={kopecksOf(amount)} strong={strong} />
      </span>
    </Tooltip>
  );
}

function Figures({ row }: { row: BreakEvenRow }) {
  if (row.status === 'noTariff') return <Typography.Text type="secondary">Тариф не назначен: безубыточность не считается</Typography.Text>;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Нужно учеников">
        <Tooltip title={row.explanation}>
          <span>{row.needed ?? 'не окупается'}</span>
        </Tooltip>
      </Descriptions.Item>
      <Descriptions.Item label="Учеников в группе">
        {row.have} {row.below && <Tag color="error">{BELOW_BREAK_EVEN}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="Запас за цикл">
        <Amount amount={row.margin} hint={marginText(row)} strong />
      </Descriptions.Item>
      <Descriptions.Item label="Доля расходов центра">
        <Amount amount={row.expenseShare} hint={row.expenseShareExplanation} />
      </Descriptions.Item>
      <Descriptions.Item label={`Прогноз на цикл ${row.forecastCycle}`}>
        <Amount amount={row.forecast} hint={row.forecastExplanation} />
      </Descriptions.Item>
    </Descriptions>
  );
}

// The group page's 'Точка безубыточности' (issue 23, docs/money.md §16): students needed and in the group, the
// margin of a cycle and next cycle's forecast, each figure's arithmetic on hover. Only for who may read it.
export function BreakEvenCard({ schoolClassId }: { schoolClassId: number }) {
  const allowed = useCanReadBreakEven();
  const { query } = useGroupBreakEven(schoolClassId, allowed);
  if (!allowed) return null;
  const row = query.data?.data;
  return (
    <Card title={BREAK_EVEN_TITLE} role="region" aria-label={BREAK_EVEN_TITLE} style={{ flex: '1 1 22em', maxWidth: '34em' }}>
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError || !row ? (
        <Alert type="error" showIcon message={ownerErrorText(query.error, LOAD_FAILED)} />
      ) : (
        <Figures row={row} />
      )}
    </Card>
  );
}
