import { Form, Input, Radio, Select, type FormRule } from 'antd';
import type { ParentOption } from '../../../../resources/parents';
import { PhoneInput } from '../../../components/PhoneInput';
import { parentOptionLabel } from '../../../components/parents/parentOptionLabel';
import type { FormFieldName, ParentMode } from './applicationForm';

type ParentColumnProps = {
  parentMode: ParentMode;
  parents: ParentOption[];
  parentsLoading: boolean;
  rule: (field: FormFieldName) => FormRule;
};

// The 'Родитель' column: a new parent by name and phone, or one already known (core.md §2.7).
export function ParentColumn({ parentMode, parents, parentsLoading, rule }: ParentColumnProps) {
  return (
    <>
      <Form.Item name="parentMode">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'new', label: 'Новый родитель' },
            { value: 'existing', label: 'Выбрать из списка' },
          ]}
        />
      </Form.Item>
      {parentMode === 'existing' ? (
        <Form.Item name="selectedParentKey" label="Родитель" rules={[rule('selectedParentKey')]}>
          <Select
            showSearch
            allowClear
            optionFilterProp="label"
            loading={parentsLoading}
            placeholder="Начните вводить имя"
            notFoundContent="Нет данных"
            options={parents.map((parent) => ({ value: parent.sequentialId, label: parentOptionLabel(parent) }))}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="clientParentName" label="Имя родителя" rules={[rule('clientParentName')]}>
            <Input placeholder="Фамилия Имя Отчество" />
          </Form.Item>
          <Form.Item name="clientParentPhoneNumber" label="Телефон родителя" rules={[rule('clientParentPhoneNumber')]}>
            <PhoneInput />
          </Form.Item>
        </>
      )}
    </>
  );
}
