import { Alert, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CLOSE_REASON_REQUIRED } from '../../../resources/money/cash-day';
import { END_REQUIRED, type CashCount } from '../../../resources/money/cash-desk';
import { formatMoney } from '../../../resources/money/kopecks';
import { AmountInput } from './AmountInput';
import { apiAmount, kopecksOf } from './cashDeskInput';

type CloseDialogProps = {
  open: boolean;
  onCancel: () => void;
  onCount: (countedAmount: string) => Promise<CashCount | undefined>;
  onClose: (values: { endAmount: string; notes: string | null }) => Promise<boolean>;
};

type Values = { endAmount?: string; notes?: string };

// money.md §4: the close dialog warns when the entered end differs from the calculated one and asks for a reason in
// the notes. Blind (issue 9): the counted end is sent first (stored as a count); only then is the calculated end shown.
export function CloseDialog({ open, onCancel, onCount, onClose }: CloseDialogProps) {
  const [form] = Form.useForm<Values>();
  const [count, setCount] = useState<CashCount | null>(null);
  const [busy, setBusy] = useState(false);
  const endAmount = Form.useWatch('endAmount', form) ?? '';
  const differs = count !== null && kopecksOf(endAmount) !== kopecksOf(count.calculatedAmount.replace('.', ','));

  const reset = () => {
    form.resetFields();
    setCount(null);
  };

  // a refused validation shows its message under the field; nothing else to do
  const valid = async <Names extends (keyof Values)[]>(names?: Names) => form.validateFields(names).catch(() => undefined);

  const countBlind = async () => {
    const checked = await valid(['endAmount']);
    if (!checked) return;
    const typed = checked.endAmount;
    setBusy(true);
    const answer = await onCount(apiAmount(typed ?? '0'));
    setBusy(false);
    if (answer) setCount(answer);
  };

  const close = async () => {
    const values = await valid();
    if (!values) return;
    setBusy(true);
    const closed = await onClose({ endAmount: apiAmount(values.endAmount ?? '0'), notes: values.notes?.trim() || null });
    setBusy(false);
    if (closed) reset();
  };

  return (
    <Modal
      open={open}
      title="Закрытие кассы"
      onCancel={() => {
        reset();
        onCancel();
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => (reset(), onCancel())}>
          Отмена
        </Button>,
        count === null ? (
          <Button key="count" type="primary" loading={busy} onClick={() => void countBlind()}>
            Показать рассчитанную сумму
          </Button>
        ) : (
          <Button key="close" type="primary" danger={differs} loading={busy} onClick={() => void close()}>
            Закрыть кассу
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph type="secondary">
        Пересчитайте наличные в кассе и введите сумму. Рассчитанная сумма будет показана после ввода пересчитанной.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void (count === null ? countBlind() : close())}>
        <Form.Item name="endAmount" label="Конечная сумма (пересчитано)" rules={[{ required: true, message: END_REQUIRED }]}>
          <AmountInput aria-label="Конечная сумма" autoFocus />
        </Form.Item>
        {count && (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Рассчитанная сумма">{formatMoney(count.calculatedAmount, { decimals: 2 })}</Descriptions.Item>
            <Descriptions.Item label="Расхождение">
              {formatMoney(((kopecksOf(endAmount) - kopecksOf(count.calculatedAmount.replace('.', ','))) / 100).toFixed(2), { decimals: 2 })}
            </Descriptions.Item>
          </Descriptions>
        )}
        {differs && <Alert type="warning" showIcon message={CLOSE_REASON_REQUIRED} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="notes"
          label="Примечание"
          rules={differs ? [{ required: true, whitespace: true, message: CLOSE_REASON_REQUIRED }] : []}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
