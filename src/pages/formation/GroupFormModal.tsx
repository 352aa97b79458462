import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { GROUP_NAME_REQUIRED, type FutureSchoolClass } from '../../../resources/formation';
import type { GroupLookups } from './useFormation';

export type GroupFormValues = { name: string; staff?: number | null; subject?: number | null; schoolYear?: number | null };

type Props = {
  open: boolean;
  group?: FutureSchoolClass; // editing this one; a new group without it
  lookups: GroupLookups;
  saving: boolean;
  onSave: (values: GroupFormValues) => void;
  onCancel: () => void;
};

const searchable = { showSearch: true, allowClear: true, optionFilterProp: 'label' } as const;

// A planned group's name, teacher, subject and class year (operations.md §3 "Future school class"); an empty
// teacher, subject or year becomes the first of its list when saved (§5).
export const GroupFormModal = ({ open, group, lookups, saving, onSave, onCancel }: Props) => {
  const [form] = Form.useForm<GroupFormValues>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: group?.name ?? '', staff: group?.teacherId ?? null, subject: group?.subjectId ?? null, schoolYear: group?.schoolYearId ?? null });
  }, [open, group, form]);
  return (
    <Modal
      open={open}
      title={group ? 'Изменить группу' : 'Новая группа'}
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onSave} preserve={false}>
        <Form.Item name="name" label="Название" rules={[{ required: true, whitespace: true, message: GROUP_NAME_REQUIRED }]}>
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item name="staff" label="Преподаватель">
          <Select {...searchable} options={lookups.teachers.options} loading={lookups.teachers.loading} placeholder="Первый в списке" />
        </Form.Item>
        <Form.Item name="subject" label="Предмет">
          <Select {...searchable} options={lookups.subjects.options} loading={lookups.subjects.loading} placeholder="Первый в списке" />
        </Form.Item>
        <Form.Item name="schoolYear" label="Класс">
          <Select {...searchable} options={lookups.years.options} loading={lookups.years.loading} placeholder="Первый в списке" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
