import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { cashDeskTexts, START_REQUIRED, type LatestRecord } from '../../../resources/money/cash-desk';
import { formatMoney } from '../../../resources/money/kopecks';
import { formatDate } from '../../lib/date';
import { AmountInput } from './AmountInput';
import { apiAmount } from './cashDeskInput';

type InitPanelProps = {
  date: string;
  latest: LatestRecord | undefined;
  latestFailed: boolean;
  saving: boolean;
  onOpen: (values: { startAmount: string; notes: string | null }) => void;
};

// money.md §4 "Cash desk": today has no record yet. The start is prefilled from the last record's calculated end.
export function InitPanel({ date, latest, latestFailed, saving, onOpen }: InitPanelProps) {
  const [form] = Form.useForm<{ startAmount: string; notes?: string }>();
  const prefill = latest ? latest.calculatedEndAmount.replace('.', ',').replace(/,00$/, '') : '0';
  useEffect(() => {
    if (!form.isFieldTouched('startAmount')) form.setFieldValue('startAmount', prefill);
  }, [form, prefill]);

  return (
    <Card title={`Открытие кассы за ${formatDate(date)}`} size="small">
      {latestFailed && <Alert type="error" showIcon message={cashDeskTexts.latestFailed} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph type="secondary">
        Касса за этот день еще не открыта: платежи, расходы и закрытие станут доступны после открытия.
        {latest && ` Начальная сумма взята из рассчитанного остатка на ${formatDate(latest.recordDate)}: ${formatMoney(latest.calculatedEndAmount, { decimals: 2 })}.`}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ startAmount: prefill }}
        onFinish={(values) => onOpen({ startAmount: apiAmount(values.startAmount), notes: values.notes?.trim() || null })}
      >
        <Form.Item name="startAmount" label="Начальная сумма" rules={[{ required: true, message: START_REQUIRED }]}>
          <AmountInput aria-label="Начальная сумма" />
        </Form.Item>
        <Form.Item name="notes" label="Примечание">
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Открыть кассу
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
