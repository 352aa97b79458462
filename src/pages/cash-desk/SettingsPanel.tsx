import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Flex, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { cashDefaults } from '../../../resources/money/cash-day';
import { cashDeskTexts } from '../../../resources/money/cash-desk';
import { API_DATE, DISPLAY_DATE } from '../../lib/date';
import { useCashDeskTypes } from './useCashDay';

type SettingsPanelProps = {
  date: string;
  today: string;
  onDate: (date: string) => void;
  descriptorIds: number[];
  expensePaymentTypeIds: number[];
  onDescriptors: (ids: number[]) => void;
  onExpensePaymentTypes: (ids: number[]) => void;
  canClose: boolean;
  onClose: () => void;
  onPrint: () => void;
  onRefresh: () => void;
};

// money.md §2 "Cash desk": the day, the payment and expense types counted (kept in the browser; none chosen = the
// cash types), and the actions.
export function SettingsPanel(props: SettingsPanelProps) {
  const { descriptors, expensePaymentTypes } = useCashDeskTypes();
  // none chosen = the cash types, shown as chosen (the server counts the same ones)
  const defaults = cashDefaults(
    (descriptors.data ?? []).map((type) => ({ id: type.paymentDescriptorId, name: type.paymentDescriptorName })),
    (expensePaymentTypes.data ?? []).map((type) => ({ id: type.expensePaymentTypeId, name: type.expensePaymentTypeName })),
  );
  const shownDescriptors = props.descriptorIds.length ? props.descriptorIds : [...defaults.descriptorIds];
  const shownExpenseTypes = props.expensePaymentTypeIds.length ? props.expensePaymentTypeIds : [...defaults.expensePaymentTypeIds];
  return (
    <Card size="small" title="Настройки">
      <Flex wrap gap={12} align="center">
        <DatePicker
          aria-label="Дата"
          allowClear={false}
          format={DISPLAY_DATE}
          value={dayjs(props.date, API_DATE)}
          onChange={(value) => value && props.onDate(value.format(API_DATE))}
        />
        <Button onClick={() => props.onDate(props.today)} disabled={props.date === props.today}>
          Сегодня
        </Button>
        <Typography.Text>Платежи:</Typography.Text>
        <Select
          mode="multiple"
          aria-label="Типы платежей"
          style={{ minWidth: 260 }}
          loading={descriptors.loading}
          value={shownDescriptors}
          onChange={props.onDescriptors}
          options={(descriptors.data ?? []).map((type) => ({ value: type.paymentDescriptorId, label: type.paymentDescriptorName }))}
        />
        <Typography.Text>Расходы:</Typography.Text>
        <Select
          mode="multiple"
          aria-label="Типы оплаты расходов"
          style={{ minWidth: 260 }}
          loading={expensePaymentTypes.loading}
          value={shownExpenseTypes}
          onChange={props.onExpensePaymentTypes}
          options={(expensePaymentTypes.data ?? []).map((type) => ({ value: type.expensePaymentTypeId, label: type.expensePaymentTypeName }))}
        />
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={props.onRefresh}>
            Обновить
          </Button>
          <Button icon={<PrinterOutlined />} onClick={props.onPrint}>
            Печать
          </Button>
          <Button type="primary" danger disabled={!props.canClose} onClick={props.onClose}>
            Закрыть кассу
          </Button>
        </Space>
      </Flex>
      {descriptors.error && <Alert type="error" showIcon message={cashDeskTexts.descriptorsFailed} style={{ marginTop: 12 }} />}
      {expensePaymentTypes.error && <Alert type="error" showIcon message={cashDeskTexts.expenseTypesFailed} style={{ marginTop: 12 }} />}
    </Card>
  );
}
