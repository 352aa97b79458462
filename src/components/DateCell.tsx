import { Typography } from 'antd';
import { DISPLAY_DATE, INVALID_DATE, formatDate, type DateValue } from '../lib/date';

type DateCellProps = { value: DateValue; pattern?: string };

export function DateCell({ value, pattern = DISPLAY_DATE }: DateCellProps) {
  const text = formatDate(value, pattern);
  if (text === INVALID_DATE) return <Typography.Text type="danger">{text}</Typography.Text>;
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
}
