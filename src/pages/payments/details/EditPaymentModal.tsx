import { Alert, Button, DatePicker, Form, Input, Modal, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { formatKopecks } from '../../../../resources/money/kopecks';
import { paymentHistoryToasts } from '../../../../resources/payment-history';
import { PICKER_DATE } from '../../../lib/date';
import { PaymentLines } from '../new/PaymentLines';
import { totalKopecksOf } from '../new/paymentForm';
import { usePaymentDescriptors, useStudentClasses } from '../new/usePaymentLookups';
import { checkEditForm, formOfPayment, groupRowsFor, type EditPaymentValues } from './editPaymentForm';
import { useEditPayment } from './useEditPayment';

type EditPaymentModalProps = { paymentId: number | null; onClose: () => void };

// The total of the lines as typed, live; read-only (money.md §5 "Payment edit": the total is the sum of the details).
function TotalOfLines() {
  const lines = Form.useWatch('lines') as EditPaymentValues['lines'];
  return <Input readOnly aria-label="Сумма платежа" value={formatKopecks(totalKopecksOf(lines ?? []), 2)} style={{ maxWidth: 220 }} />;
}

// money.md §2 "Payment details": the edit of a payment, with the creation's rules (the same form lines and the same
// schema, resources/money/payment-body.ts) except that the total is the sum of the lines and cannot be typed.
export function EditPaymentModal({ paymentId, onClose }: EditPaymentModalProps) {
  const [form] = Form.useForm<EditPaymentValues>();
  const edit = useEditPayment(paymentId, onClose);
  const { payment } = edit;
  const classes = useStudentClasses(payment?.studentId);
  const types = usePaymentDescriptors(paymentId !== null);
  const typeOptions = (types.data?.data ?? []).map((type) => ({ value: type.paymentDescriptorId, label: type.paymentDescriptorName }));

  // the form starts from the payment as read, each time another one is opened
  useEffect(() => {
    if (payment) form.setFieldsValue(formOfPayment(payment));
    else form.resetFields();
  }, [payment, form]);

  const submit = async () => {
    const values = form.getFieldsValue(true) as EditPaymentValues;
    const { input, messages } = checkEditForm(values);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })) as never);
    if (messages.length > 0) {
      form.setFields(messages as never);
      return;
    }
    await edit.save(input);
  };

  const body = () => {
    if (edit.failed) {
      return (
        <Alert
          type="error"
          showIcon
          message={paymentHistoryToasts.loadFailed}
          action={<Button size="small" onClick={edit.retry}>Повторить</Button>}
        />
      );
    }
    if (!payment) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    return (
      <Form form={form} layout="vertical" onFinish={() => void submit()} disabled={edit.saving}>
        <Form.Item label="Ученик">
          <Input readOnly value={payment.studentName} aria-label="Ученик" />
        </Form.Item>
        <Form.Item name="paymentDate" label="Дата платежа">
          <DatePicker format={PICKER_DATE} style={{ width: 180 }} allowClear={false} />
        </Form.Item>
        <Form.Item name="descriptors" label="Типы платежа">
          <Select mode="multiple" options={typeOptions} loading={types.isLoading} placeholder="Типы платежа" />
        </Form.Item>
        <PaymentLines form={form as never} rows={groupRowsFor(payment, classes.rows ?? [])} studentChosen loading={classes.loading} />
        <Form.Item name="total" label="Сумма платежа (сумма по предметам)" style={{ marginTop: 16 }}>
          <TotalOfLines />
        </Form.Item>
        <Form.Item name="paymentComment" label="Комментарий">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={5000} />
        </Form.Item>
      </Form>
    );
  };

  return (
    <Modal
      open={paymentId !== null}
      title={payment ? `Платеж № ${payment.paymentId}` : 'Платеж'}
      width={820}
      okText="Сохранить"
      cancelText="Отмена"
      onOk={() => void submit()}
      okButtonProps={{ disabled: !payment, loading: edit.saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
