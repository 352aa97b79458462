import { Tag, Tooltip, Typography } from 'antd';
import { TONE_COLOURS } from './GradeTag';
import type { SnapshotDetailRow } from '../../../resources/money/payouts-api';
import { rub, rubExact } from './payoutTexts';

// A detail's final amount; an adjusted one (calculated and final differ by more than 0,01 ₽, money.md §4) shows
// the calculated amount beside it.
export function PayoutAmountCell({ detail }: { detail: SnapshotDetailRow }) {
  if (!detail.isAdjusted) return <Typography.Text strong>{rub(detail.finalAmount)}</Typography.Text>;
  return (
    <Tooltip title={`Рассчитано: ${rubExact(detail.calculatedAmount)}, итог: ${rubExact(detail.finalAmount)}`}>
      <span>
        <Typography.Text strong>{rub(detail.finalAmount)}</Typography.Text>{' '}
        <Typography.Text delete type="secondary">
          {rub(detail.calculatedAmount)}
        </Typography.Text>{' '}
        <Tag color={TONE_COLOURS.warning}>изменено</Tag>
      </span>
    </Tooltip>
  );
}
