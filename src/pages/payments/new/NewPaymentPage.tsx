import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Space, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatKopecks } from '../../../../resources/money/kopecks';
import { DISPLAY_DATE } from '../../../lib/date';
import { DuplicateDialog } from './DuplicateDialog';
import { FormSelect } from '../../../components/FormSelect';
import {
  changeKopecksOf,
  checkPaymentForm,
  emptyPaymentForm,
  lineOf,
  minimumOf,
  pricesOf,
  toPaymentInput,
  totalKopecksOf,
  type PaymentFormValues,
} from './paymentForm';
import { PaymentLines } from './PaymentLines';
import { usePaymentLookups, useStudentClasses } from './usePaymentLookups';
import { useSubmitPayment } from './useSubmitPayment';

export const NEW_PAYMENT_TITLE = 'Внести оплату';
// antd's red-7: the danger text's own red (#ff4d4f) is below the 4.5:1 contrast of axe
const SHORT_OF_MINIMUM = { color: '#cf1322' };

// money.md §2 "Add payment": the student, the date, the payment types, one line per subject, the total against the
// calculated minimum, the change given and a comment; the duplicate dialog; every message of money.md §5.
export default function NewPaymentPage() {
  const [form] = Form.useForm<PaymentFormValues>();
  const lookups = usePaymentLookups();
  const student = Form.useWatch('student', form) as number | undefined;
  const lines = Form.useWatch('lines', form);
  const change = Form.useWatch('change', form) as string | undefined;
  const classes = useStudentClasses(student);
  const rows = useMemo(() => classes.rows ?? [], [classes.rows]);
  const prices = useMemo(() => pricesOf(rows), [rows]);
  // once a submit has shown messages, they follow each change until the form is right
  const [checked, setChecked] = useState(false);
  const shownFields = useRef<(string | number)[][]>([]);

  const clear = () => {
    form.resetFields();
    form.setFieldsValue(emptyPaymentForm());
    shownFields.current = [];
    setChecked(false);
  };
  const payment = useSubmitPayment({ onSaved: clear });

  // a student chosen (or read again): the lines of the groups open for payment
  useEffect(() => {
    form.setFieldValue('lines', classes.rows ? classes.rows.map(lineOf) : []);
  }, [classes.rows, form]);

  const showMessages = (values: PaymentFormValues) => {
    const result = checkPaymentForm(values, prices);
    const cleared = shownFields.current.map((name) => ({ name, errors: [] as string[] }));
    form.setFields([...cleared, ...result.messages] as Parameters<typeof form.setFields>[0]);
    shownFields.current = result.messages.map((message) => message.name);
    return result;
  };

  const submit = () => {
    if (payment.saving) return;
    const values = form.getFieldsValue(true) as PaymentFormValues;
    setChecked(true);
    const { body } = showMessages(values);
    if (body) void payment.submit(body, toPaymentInput(values));
  };

  const totalKopecks = totalKopecksOf(lines ?? []);
  const minimum = minimumOf(lines ?? [], prices);
  const changeKopecks = changeKopecksOf(change);
  const totalText = formatKopecks(totalKopecks, 2);
  // the total is the sum of the lines, shown in a read-only field that carries the total's messages
  useEffect(() => {
    if (form.getFieldValue('total') !== totalText) form.setFieldValue('total', totalText);
  }, [form, totalText]);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {NEW_PAYMENT_TITLE}
      </Typography.Title>
      {lookups.failed && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Не удалось загрузить учеников или типы платежей."
          action={<Button onClick={lookups.retry}>Повторить</Button>}
        />
      )}
      <Form<PaymentFormValues>
        form={form}
        layout="vertical"
        initialValues={emptyPaymentForm()}
        onFinish={submit}
        onValuesChange={(changed: Partial<PaymentFormValues>) => {
          if ('student' in changed) form.setFieldValue('lines', []);
          if (checked) showMessages(form.getFieldsValue(true) as PaymentFormValues);
        }}
        disabled={payment.saving}
        requiredMark
      >
        <Row gutter={24}>
          <Col xs={24} lg={9}>
            <Card size="small" title="Платеж">
              <Form.Item name="student" label="Ученик" required>
                <FormSelect
                  showSearch
                  allowClear
                  placeholder="Начните вводить имя"
                  optionFilterProp="label"
                  loading={lookups.studentsLoading}
                  options={lookups.students.map((option) => ({ value: option.studentId, label: option.studentName }))}
                  notFoundContent={lookups.studentsLoading ? 'Загрузка…' : 'Ученик не найден'}
                />
              </Form.Item>
              <Form.Item name="paymentDate" label="Дата платежа" required>
                <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} placeholder="дд.мм.гггг" />
              </Form.Item>
              <Form.Item name="descriptors" label="Типы платежа" required>
                <FormSelect
                  mode="multiple"
                  loading={lookups.descriptorsLoading}
                  optionFilterProp="label"
                  options={lookups.descriptors.map((row) => ({ value: row.paymentDescriptorId, label: row.paymentDescriptorName }))}
                />
              </Form.Item>
              <Form.Item name="paymentComment" label="Комментарий">
                <Input.TextArea rows={3} maxLength={5000} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={15}>
            <Card size="small" title="Предметы" style={{ marginBottom: 16 }}>
              {classes.failed && (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 12 }}
                  message="Не удалось загрузить группы ученика."
                  action={<Button onClick={classes.retry}>Повторить</Button>}
                />
              )}
              <PaymentLines form={form} rows={rows} studentChosen={student != null} loading={classes.loading} />
            </Card>
            <Card size="small" title="Итого">
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name="total" label="Сумма платежа" required extra="Сумма по предметам">
                    <Input readOnly aria-label="Сумма платежа" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="change" label="Сдача, ₽">
                    <Input inputMode="decimal" placeholder="0" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item label="Получено от клиента">
                    <Input readOnly value={formatKopecks(totalKopecks + changeKopecks, 2)} aria-label="Получено от клиента" />
                  </Form.Item>
                </Col>
              </Row>
              <Tooltip title={minimum.lines.map((line) => line.text).join('; ') || undefined}>
                <Typography.Text type="secondary" style={(lines ?? []).length > 0 && totalKopecks < minimum.kopecks ? SHORT_OF_MINIMUM : undefined}>
                  Рассчитанный минимум: {formatKopecks(minimum.kopecks, 2)} ({minimum.text})
                </Typography.Text>
              </Tooltip>
            </Card>
          </Col>
        </Row>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Space>
            <Button onClick={clear}>Очистить</Button>
            <Button type="primary" htmlType="submit" loading={payment.saving}>
              Внести оплату
            </Button>
          </Space>
        </Flex>
      </Form>
      <DuplicateDialog details={payment.duplicates} onConfirm={payment.confirmDuplicate} onCancel={payment.cancelDuplicate} />
    </>
  );
}
