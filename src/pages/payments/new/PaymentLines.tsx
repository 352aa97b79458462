import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, InputNumber, Row, Select, Typography, type FormInstance } from 'antd';
import { lessonCountWord } from '../../../../resources/money/lesson-label';
import type { PaymentClassRow } from '../../../../resources/payment-new';
import { lineOf, type PaymentFormValues } from './paymentForm';

type PaymentLinesProps = {
  form: FormInstance<PaymentFormValues>;
  rows: readonly PaymentClassRow[];
  studentChosen: boolean;
  loading: boolean;
};

const groupLabel = (row: PaymentClassRow) => `${row.className} — ${row.subjectName}`;

// The lessons' word after the count, by the payment lines' rule (resources/money/lesson-label.ts).
function LessonWord({ index }: { index: number }) {
  const count = Form.useWatch(['lines', index, 'lessonAmount']) as number | null | undefined;
  return <span>{lessonCountWord(count ?? 0)}</span>;
}

function PriceHint({ index, rows }: { index: number; rows: readonly PaymentClassRow[] }) {
  const classId = Form.useWatch(['lines', index, 'classId']) as number | undefined;
  const row = rows.find((candidate) => candidate.classId === classId);
  if (!row) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {row.priceExplanation}
      {row.paidCycles.length > 0 ? ` · оплачены циклы: ${row.paidCycles.join(', ')}` : ''}
    </Typography.Text>
  );
}

// money.md §2: one line per subject (group, amount, cycle, lessons), prefilled from the student's groups; the
// user may remove a line or add one for another of the student's groups.
export function PaymentLines({ form, rows, studentChosen, loading }: PaymentLinesProps) {
  const options = rows.map((row) => ({ value: row.classId, label: groupLabel(row) }));
  const chooseGroup = (index: number, classId: number) => {
    const row = rows.find((candidate) => candidate.classId === classId);
    if (row) form.setFieldValue(['lines', index], lineOf(row));
  };
  return (
    <Form.List name="lines">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={loading ? 'Загрузка групп ученика…' : studentChosen ? 'Нет предметов для оплаты' : 'Выберите ученика, чтобы увидеть его группы'}
            />
          )}
          {fields.map((field, index) => (
            <div key={field.key} role="group" aria-label={`Предмет ${index + 1}`} style={{ marginBottom: 8 }}>
              <Row gutter={8} align="top" wrap={false}>
                <Col flex="auto">
                  <Form.Item name={[field.name, 'classId']} label="Группа" style={{ marginBottom: 4 }}>
                    <Select
                      options={options}
                      placeholder="Группа"
                      showSearch
                      optionFilterProp="label"
                      onChange={(classId: number) => chooseGroup(index, classId)}
                    />
                  </Form.Item>
                </Col>
                <Col flex="130px">
                  <Form.Item name={[field.name, 'amount']} label="Сумма, ₽" style={{ marginBottom: 4 }}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col flex="80px">
                  <Form.Item name={[field.name, 'classCycle']} label="Цикл" style={{ marginBottom: 4 }}>
                    <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col flex="150px">
                  <Form.Item label="Занятия" style={{ marginBottom: 4 }}>
                    <Row gutter={6} wrap={false} align="middle">
                      <Col flex="70px">
                        <Form.Item name={[field.name, 'lessonAmount']} noStyle>
                          <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label="Занятия" />
                        </Form.Item>
                      </Col>
                      <Col>
                        <LessonWord index={index} />
                      </Col>
                    </Row>
                  </Form.Item>
                </Col>
                <Col flex="40px" style={{ paddingTop: 30 }}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Убрать предмет ${index + 1}`} onClick={() => remove(field.name)} />
                </Col>
              </Row>
              <PriceHint index={index} rows={rows} />
            </div>
          ))}
          {errors.length > 0 && (
            <div role="alert" style={{ marginBottom: 8 }}>
              {errors.map((error, index) => (
                <Typography.Text key={index} type="danger" style={{ display: 'block' }}>
                  {error}
                </Typography.Text>
              ))}
            </div>
          )}
          <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={!studentChosen || rows.length === 0}>
            Добавить предмет
          </Button>
        </>
      )}
    </Form.List>
  );
}
