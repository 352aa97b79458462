import { Tag, Tooltip } from 'antd';
import { BELOW_BREAK_EVEN, belowBreakEvenHint, type BreakEvenRow } from '../../../resources/money/break-even';

// The formation board's mark on a group below break-even (issue 23), with its reason on hover and focus.
export function BelowBreakEvenTag({ row }: { row: BreakEvenRow | undefined }) {
  if (!row?.below) return null;
  return (
    <Tooltip title={belowBreakEvenHint(row)}>
      <Tag color="error" tabIndex={0} style={{ alignSelf: 'flex-start' }} aria-label={`${BELOW_BREAK_EVEN}: ${belowBreakEvenHint(row)}`}>
        {BELOW_BREAK_EVEN}
      </Tag>
    </Tooltip>
  );
}
