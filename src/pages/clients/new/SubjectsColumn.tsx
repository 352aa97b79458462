import { Checkbox, Flex, Form, Spin, Typography, type FormRule } from 'antd';
import { useReferenceOptions, type ReferenceId, type ReferenceOption } from '../../../components/useReferenceOptions';
import type { FormFieldName } from './applicationForm';
import type { FormSettings } from './formSettings';

type SubjectsColumnProps = {
  settings: FormSettings;
  studentAdd: boolean;
  rule: (field: FormFieldName) => FormRule;
};

type SubjectChecklistProps = {
  options: ReferenceOption[];
  loading: boolean;
  value?: ReferenceId[];
  onChange?: (value: ReferenceId[]) => void;
};

function SubjectChecklist({ options, loading, value, onChange }: SubjectChecklistProps) {
  if (loading) return <Spin />;
  if (options.length === 0) return <Typography.Text type="secondary">Нет предметов</Typography.Text>;
  return (
    <Checkbox.Group<ReferenceId>
      value={value}
      onChange={onChange}
      options={options}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    />
  );
}

// The 'Предметы' column: the subjects (required for an application) and the pricing options.
export function SubjectsColumn({ settings, studentAdd, rule }: SubjectsColumnProps) {
  const { options, loading } = useReferenceOptions('subjects');
  return (
    <>
      <Form.Item
        name="subjectIds"
        label="Выберите предметы"
        required={!studentAdd}
        dependencies={['studentAdd']}
        rules={[rule('subjectIds')]}
      >
        <SubjectChecklist options={options} loading={loading} />
      </Form.Item>
      <Form.Item label="Варианты цены" hidden={!settings.showPricing}>
        <Flex vertical gap={4}>
          <Form.Item name="eligibleForDiscountPrice" valuePropName="checked" noStyle>
            <Checkbox>Цена со скидкой</Checkbox>
          </Form.Item>
          <Form.Item name="eligibleForOldPrice" valuePropName="checked" noStyle>
            <Checkbox>Старая цена</Checkbox>
          </Form.Item>
        </Flex>
      </Form.Item>
    </>
  );
}
