import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fromKopecks, toKopecks } from '../../../resources/money/kopecks';
import { parseOverrideAmount } from '../../../resources/money/payouts';
import type { SnapshotDetailRow } from '../../../resources/money/payouts-api';
import { rubExact } from './payoutTexts';

const titleOf = (detail: SnapshotDetailRow) =>
  detail.detailType === 'TEACHER' ? 'Итог преподавателя' : detail.detailType === 'CLASS' ? `Группа «${detail.className}»` : `${detail.studentName} («${detail.className}»)`;

// money.md §5 "Payout override": a number, not negative (step 0.01, min 0); Apply disabled until something
// changed; the reason optional.
export function OverrideModal({
  detail,
  onClose,
  onApply,
  busy,
}: {
  detail: SnapshotDetailRow | null;
  onClose: () => void;
  onApply: (detail: SnapshotDetailRow, amount: string, reason: string) => void;
  busy: boolean;
}) {
  const [amount, setAmount] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    setAmount(detail ? detail.finalAmount : null);
    setTyped(null);
    setReason('');
  }, [detail]);
  if (!detail) return null;
  // the input keeps min 0 and drops what it cannot take; the text as typed says why ('-5' is negative, not empty)
  const typedProblem = typed !== null ? parseOverrideAmount(typed) : undefined;
  const parsed = typedProblem && !typedProblem.ok ? typedProblem : parseOverrideAmount(amount ?? '');
  const changed = parsed.ok ? parsed.kopecks !== toKopecks(detail.finalAmount) : amount !== null && amount !== '';
  const error = parsed.ok ? undefined : parsed.message;

  return (
    <Modal
      open
      title={`Изменить сумму: ${titleOf(detail)}`}
      okText="Применить"
      cancelText="Отмена"
      onCancel={onClose}
      okButtonProps={{ disabled: !changed || !parsed.ok, loading: busy }}
      onOk={() => parsed.ok && onApply(detail, fromKopecks(parsed.kopecks), reason)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Рассчитано: {rubExact(detail.calculatedAmount)}. Сейчас: {rubExact(detail.finalAmount)}.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => changed && parsed.ok && onApply(detail, fromKopecks(parsed.kopecks), reason)}>
        <Form.Item label="Новая сумма" validateStatus={error ? 'error' : undefined} help={error}>
          <InputNumber<string>
            autoFocus
            stringMode
            step="0.01"
            min="0"
            precision={2}
            decimalSeparator=","
            aria-label="Новая сумма"
            value={amount}
            onChange={(value) => setAmount(value)}
            onInput={(text) => setTyped(text.replace(',', '.'))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Причина (необязательно)">
          <Input.TextArea aria-label="Причина" rows={2} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
