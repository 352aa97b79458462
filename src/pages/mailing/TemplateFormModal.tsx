import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { zodRule } from '../../components/forms/zodRule';
import { templateCreateSchema } from '../../../resources/operations/mailing-form';
import type { Template } from './mailingTypes';
import { TelegramHtmlEditor } from './TelegramHtmlEditor';

export type TemplateValues = { name: string; text: string };

type TemplateFormModalProps = {
  open: boolean;
  template: Template | null; // null: a new one
  saving: boolean;
  onSave: (values: TemplateValues) => void;
  onCancel: () => void;
};

// One form for a new template and an edited one (operations.md §2 "Templates tab").
export function TemplateFormModal({ open, template, saving, onSave, onCancel }: TemplateFormModalProps) {
  const [form] = Form.useForm<TemplateValues>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: template?.announcementTemplateName ?? '', text: template?.announcementTemplateText ?? '' });
  }, [open, template, form]);
  const title = template ? 'Изменить шаблон' : 'Новый шаблон';
  return (
    <Modal
      open={open}
      title={title}
      okText="Сохранить"
      cancelText="Отмена"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      width={720}
      forceRender
    >
      <Form form={form} name="template" layout="vertical" onFinish={onSave} aria-label={title}>
        <Form.Item name="name" label="Название" rules={[zodRule(templateCreateSchema.shape.name)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="text" label="Текст" rules={[zodRule(templateCreateSchema.shape.text)]}>
          <TelegramHtmlEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}
