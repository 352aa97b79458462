import { Card, Typography } from 'antd';
import type { CSSProperties } from 'react';

type PanelProps = { studentId: number; style: CSSProperties };

// core.md §2.10: two panels beside the card, each given the student id; the money area (money.md) fills them.
export function StudentPaymentsPanel({ studentId, style }: PanelProps) {
  return (
    <Card title="Платежи ученика" style={style} data-student-id={studentId}>
      <Typography.Text type="secondary">Платежи ученика показывает раздел оплат.</Typography.Text>
    </Card>
  );
}

export { StudentRecalculationPanel } from './StudentRecalculationPanel';
